CREATE TABLE "editorial_decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" bigint NOT NULL,
	"round" integer NOT NULL,
	"decision" text NOT NULL,
	"letter" text DEFAULT '' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "editorial_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" bigint NOT NULL,
	"thread" text NOT NULL,
	"sender_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editorial_settings" (
	"scope_kind" text NOT NULL,
	"scope_id" integer NOT NULL,
	"response_days" integer DEFAULT 7 NOT NULL,
	"review_days" integer DEFAULT 30 NOT NULL,
	"blindness" text DEFAULT 'double' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_assignments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" bigint NOT NULL,
	"round" integer NOT NULL,
	"reviewer_id" text,
	"invited_email" text NOT NULL,
	"invited_name" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'pt' NOT NULL,
	"invited_by" text,
	"token_hash" text NOT NULL,
	"token_used_at" timestamp with time zone,
	"status" text DEFAULT 'invited' NOT NULL,
	"response_due" timestamp with time zone NOT NULL,
	"review_due" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"decline_reason" text,
	"suggested_reviewer" text,
	"competing_interests" text,
	"recommendation" text,
	"comments_for_authors" text,
	"comments_for_editors" text,
	"reminders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_assignments_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "scoped_roles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"scope_kind" text NOT NULL,
	"scope_id" integer NOT NULL,
	"granted_by" text,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" bigint NOT NULL,
	"round" integer NOT NULL,
	"kind" text NOT NULL,
	"assignment_id" bigint,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"safe_name" text NOT NULL,
	"size" integer NOT NULL,
	"media_type" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" text,
	"kind" text NOT NULL,
	"journal_id" integer,
	"open_call_id" integer,
	"proposal_id" bigint,
	"author_id" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"article_type" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'pt' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"declarations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover_letter" text DEFAULT '' NOT NULL,
	"fee_order_id" bigint,
	"fee_waived_by" text,
	"fee_waived_reason" text,
	"round" integer DEFAULT 1 NOT NULL,
	"submit_key" text,
	"search_text" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"first_decision_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"article_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_number_unique" UNIQUE("number"),
	CONSTRAINT "submissions_submitKey_unique" UNIQUE("submit_key")
);
--> statement-breakpoint
ALTER TABLE "editorial_decisions" ADD CONSTRAINT "editorial_decisions_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_decisions" ADD CONSTRAINT "editorial_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_messages" ADD CONSTRAINT "editorial_messages_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_messages" ADD CONSTRAINT "editorial_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scoped_roles" ADD CONSTRAINT "scoped_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scoped_roles" ADD CONSTRAINT "scoped_roles_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_events" ADD CONSTRAINT "submission_events_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_events" ADD CONSTRAINT "submission_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_journal_id_publications_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."publications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_open_call_id_open_calls_id_fk" FOREIGN KEY ("open_call_id") REFERENCES "public"."open_calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_fee_order_id_orders_id_fk" FOREIGN KEY ("fee_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_fee_waived_by_users_id_fk" FOREIGN KEY ("fee_waived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "editorial_decisions_submission_idx" ON "editorial_decisions" USING btree ("submission_id","decided_at");--> statement-breakpoint
CREATE INDEX "editorial_messages_thread_idx" ON "editorial_messages" USING btree ("submission_id","thread","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "editorial_settings_scope_idx" ON "editorial_settings" USING btree ("scope_kind","scope_id");--> statement-breakpoint
CREATE INDEX "review_assignments_submission_idx" ON "review_assignments" USING btree ("submission_id","round");--> statement-breakpoint
CREATE INDEX "review_assignments_reviewer_idx" ON "review_assignments" USING btree ("reviewer_id","status");--> statement-breakpoint
CREATE INDEX "review_assignments_due_idx" ON "review_assignments" USING btree ("status","review_due");--> statement-breakpoint
CREATE UNIQUE INDEX "scoped_roles_unique_idx" ON "scoped_roles" USING btree ("user_id","role","scope_kind","scope_id");--> statement-breakpoint
CREATE INDEX "scoped_roles_scope_idx" ON "scoped_roles" USING btree ("scope_kind","scope_id");--> statement-breakpoint
CREATE INDEX "submission_events_submission_idx" ON "submission_events" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "submission_files_submission_idx" ON "submission_files" USING btree ("submission_id","round","kind");--> statement-breakpoint
CREATE INDEX "submissions_journal_idx" ON "submissions" USING btree ("journal_id","status","submitted_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "submissions_call_idx" ON "submissions" USING btree ("open_call_id","status");--> statement-breakpoint
CREATE INDEX "submissions_author_idx" ON "submissions" USING btree ("author_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "submissions_search_idx" ON "submissions" USING gin ("search_text" gin_trgm_ops);