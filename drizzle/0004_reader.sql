CREATE TABLE "entitlements" (
	"user_id" text NOT NULL,
	"publication_id" integer NOT NULL,
	"source" text NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entitlements_user_id_publication_id_pk" PRIMARY KEY("user_id","publication_id")
);
--> statement-breakpoint
CREATE TABLE "reader_bookmarks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"publication_id" integer NOT NULL,
	"chapter" text NOT NULL,
	"paragraph" text NOT NULL,
	"excerpt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reader_chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition_id" integer NOT NULL,
	"position" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"words" integer NOT NULL,
	"linear" boolean DEFAULT true NOT NULL,
	"search" "tsvector"
);
--> statement-breakpoint
CREATE TABLE "reader_editions" (
	"id" serial PRIMARY KEY NOT NULL,
	"publication_id" integer NOT NULL,
	"version" integer NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"source_file" text NOT NULL,
	"title" text NOT NULL,
	"language" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"toc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover" text,
	"assets_prefix" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by" text
);
--> statement-breakpoint
CREATE TABLE "reader_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"publication_id" integer NOT NULL,
	"chapter" text NOT NULL,
	"selector" jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"color" text DEFAULT 'yellow' NOT NULL,
	"orphaned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reading_daily" (
	"day" date NOT NULL,
	"publication_id" integer NOT NULL,
	"chapter" text NOT NULL,
	"readers" integer NOT NULL,
	"completions" integer NOT NULL,
	"time_histogram" integer[] NOT NULL,
	CONSTRAINT "reading_daily_day_publication_id_chapter_pk" PRIMARY KEY("day","publication_id","chapter")
);
--> statement-breakpoint
CREATE TABLE "reading_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"pseudonym" text NOT NULL,
	"publication_id" integer NOT NULL,
	"chapter" text NOT NULL,
	"kind" text NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reading_progress" (
	"user_id" text NOT NULL,
	"publication_id" integer NOT NULL,
	"chapter" text NOT NULL,
	"position" real DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_progress_user_id_publication_id_pk" PRIMARY KEY("user_id","publication_id")
);
--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_bookmarks" ADD CONSTRAINT "reader_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_bookmarks" ADD CONSTRAINT "reader_bookmarks_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_chapters" ADD CONSTRAINT "reader_chapters_edition_id_reader_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."reader_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_editions" ADD CONSTRAINT "reader_editions_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_editions" ADD CONSTRAINT "reader_editions_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_notes" ADD CONSTRAINT "reader_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_notes" ADD CONSTRAINT "reader_notes_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_daily" ADD CONSTRAINT "reading_daily_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_events" ADD CONSTRAINT "reading_events_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_progress" ADD CONSTRAINT "reading_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_progress" ADD CONSTRAINT "reading_progress_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reader_bookmarks_place_idx" ON "reader_bookmarks" USING btree ("user_id","publication_id","chapter","paragraph");--> statement-breakpoint
CREATE UNIQUE INDEX "reader_chapters_slug_idx" ON "reader_chapters" USING btree ("edition_id","slug");--> statement-breakpoint
CREATE INDEX "reader_chapters_position_idx" ON "reader_chapters" USING btree ("edition_id","position");--> statement-breakpoint
CREATE INDEX "reader_chapters_search_idx" ON "reader_chapters" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "reader_editions_version_idx" ON "reader_editions" USING btree ("publication_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "reader_editions_current_idx" ON "reader_editions" USING btree ("publication_id") WHERE "reader_editions"."current";--> statement-breakpoint
CREATE INDEX "reader_notes_user_book_idx" ON "reader_notes" USING btree ("user_id","publication_id");--> statement-breakpoint
CREATE INDEX "reading_events_book_day_idx" ON "reading_events" USING btree ("publication_id","day");