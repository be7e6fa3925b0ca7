DROP INDEX "reader_chapters_search_idx";--> statement-breakpoint
ALTER TABLE "reader_chapters" DROP COLUMN "search";