CREATE TABLE "sign_up_origins" (
	"user_id" text PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_up_origins" ADD CONSTRAINT "sign_up_origins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_up_origins_network_idx" ON "sign_up_origins" USING btree ("network","created_at");