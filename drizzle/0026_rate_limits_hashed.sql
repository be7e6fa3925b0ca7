-- Rate-limit counters were keyed by readable addresses and e-mails; they are now keyed by a keyed
-- hash (lib/rate-limit.server.ts), Better Auth's counters included, whose own table goes. The old
-- rows are ephemeral counters: they go too (issue 50).
DROP TABLE "auth_rate_limits" CASCADE;--> statement-breakpoint
DELETE FROM "rate_limits";
