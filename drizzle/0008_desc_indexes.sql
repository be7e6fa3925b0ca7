DROP INDEX "open_calls_listing_idx";--> statement-breakpoint
DROP INDEX "orders_user_idx";--> statement-breakpoint
DROP INDEX "orders_status_idx";--> statement-breakpoint
DROP INDEX "orders_placed_idx";--> statement-breakpoint
DROP INDEX "proposals_status_idx";--> statement-breakpoint
DROP INDEX "proposals_user_idx";--> statement-breakpoint
DROP INDEX "proposals_submitted_idx";--> statement-breakpoint
DROP INDEX "proposals_call_idx";--> statement-breakpoint
CREATE INDEX "open_calls_listing_idx" ON "open_calls" USING btree ("status","opens_on" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","placed_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","placed_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_placed_idx" ON "orders" USING btree ("placed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "proposals_status_idx" ON "proposals" USING btree ("status","submitted_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "proposals_user_idx" ON "proposals" USING btree ("user_id","submitted_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "proposals_submitted_idx" ON "proposals" USING btree ("submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "proposals_call_idx" ON "proposals" USING btree ("open_call_id","submitted_at" DESC NULLS FIRST);