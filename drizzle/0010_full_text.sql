ALTER TABLE "articles" ADD COLUMN "full_text" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "pdf_generated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "full_text" text;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "pdf_generated" boolean DEFAULT false NOT NULL;