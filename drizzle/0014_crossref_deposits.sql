CREATE TABLE "crossref_deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" text NOT NULL,
	"items" integer NOT NULL,
	"bytes" integer NOT NULL,
	"status" text NOT NULL,
	"http_status" integer,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "crossref_deposits_batchId_unique" UNIQUE("batch_id")
);
--> statement-breakpoint
ALTER TABLE "crossref_deposits" ADD CONSTRAINT "crossref_deposits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;