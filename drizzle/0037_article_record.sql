ALTER TABLE "articles" ADD COLUMN "received_on" date;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "accepted_on" date;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "data_availability" text;