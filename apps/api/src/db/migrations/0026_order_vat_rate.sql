-- One VAT figure (issue 33, R1.5): each order keeps the VAT rate it was placed at, so a later change
-- of rate never rewrites an old receipt, and the VAT stored at checkout is the receipt's figure:
-- per line, less the discount's, plus the delivery's (standard-rated like the goods). Orders placed
-- before this stored the VAT of the discounted items only; they are worked out again by that rule.
ALTER TABLE "orders" ADD COLUMN "vat_rate_percent" integer DEFAULT 20 NOT NULL;
--> statement-breakpoint
UPDATE "orders" o SET "vat_pence" =
	coalesce((SELECT sum(round(l."line_total_pence" * 20 / 120.0)) FROM "order_lines" l WHERE l."order_id" = o."id"), 0)
	- round(least(o."discount_pence", o."items_pence") * 20 / 120.0)
	+ round(o."shipping_pence" * 20 / 120.0);
