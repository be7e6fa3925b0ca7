-- Accent-insensitive full-text search with Portuguese and English stemming, and a
-- language-neutral configuration for names (contributors, ISBNs).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION ipe_pt (COPY = portuguese);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION ipe_pt ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION ipe_en (COPY = english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION ipe_en ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION ipe_simple (COPY = simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION ipe_simple ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"position" integer NOT NULL,
	"section" text,
	"title_pt" text,
	"title_en" text,
	"contributors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"abstract_pt" text,
	"abstract_en" text,
	"keywords_pt" text[] DEFAULT '{}'::text[] NOT NULL,
	"keywords_en" text[] DEFAULT '{}'::text[] NOT NULL,
	"language" text DEFAULT 'pt' NOT NULL,
	"first_page" integer,
	"last_page" integer,
	"doi" text,
	"pdf_file" text
);
--> statement-breakpoint
CREATE TABLE "chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"publication_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title_pt" text,
	"title_en" text,
	"contributors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"abstract_pt" text,
	"abstract_en" text,
	"keywords_pt" text[] DEFAULT '{}'::text[] NOT NULL,
	"keywords_en" text[] DEFAULT '{}'::text[] NOT NULL,
	"first_page" integer,
	"last_page" integer,
	"doi" text,
	"pdf_file" text
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_pt" text NOT NULL,
	"name_en" text NOT NULL,
	"description_pt" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "collections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_pt" text NOT NULL,
	"name_en" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"place" text NOT NULL,
	"about_pt" text DEFAULT '' NOT NULL,
	"about_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "events_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "formats" (
	"id" serial PRIMARY KEY NOT NULL,
	"publication_id" integer NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"isbn" text,
	"price_brl" integer,
	"price_usd" integer,
	"stock" integer,
	"weight_grams" integer,
	"width_mm" integer,
	"height_mm" integer,
	"depth_mm" integer,
	"epub_file" text,
	"pdf_file" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "formats_slug_unique" UNIQUE("slug"),
	CONSTRAINT "formats_isbn_unique" UNIQUE("isbn")
);
--> statement-breakpoint
CREATE TABLE "journal_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"journal_id" integer NOT NULL,
	"volume" integer NOT NULL,
	"number" integer NOT NULL,
	"year" integer NOT NULL,
	"title_pt" text,
	"title_en" text,
	"cover" text,
	"published_on" date,
	"status" text DEFAULT 'draft' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journals" (
	"publication_id" integer PRIMARY KEY NOT NULL,
	"issn" text,
	"eissn" text,
	"team" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guidelines_pt" text DEFAULT '' NOT NULL,
	"guidelines_en" text DEFAULT '' NOT NULL,
	"call_for_papers_open" boolean DEFAULT false NOT NULL,
	"submission_url" text,
	"issues_per_year" integer DEFAULT 2 NOT NULL,
	"words_min" integer DEFAULT 5000 NOT NULL,
	"words_max" integer DEFAULT 7000 NOT NULL,
	"abstract_words_min" integer DEFAULT 150 NOT NULL,
	"abstract_words_max" integer DEFAULT 250 NOT NULL,
	"keywords_min" integer DEFAULT 3 NOT NULL,
	"keywords_max" integer DEFAULT 5 NOT NULL,
	"fee_usd" integer DEFAULT 5000 NOT NULL,
	"fee_brl" integer DEFAULT 25000 NOT NULL,
	"feedback_days" integer DEFAULT 60 NOT NULL,
	"reviewers" integer DEFAULT 2 NOT NULL,
	"language_review_brl" integer DEFAULT 22000 NOT NULL,
	"translation_brl_per_word" integer DEFAULT 30 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publication_authors" (
	"publication_id" integer NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "publication_authors_publication_id_user_id_pk" PRIMARY KEY("publication_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "publication_subjects" (
	"publication_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	CONSTRAINT "publication_subjects_publication_id_subject_id_pk" PRIMARY KEY("publication_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title_pt" text,
	"title_en" text,
	"subtitle_pt" text,
	"subtitle_en" text,
	"abstract_pt" text,
	"abstract_en" text,
	"keywords_pt" text[] DEFAULT '{}'::text[] NOT NULL,
	"keywords_en" text[] DEFAULT '{}'::text[] NOT NULL,
	"contributors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text DEFAULT 'pt' NOT NULL,
	"collection_id" integer,
	"event_id" integer,
	"volume" integer,
	"published_on" date,
	"edition" integer DEFAULT 1 NOT NULL,
	"pages" integer,
	"doi" text,
	"license" text,
	"open_access" boolean DEFAULT false NOT NULL,
	"cover" text,
	"cover_width" integer,
	"cover_height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"year" integer,
	"available" boolean DEFAULT false NOT NULL,
	"has_ebook" boolean DEFAULT false NOT NULL,
	"has_print" boolean DEFAULT false NOT NULL,
	"min_price_brl" integer,
	"search" "tsvector"
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"format_id" integer NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_pt" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "subjects_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_issue_id_journal_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."journal_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formats" ADD CONSTRAINT "formats_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_issues" ADD CONSTRAINT "journal_issues_journal_id_journals_publication_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("publication_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_authors" ADD CONSTRAINT "publication_authors_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_authors" ADD CONSTRAINT "publication_authors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_subjects" ADD CONSTRAINT "publication_subjects_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_subjects" ADD CONSTRAINT "publication_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_format_id_formats_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."formats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_issue_idx" ON "articles" USING btree ("issue_id","position");--> statement-breakpoint
CREATE INDEX "chapters_publication_idx" ON "chapters" USING btree ("publication_id","position");--> statement-breakpoint
CREATE INDEX "formats_publication_idx" ON "formats" USING btree ("publication_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_issues_number_idx" ON "journal_issues" USING btree ("journal_id","volume","number");--> statement-breakpoint
CREATE INDEX "publication_authors_user_idx" ON "publication_authors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "publication_subjects_subject_idx" ON "publication_subjects" USING btree ("subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "publications_type_slug_idx" ON "publications" USING btree ("type","slug");--> statement-breakpoint
CREATE INDEX "publications_search_idx" ON "publications" USING gin ("search");--> statement-breakpoint
CREATE INDEX "publications_listing_idx" ON "publications" USING btree ("status","published_on" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "publications_collection_idx" ON "publications" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "publications_event_idx" ON "publications" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_format_email_idx" ON "stock_alerts" USING btree ("format_id","email");--> statement-breakpoint
CREATE INDEX "stock_alerts_pending_idx" ON "stock_alerts" USING btree ("format_id") WHERE "stock_alerts"."notified_at" is null;