CREATE TABLE "accessible_version_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"publication_id" integer NOT NULL,
	"format" text NOT NULL,
	"needs" text,
	"declared_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"due_on" date NOT NULL,
	"reply" text,
	"file_key" text,
	"file_name" text,
	"file_media_type" text,
	"file_size" integer,
	"link" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accessible_version_requests" ADD CONSTRAINT "accessible_version_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessible_version_requests" ADD CONSTRAINT "accessible_version_requests_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accessible_version_requests_user_idx" ON "accessible_version_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "accessible_version_requests_due_idx" ON "accessible_version_requests" USING btree ("status","due_on");