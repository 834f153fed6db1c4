-- What a search's first read needs of each live product (R19.7): its filter columns and its
-- names-categories-colours vector, about 160 bytes a row against the product's 700 and more. A
-- search reads a row for each match; from this narrow table those rows share few pages, which stay
-- in PostgreSQL's buffers where the products table's rows (descriptions, care, the whole search
-- vector) no longer fit. A row trigger on products keeps it; a sale rewrites a row only when the
-- product goes in or out of stock or a size sells out.
CREATE TABLE "product_search" (
	"id" integer PRIMARY KEY NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone NOT NULL,
	"price_pence" integer NOT NULL,
	"colour" text NOT NULL,
	"category_id" integer NOT NULL,
	"gender" text NOT NULL,
	"on_sale" boolean NOT NULL,
	"in_stock" boolean NOT NULL,
	"sizes_mask" integer,
	"head_vector" tsvector
);
--> statement-breakpoint
-- Every live product's row written afresh: this migration's fill, and a bulk load's (the benchmark's seed).
CREATE OR REPLACE FUNCTION product_search_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM product_search;
  INSERT INTO product_search (id, created_at, price_pence, colour, category_id, gender, on_sale, in_stock, sizes_mask, head_vector)
  SELECT id, created_at, price_pence, colour, category_id, gender, on_sale, stock_total > 0, sizes_mask, head_vector
  FROM products WHERE archived_at IS NULL;
$$;
--> statement-breakpoint
SELECT product_search_rebuild();
--> statement-breakpoint
CREATE INDEX "product_search_head_vector_idx" ON "product_search" USING gin ("head_vector");
--> statement-breakpoint
-- Each change of a product is written by the transaction that holds its row, from that row alone.
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
CREATE TRIGGER products_search_follow AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH ROW EXECUTE FUNCTION product_search_follow();
--> statement-breakpoint
ANALYZE "product_search";
