-- A search's first read stops at 2,001 matches, but one word index cannot stop: it intersects its
-- words' whole posting lists before the first match is known (two common words cost 8-9 ms of
-- PostgreSQL's time at a million products). The rows' word index is split in eight partial indexes
-- by id % 8, each an eighth of the lists; a search reads them one after another and stops once it
-- has its matches (listing-repository.ts, SEARCH_BUCKETS). A search with few matches reads all
-- eight, which costs what the one index did.
DROP INDEX IF EXISTS "product_search_head_vector_idx";
--> statement-breakpoint
CREATE INDEX "product_search_head_b0_idx" ON "product_search" USING gin ("head_vector") WHERE id % 8 = 0;
--> statement-breakpoint
CREATE INDEX "product_search_head_b1_idx" ON "product_search" USING gin ("head_vector") WHERE id % 8 = 1;
--> statement-breakpoint
CREATE INDEX "product_search_head_b2_idx" ON "product_search" USING gin ("head_vector") WHERE id % 8 = 2;
--> statement-breakpoint
CREATE INDEX "product_search_head_b3_idx" ON "product_search" USING gin ("head_vector") WHERE id % 8 = 3;
--> statement-breakpoint
CREATE INDEX "product_search_head_b4_idx" ON "product_search" USING gin ("head_vector") WHERE id % 8 = 4;
--> statement-breakpoint
CREATE INDEX "product_search_head_b5_idx" ON "product_search" USING gin ("head_vector") WHERE id % 8 = 5;
--> statement-breakpoint
CREATE INDEX "product_search_head_b6_idx" ON "product_search" USING gin ("head_vector") WHERE id % 8 = 6;
--> statement-breakpoint
CREATE INDEX "product_search_head_b7_idx" ON "product_search" USING gin ("head_vector") WHERE id % 8 = 7;
