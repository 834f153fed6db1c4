-- One card per style (R15.16, decision 0045): a large listing's page keeps a product only when no
-- other colour of its style matches and comes before it. The walks' indexes carry the style key, so
-- a page is still read from the index alone, and the probe for the other colours is an index range
-- that carries the columns the listings filter and sort on, so it reads no table row either.
DROP INDEX IF EXISTS "products_live_newest_cover_idx";
--> statement-breakpoint
CREATE INDEX "products_live_newest_cover_idx" ON "products" ("created_at" DESC, "id" DESC)
  INCLUDE ("colour", "category_id", "gender", "price_pence", "on_sale", "stock_total", "sizes_mask", "style_key")
  WHERE "archived_at" IS NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "products_live_filter_cover_idx";
--> statement-breakpoint
CREATE INDEX "products_live_filter_cover_idx" ON "products" ("category_id", "gender", "price_pence")
  INCLUDE ("on_sale", "stock_total", "sizes_mask", "colour", "created_at", "id", "style_key")
  WHERE "archived_at" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_live_style_cover_idx" ON "products" ("style_key")
  INCLUDE ("id", "created_at", "price_pence", "colour", "category_id", "gender", "on_sale", "stock_total", "sizes_mask")
  WHERE "archived_at" IS NULL;
--> statement-breakpoint
ANALYZE "products";
