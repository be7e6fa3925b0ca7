-- A sign-up with an address that has an account opens none, yet weighs on its network as any other (issue 50).
ALTER TABLE "sign_up_origins" DROP CONSTRAINT "sign_up_origins_pkey";--> statement-breakpoint
ALTER TABLE "sign_up_origins" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_up_origins" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_up_origins" ADD CONSTRAINT "sign_up_origins_userId_unique" UNIQUE("user_id");
