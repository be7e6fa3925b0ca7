CREATE TABLE "oai_records" (
	"identifier" text PRIMARY KEY NOT NULL,
	"datestamp" timestamp (0) with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"sets" text[] NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "oai_records_datestamp_idx" ON "oai_records" USING btree ("datestamp");