-- products.stock_total always equals the sum of its variants' quantities, whatever code writes them,
-- so listings can filter on availability without joining variants.
CREATE OR REPLACE FUNCTION variants_keep_stock_total() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products SET stock_total = stock_total + NEW.quantity WHERE id = NEW.product_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE products SET stock_total = stock_total - OLD.quantity WHERE id = OLD.product_id;
  ELSIF NEW.product_id <> OLD.product_id THEN
    UPDATE products SET stock_total = stock_total - OLD.quantity WHERE id = OLD.product_id;
    UPDATE products SET stock_total = stock_total + NEW.quantity WHERE id = NEW.product_id;
  ELSIF NEW.quantity <> OLD.quantity THEN
    UPDATE products SET stock_total = stock_total + (NEW.quantity - OLD.quantity) WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER variants_stock_total
AFTER INSERT OR UPDATE OR DELETE ON variants
FOR EACH ROW EXECUTE FUNCTION variants_keep_stock_total();
