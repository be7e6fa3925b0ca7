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
ALTER TABLE "text_passages" ADD CONSTRAINT "text_passages_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_passages_search_idx" ON "text_passages" USING gin ("search");--> statement-breakpoint
CREATE INDEX "text_passages_part_idx" ON "text_passages" USING btree ("source","part_id");--> statement-breakpoint
CREATE INDEX "text_passages_work_idx" ON "text_passages" USING btree ("publication_id","position");