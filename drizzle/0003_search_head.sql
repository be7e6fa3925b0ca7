ALTER TABLE "publications" ADD COLUMN "search_head" "tsvector";--> statement-breakpoint
-- Without the pending list, a search reads the index directly instead of scanning recent inserts.
ALTER INDEX "publications_search_idx" SET (fastupdate = off);
