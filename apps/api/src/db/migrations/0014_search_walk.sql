-- A search with more than 2,000 matches lists them newest first (R19.6, R19.7); its page walks this
-- index, which carries each live product's head_vector and filter columns, and tests each entry's
-- words without reading the table. Reading the table row by row cost 7-35 ms a page at a million
-- products. It is an index of its own: the listings' newest-first index stays narrow, so a deep
-- page of a listing reads a third of the pages it would read here.
CREATE INDEX "products_live_search_walk_idx" ON "products" ("created_at" DESC, "id" DESC)
  INCLUDE ("head_vector", "colour", "category_id", "gender", "price_pence", "on_sale", "stock_total", "sizes_mask")
  WHERE "archived_at" IS NULL;
