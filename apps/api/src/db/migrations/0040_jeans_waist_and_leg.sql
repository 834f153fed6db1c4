-- Jeans in waist and leg, 'W32 L30' (R3.17, decision 0053). 24 jeans sizes make 41 sizes in all,
-- more than the 32 bits of an integer, so products.sizes_mask becomes a bigint with a bit per size:
-- a filter by waist and leg is then exactly the sizes in stock, tested on an index entry as before.
--
-- Jeans sold by waist alone came in the regular leg the size guide gave for that waist; they keep it.
ALTER TABLE "variants" DROP CONSTRAINT "variants_size";
--> statement-breakpoint
UPDATE "variants" SET "size" = "size" || CASE
    WHEN "size" IN ('W26', 'W28') THEN ' L30'
    WHEN "size" IN ('W30', 'W32', 'W34') THEN ' L32'
    ELSE ' L34' END
  WHERE "size" IN ('W26','W28','W30','W32','W34','W36','W38','W40');
--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_size" CHECK ("variants"."size" in ('XS','S','M','L','XL','XXL','UK 3','UK 4','UK 5','UK 6','UK 7','UK 8','UK 9','UK 10','UK 11','UK 12','W26 L30','W26 L32','W26 L34','W28 L30','W28 L32','W28 L34','W30 L30','W30 L32','W30 L34','W32 L30','W32 L32','W32 L34','W34 L30','W34 L32','W34 L34','W36 L30','W36 L32','W36 L34','W38 L30','W38 L32','W38 L34','W40 L30','W40 L32','W40 L34','ONE'));
--> statement-breakpoint
-- The column goes with the five indexes that carry it; they are built again below as they were.
ALTER TABLE "products" DROP COLUMN "sizes_mask";
--> statement-breakpoint
DROP FUNCTION atelier_size_mask(text[]);
--> statement-breakpoint
-- Bit i is the i-th size of the contract's ALL_SIZES; checked by listing-facets.test.ts.
CREATE FUNCTION atelier_size_mask(sizes text[]) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(sum(DISTINCT 1::bigint << (p - 1)), 0)::bigint
  FROM unnest(sizes) AS s(size),
       array_position(ARRAY['XS','S','M','L','XL','XXL','UK 3','UK 4','UK 5','UK 6','UK 7','UK 8','UK 9','UK 10','UK 11','UK 12','W26 L30','W26 L32','W26 L34','W28 L30','W28 L32','W28 L34','W30 L30','W30 L32','W30 L34','W32 L30','W32 L32','W32 L34','W34 L30','W34 L32','W34 L34','W36 L30','W36 L32','W36 L34','W38 L30','W38 L32','W38 L34','W40 L30','W40 L32','W40 L34','ONE'], s.size) AS p
  WHERE p IS NOT NULL
$$;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sizes_mask" bigint GENERATED ALWAYS AS (atelier_size_mask(sizes_in_stock)) STORED;
--> statement-breakpoint
CREATE INDEX "products_live_colour_cover_idx" ON "products" ("colour", "category_id", "gender", "price_pence")
  INCLUDE ("on_sale", "stock_total", "sizes_mask", "colour_hex")
  WHERE "archived_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "products_live_filter_cover_idx" ON "products" ("category_id", "gender", "price_pence")
  INCLUDE ("on_sale", "stock_total", "sizes_mask", "colour", "created_at", "id", "style_key")
  WHERE "archived_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "products_live_newest_cover_idx" ON "products" ("created_at" DESC, "id" DESC)
  INCLUDE ("colour", "category_id", "gender", "price_pence", "on_sale", "stock_total", "sizes_mask", "style_key")
  WHERE "archived_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "products_live_search_walk_idx" ON "products" ("created_at" DESC, "id" DESC)
  INCLUDE ("head_vector", "colour", "category_id", "gender", "price_pence", "on_sale", "stock_total", "sizes_mask")
  WHERE "archived_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "products_live_style_cover_idx" ON "products" ("style_key")
  INCLUDE ("id", "created_at", "price_pence", "colour", "category_id", "gender", "on_sale", "stock_total", "sizes_mask")
  WHERE "archived_at" IS NULL;
--> statement-breakpoint
-- The narrow search rows copy the bits (migration 0018); their trigger writes the new ones from here on.
ALTER TABLE "product_search" ALTER COLUMN "sizes_mask" TYPE bigint;
--> statement-breakpoint
UPDATE "product_search" s SET "sizes_mask" = p."sizes_mask" FROM "products" p
  WHERE p."id" = s."id" AND s."sizes_mask" IS DISTINCT FROM p."sizes_mask";
--> statement-breakpoint
-- 0018's trigger function again, unchanged: replacing it drops the plans a session cached with
-- sizes_mask an integer (the UPDATE above ran it), which would fail on the next product change in
-- the same session: PGlite serves from the connection that migrated.
CREATE OR REPLACE FUNCTION product_search_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.archived_at IS NOT NULL THEN
    DELETE FROM product_search WHERE id = OLD.id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.archived_at IS NULL AND NEW.created_at = OLD.created_at AND NEW.price_pence = OLD.price_pence
     AND NEW.colour = OLD.colour AND NEW.category_id = OLD.category_id AND NEW.gender = OLD.gender AND NEW.on_sale = OLD.on_sale
     AND (NEW.stock_total > 0) = (OLD.stock_total > 0) AND NEW.sizes_mask IS NOT DISTINCT FROM OLD.sizes_mask
     AND NEW.head_vector IS NOT DISTINCT FROM OLD.head_vector THEN
    RETURN NULL;
  END IF;
  INSERT INTO product_search (id, created_at, price_pence, colour, category_id, gender, on_sale, in_stock, sizes_mask, head_vector)
  VALUES (NEW.id, NEW.created_at, NEW.price_pence, NEW.colour, NEW.category_id, NEW.gender, NEW.on_sale, NEW.stock_total > 0,
    NEW.sizes_mask, NEW.head_vector)
  ON CONFLICT (id) DO UPDATE SET created_at = excluded.created_at, price_pence = excluded.price_pence, colour = excluded.colour,
    category_id = excluded.category_id, gender = excluded.gender, on_sale = excluded.on_sale, in_stock = excluded.in_stock,
    sizes_mask = excluded.sizes_mask, head_vector = excluded.head_vector;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
ANALYZE "products";
--> statement-breakpoint
ANALYZE "product_search";
