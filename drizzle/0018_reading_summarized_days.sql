CREATE TABLE "reading_summarized_days" (
	"day" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reading_events_day_idx" ON "reading_events" USING btree ("day");