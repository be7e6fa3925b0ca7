CREATE TABLE "group_annotations" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" text,
	"publication_id" integer NOT NULL,
	"chapter" text NOT NULL,
	"selector" jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"orphaned" boolean DEFAULT false NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"annotation_id" text NOT NULL,
	"user_id" text,
	"body" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"annotation_id" text,
	"reply_id" integer,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reading_group_members" (
	"group_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"digest" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reading_group_works" (
	"group_id" integer NOT NULL,
	"publication_id" integer NOT NULL,
	CONSTRAINT "reading_group_works_group_id_publication_id_pk" PRIMARY KEY("group_id","publication_id")
);
--> statement-breakpoint
CREATE TABLE "reading_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"privacy" text DEFAULT 'private' NOT NULL,
	"invite_code" text NOT NULL,
	"course_id" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_annotations" ADD CONSTRAINT "group_annotations_group_id_reading_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."reading_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_annotations" ADD CONSTRAINT "group_annotations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_annotations" ADD CONSTRAINT "group_annotations_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_annotations" ADD CONSTRAINT "group_annotations_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_replies" ADD CONSTRAINT "group_replies_annotation_id_group_annotations_id_fk" FOREIGN KEY ("annotation_id") REFERENCES "public"."group_annotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_replies" ADD CONSTRAINT "group_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_replies" ADD CONSTRAINT "group_replies_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_reports" ADD CONSTRAINT "group_reports_group_id_reading_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."reading_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_reports" ADD CONSTRAINT "group_reports_annotation_id_group_annotations_id_fk" FOREIGN KEY ("annotation_id") REFERENCES "public"."group_annotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_reports" ADD CONSTRAINT "group_reports_reply_id_group_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."group_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_reports" ADD CONSTRAINT "group_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_group_members" ADD CONSTRAINT "reading_group_members_group_id_reading_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."reading_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_group_members" ADD CONSTRAINT "reading_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_group_works" ADD CONSTRAINT "reading_group_works_group_id_reading_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."reading_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_group_works" ADD CONSTRAINT "reading_group_works_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_groups" ADD CONSTRAINT "reading_groups_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_annotations_place_idx" ON "group_annotations" USING btree ("group_id","publication_id","chapter");--> statement-breakpoint
CREATE INDEX "group_replies_annotation_idx" ON "group_replies" USING btree ("annotation_id","created_at");--> statement-breakpoint
CREATE INDEX "group_reports_group_idx" ON "group_reports" USING btree ("group_id","resolved_at");--> statement-breakpoint
CREATE INDEX "reading_group_members_user_idx" ON "reading_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reading_group_works_work_idx" ON "reading_group_works" USING btree ("publication_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reading_groups_invite_idx" ON "reading_groups" USING btree ("invite_code");--> statement-breakpoint
CREATE UNIQUE INDEX "reading_groups_course_idx" ON "reading_groups" USING btree ("course_id");