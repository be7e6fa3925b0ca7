CREATE TABLE "open_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title_pt" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_pt" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"description_pt" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date NOT NULL,
	"closed_at" timestamp with time zone,
	"feedback_weeks" integer NOT NULL,
	"min_authors" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_calls_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "proposal_drafts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"proposal_id" bigint NOT NULL,
	"author_id" text,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'received' NOT NULL,
	"type" text NOT NULL,
	"open_call_id" integer,
	"title" text NOT NULL,
	"authors" jsonb NOT NULL,
	"description" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"summary" text NOT NULL,
	"chapters" jsonb NOT NULL,
	"needs_illustrations" boolean NOT NULL,
	"third_party_images" boolean NOT NULL,
	"other_books" text DEFAULT '' NOT NULL,
	"authorship_link" text DEFAULT '' NOT NULL,
	"other_information" text DEFAULT '' NOT NULL,
	"sample_file" text,
	"sample_name" text,
	"sample_bytes" integer,
	"locale" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proposal_drafts" ADD CONSTRAINT "proposal_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_messages" ADD CONSTRAINT "proposal_messages_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_messages" ADD CONSTRAINT "proposal_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_open_call_id_open_calls_id_fk" FOREIGN KEY ("open_call_id") REFERENCES "public"."open_calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_calls_listing_idx" ON "open_calls" USING btree ("status","opens_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "proposal_messages_proposal_idx" ON "proposal_messages" USING btree ("proposal_id","created_at");--> statement-breakpoint
CREATE INDEX "proposals_status_idx" ON "proposals" USING btree ("status","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "proposals_user_idx" ON "proposals" USING btree ("user_id","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "proposals_submitted_idx" ON "proposals" USING btree ("submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "proposals_call_idx" ON "proposals" USING btree ("open_call_id","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "proposals_search_idx" ON "proposals" USING gin ("search_text" gin_trgm_ops);