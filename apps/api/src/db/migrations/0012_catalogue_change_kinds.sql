-- Catalogue notices say what changed (R15.9, decision 0007), so a sale no longer empties every
-- instance's answer cache: `stock:<ids>` (quantities only, no size sold out or came back),
-- `sizes:<ids>` (a size, or the product, went in or out of stock), `product:<ids>` (anything else
-- about those products), `sales` (units sold moved: Best Selling) and `all` (categories,
-- collections, synonyms, or too much for one notice). Statement triggers read the rows a statement
-- changed from its transition tables: one notice per statement, whatever its size.

-- Sends one notice, at most 100 different ones per transaction and each well under NOTIFY's 8000
-- bytes: beyond, one `all` says it and the rest of the transaction sends nothing (its notices all
-- arrive together at commit). The same notice twice in a row is sent once (a checkout taking
-- several sizes of one product), as PostgreSQL itself would deliver it.
CREATE OR REPLACE FUNCTION atelier_catalogue_notice(kind text, ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  sent integer := coalesce(nullif(current_setting('atelier.catalogue_notices', true), '')::integer, 0);
  payload text := kind;
BEGIN
  IF sent < 0 THEN
    RETURN;
  END IF;
  IF kind IN ('stock', 'sizes', 'product') THEN
    IF coalesce(cardinality(ids), 0) = 0 THEN
      RETURN;
    END IF;
    IF cardinality(ids) <= 1000 THEN
      payload := kind || ':' || array_to_string(ARRAY(SELECT DISTINCT i FROM unnest(ids) AS i WHERE i IS NOT NULL ORDER BY i), ',');
    ELSE
      payload := 'all';
    END IF;
  END IF;
  IF payload = current_setting('atelier.catalogue_last_notice', true) THEN
    RETURN;
  END IF;
  IF payload = 'all' OR sent >= 100 OR length(payload) > 7900 THEN
    PERFORM pg_notify('atelier_catalogue', 'all');
    PERFORM set_config('atelier.catalogue_notices', '-1', true);
  ELSE
    PERFORM pg_notify('atelier_catalogue', payload);
    PERFORM set_config('atelier.catalogue_notices', (sent + 1)::text, true);
    PERFORM set_config('atelier.catalogue_last_notice', payload, true);
  END IF;
END;
$$;
--> statement-breakpoint
-- Categories, collections and synonyms (0003, 0007) reshape every listing: everything goes.
CREATE OR REPLACE FUNCTION atelier_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM atelier_catalogue_notice('all', NULL);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The live products of these styles: a product's other colours show whether it is in stock (R17.1).
CREATE OR REPLACE FUNCTION atelier_style_mates(style_keys text[]) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(id), '{}') FROM products WHERE style_key = ANY (style_keys) AND archived_at IS NULL;
$$;
--> statement-breakpoint
-- Variants: a quantity that stays on the same side of zero is `stock`; one that crosses it is
-- `sizes`; a new, deleted or otherwise edited variant is `product`.
CREATE OR REPLACE FUNCTION atelier_variants_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stock_ids integer[];
  sizes_ids integer[];
  product_ids integer[];
BEGIN
  IF current_setting('atelier.catalogue_notices', true) = '-1' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(product_id) INTO product_ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(product_id) INTO product_ids FROM old_rows;
  ELSE
    WITH d AS (
      SELECT o.product_id AS old_product, n.product_id AS new_product,
        CASE
          WHEN (to_jsonb(o) - 'quantity') IS DISTINCT FROM (to_jsonb(n) - 'quantity') THEN 'product'
          WHEN (o.quantity > 0) <> (n.quantity > 0) THEN 'sizes'
          WHEN o.quantity <> n.quantity THEN 'stock'
        END AS kind
      FROM old_rows o JOIN new_rows n ON n.id = o.id
    )
    SELECT array_agg(new_product) FILTER (WHERE kind = 'stock'),
           array_agg(new_product) FILTER (WHERE kind = 'sizes'),
           array_agg(old_product) FILTER (WHERE kind = 'product') || array_agg(new_product) FILTER (WHERE kind = 'product')
      INTO stock_ids, sizes_ids, product_ids
      FROM d;
  END IF;
  PERFORM atelier_catalogue_notice('stock', stock_ids);
  PERFORM atelier_catalogue_notice('sizes', sizes_ids);
  PERFORM atelier_catalogue_notice('product', product_ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Products: stock_total and sizes_in_stock (and sizes_mask, from it: 0011) are kept by the variants' row triggers (0001, 0007),
-- whose own notice already names the product, unless the product went in or out of stock (its
-- other colours say so) or a size did. Any other column is a `product` change for the product and
-- its other colours.
CREATE OR REPLACE FUNCTION atelier_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sizes_ids integer[];
  product_ids integer[];
BEGIN
  IF current_setting('atelier.catalogue_notices', true) = '-1' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id) || atelier_style_mates(array_agg(style_key)) INTO product_ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id) || atelier_style_mates(array_agg(style_key)) INTO product_ids FROM old_rows;
  ELSE
    WITH d AS (
      SELECT n.id, o.style_key AS old_style, n.style_key AS new_style,
        CASE
          WHEN (to_jsonb(o) - '{stock_total,sizes_in_stock,sizes_mask}'::text[]) IS DISTINCT FROM (to_jsonb(n) - '{stock_total,sizes_in_stock,sizes_mask}'::text[]) THEN 'product'
          WHEN (o.stock_total > 0) <> (n.stock_total > 0) THEN 'in-out'
          WHEN NOT (o.sizes_in_stock @> n.sizes_in_stock AND n.sizes_in_stock @> o.sizes_in_stock) THEN 'sizes'
        END AS kind
      FROM old_rows o JOIN new_rows n ON n.id = o.id
    )
    SELECT array_agg(id) FILTER (WHERE kind IN ('in-out', 'sizes'))
             || atelier_style_mates(array_agg(new_style) FILTER (WHERE kind = 'in-out')),
           array_agg(id) FILTER (WHERE kind = 'product')
             || atelier_style_mates(array_agg(old_style) FILTER (WHERE kind = 'product') || array_agg(new_style) FILTER (WHERE kind = 'product'))
      INTO sizes_ids, product_ids
      FROM d WHERE kind IS NOT NULL;
  END IF;
  PERFORM atelier_catalogue_notice('sizes', sizes_ids);
  PERFORM atelier_catalogue_notice('product', product_ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Pictures and collection membership show on listings and pages: `product` for those products.
CREATE OR REPLACE FUNCTION atelier_product_parts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  product_ids integer[];
BEGIN
  IF current_setting('atelier.catalogue_notices', true) = '-1' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(product_id) INTO product_ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(product_id) INTO product_ids FROM old_rows;
  ELSE
    SELECT array_agg(product_id) INTO product_ids FROM (SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows) r;
  END IF;
  PERFORM atelier_catalogue_notice('product', product_ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Orders: Best Selling counts the units of paid orders that are not cancelled or refunded (R15.14).
CREATE OR REPLACE FUNCTION atelier_orders_sales_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows WHERE paid_at IS NOT NULL) THEN
      PERFORM atelier_catalogue_notice('sales', NULL);
    END IF;
  ELSIF EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.paid_at IS DISTINCT FROM n.paid_at
       OR (n.paid_at IS NOT NULL AND (o.status IN ('Cancelled', 'Refunded')) <> (n.status IN ('Cancelled', 'Refunded')))
  ) THEN
    PERFORM atelier_catalogue_notice('sales', NULL);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS variants_catalogue_changed ON variants;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_catalogue_changed ON products;
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_images_catalogue_changed ON product_images;
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_collections_catalogue_changed ON product_collections;
--> statement-breakpoint
-- A trigger with transition tables serves one event, so each table gets one per event (TRUNCATE
-- has no rows to read: everything).
CREATE TRIGGER variants_catalogue_inserted AFTER INSERT ON variants REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_variants_changed();
--> statement-breakpoint
CREATE TRIGGER variants_catalogue_updated AFTER UPDATE ON variants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_variants_changed();
--> statement-breakpoint
CREATE TRIGGER variants_catalogue_deleted AFTER DELETE ON variants REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_variants_changed();
--> statement-breakpoint
CREATE TRIGGER variants_catalogue_truncated AFTER TRUNCATE ON variants FOR EACH STATEMENT EXECUTE FUNCTION atelier_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER products_catalogue_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_catalogue_updated AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_catalogue_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_catalogue_truncated AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION atelier_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_catalogue_inserted AFTER INSERT ON product_images REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_product_parts_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_catalogue_updated AFTER UPDATE ON product_images REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_product_parts_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_catalogue_deleted AFTER DELETE ON product_images REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_product_parts_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_catalogue_truncated AFTER TRUNCATE ON product_images FOR EACH STATEMENT EXECUTE FUNCTION atelier_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_collections_catalogue_inserted AFTER INSERT ON product_collections REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_product_parts_changed();
--> statement-breakpoint
CREATE TRIGGER product_collections_catalogue_updated AFTER UPDATE ON product_collections REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_product_parts_changed();
--> statement-breakpoint
CREATE TRIGGER product_collections_catalogue_deleted AFTER DELETE ON product_collections REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_product_parts_changed();
--> statement-breakpoint
CREATE TRIGGER product_collections_catalogue_truncated AFTER TRUNCATE ON product_collections FOR EACH STATEMENT EXECUTE FUNCTION atelier_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER orders_sales_updated AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_orders_sales_changed();
--> statement-breakpoint
CREATE TRIGGER orders_sales_deleted AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION atelier_orders_sales_changed();
