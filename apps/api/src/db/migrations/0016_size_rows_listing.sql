-- A listing filtered by one size reads its matches from that size's rows (R19.7): an index range
-- that starts at the size, so a size that no product of the category comes in (shoes in M, bags
-- in XL) is ruled out at once instead of by walking the category's products. The rows carry the
-- product's age, which such a listing sorts by.
ALTER TABLE "product_size_facets" ADD COLUMN "created_at" timestamp with time zone;
--> statement-breakpoint
-- Refilled rather than updated row by row: one write of each row, and the index built once after.
DROP INDEX IF EXISTS "product_size_facets_range_idx";
--> statement-breakpoint
TRUNCATE "product_size_facets";
--> statement-breakpoint
INSERT INTO product_size_facets (size, product_id, category_id, gender, price_pence, colour, on_sale, created_at)
SELECT DISTINCT s, p.id, p.category_id, p.gender, p.price_pence, p.colour, p.on_sale, p.created_at
FROM products p, unnest(p.sizes_in_stock) s WHERE p.archived_at IS NULL;
--> statement-breakpoint
ALTER TABLE "product_size_facets" ALTER COLUMN "created_at" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX "product_size_facets_range_idx" ON "product_size_facets" ("size", "category_id", "gender", "price_pence")
  INCLUDE ("colour", "on_sale", "product_id", "created_at");
--> statement-breakpoint
-- 0011's trigger, writing the new column; created_at is compared too, for a product backdated.
CREATE OR REPLACE FUNCTION products_keep_size_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.sizes_in_stock IS NOT DISTINCT FROM OLD.sizes_in_stock AND NEW.category_id = OLD.category_id
     AND NEW.gender = OLD.gender AND NEW.price_pence = OLD.price_pence AND NEW.colour = OLD.colour
     AND NEW.on_sale = OLD.on_sale AND NEW.archived_at IS NOT DISTINCT FROM OLD.archived_at
     AND NEW.created_at = OLD.created_at THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.archived_at IS NULL AND cardinality(OLD.sizes_in_stock) > 0 THEN
    DELETE FROM product_size_facets WHERE product_id = OLD.id;
  END IF;
  IF NEW.archived_at IS NULL THEN
    INSERT INTO product_size_facets (size, product_id, category_id, gender, price_pence, colour, on_sale, created_at)
    SELECT DISTINCT s, NEW.id, NEW.category_id, NEW.gender, NEW.price_pence, NEW.colour, NEW.on_sale, NEW.created_at
    FROM unnest(NEW.sizes_in_stock) s;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
ANALYZE "product_size_facets";
