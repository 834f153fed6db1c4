-- Listings on the database path (R19.7). A facet value's count is read from an index range that
-- starts at that value and stops at the cap, instead of from a scan of the whole listing:
-- categories from products_live_filter_cover_idx, colours from products_live_colour_cover_idx,
-- sizes from product_size_facets. sizes_mask carries sizes_in_stock as bits so a size filter is an
-- integer test on an index entry rather than an array comparison. head_vector holds the words a
-- search tries first.
--
-- Bit i is the i-th size of the contract's ALL_SIZES; atelier_size_mask is checked against it by
-- apps/api/src/modules/catalogue/listing-facets.test.ts.
CREATE OR REPLACE FUNCTION atelier_size_mask(sizes text[]) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(sum(DISTINCT 1 << (p - 1)), 0)::integer
  FROM unnest(sizes) AS s(size),
       array_position(ARRAY['XS','S','M','L','XL','XXL','UK 3','UK 4','UK 5','UK 6','UK 7','UK 8','UK 9','UK 10','UK 11','UK 12',
                            'W26','W28','W30','W32','W34','W36','W38','W40','ONE'], s.size) AS p
  WHERE p IS NOT NULL
$$;
--> statement-breakpoint
CREATE TABLE "product_size_facets" (
	"size" text NOT NULL,
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"gender" text NOT NULL,
	"price_pence" integer NOT NULL,
	"colour" text NOT NULL,
	"on_sale" boolean NOT NULL,
	CONSTRAINT "product_size_facets_size_product_id_pk" PRIMARY KEY("size","product_id")
);
--> statement-breakpoint
-- One rewrite of the table for both columns.
ALTER TABLE "products" ADD COLUMN "sizes_mask" integer GENERATED ALWAYS AS (atelier_size_mask(sizes_in_stock)) STORED,
  ADD COLUMN "head_vector" "tsvector" GENERATED ALWAYS AS (ts_filter(search_vector, '{a,b,c}'::"char"[])) STORED;--> statement-breakpoint
-- The words of names, categories and colours (weights A-C of search_vector), which a search tries
-- first (R19.2): matching them in their own index needs no recheck of each row's weights.
CREATE INDEX "products_live_head_vector_idx" ON "products" USING gin ("head_vector") WHERE "archived_at" IS NULL;--> statement-breakpoint
ALTER TABLE "product_size_facets" ADD CONSTRAINT "product_size_facets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_size_facets_product_idx" ON "product_size_facets" USING btree ("product_id");
--> statement-breakpoint
-- The size facet's ranges: a size, then the filters a listing narrows most by.
CREATE INDEX "product_size_facets_range_idx" ON "product_size_facets" ("size", "category_id", "gender", "price_pence")
  INCLUDE ("colour", "on_sale", "product_id");
--> statement-breakpoint
-- Rows follow the product: written again only when a column they carry changes, so a sale that
-- leaves every size in stock costs one comparison.
CREATE OR REPLACE FUNCTION products_keep_size_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.sizes_in_stock IS NOT DISTINCT FROM OLD.sizes_in_stock AND NEW.category_id = OLD.category_id
     AND NEW.gender = OLD.gender AND NEW.price_pence = OLD.price_pence AND NEW.colour = OLD.colour
     AND NEW.on_sale = OLD.on_sale AND NEW.archived_at IS NOT DISTINCT FROM OLD.archived_at THEN
    RETURN NULL;
  END IF;
  -- A product that had no rows (archived, or no size in stock) has nothing to delete: a bulk fill
  -- of a new catalogue then never looks in the table it is filling.
  IF TG_OP = 'UPDATE' AND OLD.archived_at IS NULL AND cardinality(OLD.sizes_in_stock) > 0 THEN
    DELETE FROM product_size_facets WHERE product_id = OLD.id;
  END IF;
  IF NEW.archived_at IS NULL THEN
    INSERT INTO product_size_facets (size, product_id, category_id, gender, price_pence, colour, on_sale)
    SELECT DISTINCT s, NEW.id, NEW.category_id, NEW.gender, NEW.price_pence, NEW.colour, NEW.on_sale FROM unnest(NEW.sizes_in_stock) s;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_size_facets AFTER INSERT OR UPDATE ON products FOR EACH ROW EXECUTE FUNCTION products_keep_size_facets();
--> statement-breakpoint
INSERT INTO product_size_facets (size, product_id, category_id, gender, price_pence, colour, on_sale)
SELECT DISTINCT s, p.id, p.category_id, p.gender, p.price_pence, p.colour, p.on_sale
FROM products p, unnest(p.sizes_in_stock) s WHERE p.archived_at IS NULL;
--> statement-breakpoint
-- A colour's range, narrowed like the filter index; the loose scan for the colours on offer walks it too.
CREATE INDEX IF NOT EXISTS "products_live_colour_cover_idx" ON "products" ("colour", "category_id", "gender", "price_pence")
  INCLUDE ("on_sale", "stock_total", "sizes_mask", "colour_hex")
  WHERE "archived_at" IS NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "products_live_colour_idx";
--> statement-breakpoint
-- 0007's indexes again, with the size bits instead of the size array.
DROP INDEX IF EXISTS "products_live_filter_cover_idx";
--> statement-breakpoint
CREATE INDEX "products_live_filter_cover_idx" ON "products" ("category_id", "gender", "price_pence")
  INCLUDE ("on_sale", "stock_total", "sizes_mask", "colour", "created_at", "id")
  WHERE "archived_at" IS NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "products_live_newest_cover_idx";
--> statement-breakpoint
CREATE INDEX "products_live_newest_cover_idx" ON "products" ("created_at" DESC, "id" DESC)
  INCLUDE ("colour", "category_id", "gender", "price_pence", "on_sale", "stock_total", "sizes_mask")
  WHERE "archived_at" IS NULL;
--> statement-breakpoint
-- Fresh statistics, so the first listings after the upgrade plan with the new indexes.
ANALYZE "products";
--> statement-breakpoint
ANALYZE "product_size_facets";
