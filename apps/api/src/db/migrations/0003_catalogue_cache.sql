-- Listings filter and sort live products only: partial indexes let PostgreSQL walk them in order
-- (a page, even page 500, is an index-only scan) instead of sorting the whole wide table.
CREATE INDEX IF NOT EXISTS "products_live_created_idx" ON "products" ("created_at" DESC, "id" DESC) WHERE "archived_at" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_live_name_idx" ON "products" ("name", "id") WHERE "archived_at" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_live_price_idx" ON "products" ("price_pence", "id") WHERE "archived_at" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_live_filter_idx" ON "products" ("category_id", "gender", "price_pence", "on_sale", "stock_total") WHERE "archived_at" IS NULL;
--> statement-breakpoint
-- Every app instance caches catalogue answers and LISTENs on this channel. NOTIFY is delivered
-- only when the writing transaction commits and takes no lock, so checkouts do not queue behind
-- it, and a reader never re-caches data that is not committed yet.
CREATE OR REPLACE FUNCTION atelier_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('atelier_catalogue', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION atelier_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER variants_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON variants FOR EACH STATEMENT EXECUTE FUNCTION atelier_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images FOR EACH STATEMENT EXECUTE FUNCTION atelier_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER categories_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION atelier_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER collections_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON collections FOR EACH STATEMENT EXECUTE FUNCTION atelier_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_collections_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_collections FOR EACH STATEMENT EXECUTE FUNCTION atelier_catalogue_changed();
