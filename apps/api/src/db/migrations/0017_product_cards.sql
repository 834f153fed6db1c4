-- A product's card (R19.7): the parts of a listed product that only its own rows decide (its sizes
-- with their stock, its pictures, its collections), kept as JSON beside it, so a page of products
-- reads one row each instead of running three aggregates per product on every request (a third
-- of a page's products statement). The siblings stay live: they follow other products' stock.
-- A product with no card has none of these yet; readers default each part to an empty list.
CREATE TABLE "product_cards" (
	"product_id" integer PRIMARY KEY NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"variants" json NOT NULL,
	"images" json NOT NULL,
	"collections" json NOT NULL
);
--> statement-breakpoint
-- The cards of these products, built from their rows.
CREATE OR REPLACE FUNCTION product_cards_of(ids integer[])
  RETURNS TABLE (product_id integer, variants json, images json, collections json) LANGUAGE sql STABLE AS $$
  SELECT p.id,
    coalesce((SELECT json_agg(json_build_object('id', v.id, 'guid', v.guid, 'size', v.size, 'quantity', v.quantity, 'sku', v.sku)
      ORDER BY v.id) FROM variants v WHERE v.product_id = p.id), '[]'),
    coalesce((SELECT json_agg(json_build_object('mediaId', i.media_id, 'position', i.position, 'kind', i.kind, 'alt', i.alt)
      ORDER BY i.position) FROM product_images i WHERE i.product_id = p.id), '[]'),
    coalesce((SELECT json_agg(c.name ORDER BY c.position, c.id) FROM product_collections pc
      JOIN collections c ON c.id = pc.collection_id WHERE pc.product_id = p.id), '[]')
  FROM products p WHERE p.id = ANY(ids)
$$;
--> statement-breakpoint
-- Rewrites the cards of these products. Their products rows are locked first, in id order (the
-- order stock writers already lock them in): a writer that comes second waits for the first to
-- commit, and the rewrite, a statement of its own, then reads both writers' rows.
CREATE OR REPLACE FUNCTION product_cards_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM products WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO product_cards (product_id, variants, images, collections) SELECT * FROM product_cards_of(ids)
  ON CONFLICT (product_id) DO UPDATE SET variants = excluded.variants, images = excluded.images, collections = excluded.collections;
END;
$$;
--> statement-breakpoint
-- No writer runs during a migration: the cards are built without the locks.
INSERT INTO product_cards (product_id, variants, images, collections) SELECT * FROM product_cards_of(ARRAY(SELECT id FROM products));
--> statement-breakpoint
-- Variants, pictures and collection memberships: once per statement, for the products it touched
-- (a sale, an import of a thousand rows, a product deleted with its rows).
CREATE OR REPLACE FUNCTION product_cards_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_cards_refresh(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM product_cards_refresh(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM product_cards_refresh(ARRAY(SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER variants_cards_inserted AFTER INSERT ON variants REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_follow();
--> statement-breakpoint
CREATE TRIGGER variants_cards_updated AFTER UPDATE ON variants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_follow();
--> statement-breakpoint
CREATE TRIGGER variants_cards_deleted AFTER DELETE ON variants REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_follow();
--> statement-breakpoint
CREATE TRIGGER product_images_cards_inserted AFTER INSERT ON product_images REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_follow();
--> statement-breakpoint
CREATE TRIGGER product_images_cards_updated AFTER UPDATE ON product_images REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_follow();
--> statement-breakpoint
CREATE TRIGGER product_images_cards_deleted AFTER DELETE ON product_images REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_follow();
--> statement-breakpoint
CREATE TRIGGER product_collections_cards_inserted AFTER INSERT ON product_collections REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_follow();
--> statement-breakpoint
CREATE TRIGGER product_collections_cards_updated AFTER UPDATE ON product_collections REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_follow();
--> statement-breakpoint
CREATE TRIGGER product_collections_cards_deleted AFTER DELETE ON product_collections REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_follow();
--> statement-breakpoint
-- A collection renamed or moved: the cards of its products name it.
CREATE OR REPLACE FUNCTION product_cards_follow_collections() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_cards_refresh(ARRAY(SELECT DISTINCT pc.product_id FROM product_collections pc
    JOIN new_rows n ON n.id = pc.collection_id JOIN old_rows o ON o.id = n.id
    WHERE n.name IS DISTINCT FROM o.name OR n.position IS DISTINCT FROM o.position));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER collections_cards_updated AFTER UPDATE ON collections REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_follow_collections();
--> statement-breakpoint
-- Emptying one of these tables outright (no row triggers fire) rewrites every card.
CREATE OR REPLACE FUNCTION product_cards_rebuild() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_cards_refresh(ARRAY(SELECT product_id FROM product_cards));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER variants_cards_truncated AFTER TRUNCATE ON variants FOR EACH STATEMENT EXECUTE FUNCTION product_cards_rebuild();
--> statement-breakpoint
CREATE TRIGGER product_images_cards_truncated AFTER TRUNCATE ON product_images FOR EACH STATEMENT EXECUTE FUNCTION product_cards_rebuild();
--> statement-breakpoint
CREATE TRIGGER product_collections_cards_truncated AFTER TRUNCATE ON product_collections FOR EACH STATEMENT EXECUTE FUNCTION product_cards_rebuild();
--> statement-breakpoint
ANALYZE "product_cards";
