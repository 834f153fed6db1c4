-- The colours on offer (R19.7): a large listing's colour facet and every search's colour words read
-- this small table instead of walking the colour index (a probe per colour) on every request.
-- Triggers keep it: a colour is here while some live product has it, with the swatch most recently
-- given to one of them. A colour's row is locked while a product takes or leaves it, so two writers
-- never both miss each other's product (the one that looks second sees the first's commit).
CREATE TABLE "live_colours" (
	"colour" text PRIMARY KEY NOT NULL,
	"colour_hex" text NOT NULL
);
--> statement-breakpoint
INSERT INTO live_colours (colour, colour_hex)
SELECT DISTINCT ON (colour) colour, colour_hex FROM products WHERE archived_at IS NULL ORDER BY colour, id DESC;
--> statement-breakpoint
-- New products, once per statement: a bulk import writes each colour once.
CREATE OR REPLACE FUNCTION live_colours_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_colours (colour, colour_hex)
  SELECT DISTINCT ON (colour) colour, colour_hex FROM added WHERE archived_at IS NULL ORDER BY colour, id DESC
  ON CONFLICT (colour) DO UPDATE SET colour_hex = excluded.colour_hex;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_live_colours_added AFTER INSERT ON products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION live_colours_added();
--> statement-breakpoint
-- A product changing colour or swatch, archived or back on sale. Stock and price updates (every
-- sale) name none of these columns and never fire it.
CREATE OR REPLACE FUNCTION live_colours_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.archived_at IS NULL THEN
    INSERT INTO live_colours (colour, colour_hex) VALUES (NEW.colour, NEW.colour_hex)
    ON CONFLICT (colour) DO UPDATE SET colour_hex = excluded.colour_hex;
  END IF;
  IF OLD.archived_at IS NULL AND (NEW.archived_at IS NOT NULL OR NEW.colour <> OLD.colour) THEN
    PERFORM 1 FROM live_colours WHERE colour = OLD.colour FOR UPDATE;
    IF NOT EXISTS (SELECT 1 FROM products p WHERE p.colour = OLD.colour AND p.archived_at IS NULL) THEN
      DELETE FROM live_colours WHERE colour = OLD.colour;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_live_colours_follow AFTER UPDATE OF colour, colour_hex, archived_at ON products FOR EACH ROW
  WHEN (OLD.colour IS DISTINCT FROM NEW.colour OR OLD.colour_hex IS DISTINCT FROM NEW.colour_hex OR OLD.archived_at IS DISTINCT FROM NEW.archived_at)
  EXECUTE FUNCTION live_colours_follow();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_colours_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM live_colours WHERE colour IN (SELECT colour FROM removed WHERE archived_at IS NULL) ORDER BY colour FOR UPDATE;
  DELETE FROM live_colours l WHERE l.colour IN (SELECT colour FROM removed WHERE archived_at IS NULL)
    AND NOT EXISTS (SELECT 1 FROM products p WHERE p.colour = l.colour AND p.archived_at IS NULL);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_live_colours_removed AFTER DELETE ON products
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION live_colours_removed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_colours_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM live_colours;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_live_colours_emptied AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION live_colours_emptied();
