CREATE TABLE "text_parts" (
	"publication_id" integer NOT NULL,
	"source" text NOT NULL,
	"part_id" integer NOT NULL,
	"config" text NOT NULL,
	"search" "tsvector" NOT NULL,
	CONSTRAINT "text_parts_source_part_id_publication_id_pk" PRIMARY KEY("source","part_id","publication_id")
);
--> statement-breakpoint
CREATE TABLE "text_passages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"publication_id" integer NOT NULL,
	"source" text NOT NULL,
	"part_id" integer NOT NULL,
	"part_key" text NOT NULL,
	"part_title" text NOT NULL,
	"anchor" text NOT NULL,
	"position" integer NOT NULL,
	"config" text NOT NULL,
	"text" text NOT NULL,
	"search" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "reader_chapters_search_idx";--> statement-breakpoint
ALTER TABLE "text_parts" ADD CONSTRAINT "text_parts_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_passages" ADD CONSTRAINT "text_passages_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_parts_search_idx" ON "text_parts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "text_parts_work_idx" ON "text_parts" USING btree ("publication_id");--> statement-breakpoint
CREATE INDEX "text_passages_search_idx" ON "text_passages" USING gin ("search");--> statement-breakpoint
CREATE INDEX "text_passages_part_idx" ON "text_passages" USING btree ("source","part_id");--> statement-breakpoint
CREATE INDEX "text_passages_work_idx" ON "text_passages" USING btree ("publication_id","position");--> statement-breakpoint
ALTER TABLE "reader_chapters" DROP COLUMN "search";