CREATE TABLE "group_digests" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"sent_through" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_annotations" ADD COLUMN "edition_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "group_digests" ADD CONSTRAINT "group_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_digests_token_idx" ON "group_digests" USING btree ("token");--> statement-breakpoint
CREATE INDEX "group_annotations_work_idx" ON "group_annotations" USING btree ("publication_id","edition_version");--> statement-breakpoint
ALTER TABLE "reading_group_members" DROP COLUMN "digest";