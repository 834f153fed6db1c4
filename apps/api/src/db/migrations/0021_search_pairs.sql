-- A search of two common words ("denim jacket") asked the word index for products with both, and
-- a word index answers that by walking the rarer word's whole list and testing each product for the
-- other: at a million products, thousands of entries per bucket to find a few hundred matches. So
-- each search row is also indexed by its words in pairs, "a~b" with a before b in byte order
-- (search-pairs.ts writes the queries). A pair's list holds exactly the products with both words,
-- and a search reads lists as long as its matches: 0.7 ms against 1.7-2.7 ms for the first 2,001
-- rows of a broad search at a million products. The word indexes stay, for one-word searches, the
-- beginnings a shopper is still typing, and phrase synonyms ("card holder"), which need positions.
CREATE OR REPLACE FUNCTION atelier_head_pairs(v tsvector) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(array(
    SELECT w FROM unnest(tsvector_to_array(v)) w
    UNION ALL
    SELECT a || '~' || b FROM unnest(tsvector_to_array(v)) a, unnest(tsvector_to_array(v)) b
    WHERE a COLLATE "C" < b COLLATE "C"))
$$;
--> statement-breakpoint
CREATE INDEX "product_search_pairs_b0_idx" ON "product_search" USING gin (atelier_head_pairs("head_vector")) WHERE id % 8 = 0;
--> statement-breakpoint
CREATE INDEX "product_search_pairs_b1_idx" ON "product_search" USING gin (atelier_head_pairs("head_vector")) WHERE id % 8 = 1;
--> statement-breakpoint
CREATE INDEX "product_search_pairs_b2_idx" ON "product_search" USING gin (atelier_head_pairs("head_vector")) WHERE id % 8 = 2;
--> statement-breakpoint
CREATE INDEX "product_search_pairs_b3_idx" ON "product_search" USING gin (atelier_head_pairs("head_vector")) WHERE id % 8 = 3;
--> statement-breakpoint
CREATE INDEX "product_search_pairs_b4_idx" ON "product_search" USING gin (atelier_head_pairs("head_vector")) WHERE id % 8 = 4;
--> statement-breakpoint
CREATE INDEX "product_search_pairs_b5_idx" ON "product_search" USING gin (atelier_head_pairs("head_vector")) WHERE id % 8 = 5;
--> statement-breakpoint
CREATE INDEX "product_search_pairs_b6_idx" ON "product_search" USING gin (atelier_head_pairs("head_vector")) WHERE id % 8 = 6;
--> statement-breakpoint
CREATE INDEX "product_search_pairs_b7_idx" ON "product_search" USING gin (atelier_head_pairs("head_vector")) WHERE id % 8 = 7;
