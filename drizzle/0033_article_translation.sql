ALTER TABLE "articles" ADD COLUMN "full_text_translation" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "doi_translation" text;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "translation_dois" boolean DEFAULT false NOT NULL;