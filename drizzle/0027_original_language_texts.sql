ALTER TABLE "chapters" ADD COLUMN "title_original" text;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "abstract_original" text;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "keywords_original" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "title_original" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "abstract_original" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "keywords_original" text[] DEFAULT '{}'::text[] NOT NULL;