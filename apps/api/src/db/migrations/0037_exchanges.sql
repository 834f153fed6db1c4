-- Exchanges (R21.20-R21.26, decision 0049): a returned unit swapped for another size or colour of the
-- same style. The replacement is named on the return row, its units are held out of stock from the
-- request until the owner decides or the hold ends, and the approval makes a replacement order.
ALTER TABLE "order_returns" ADD COLUMN "exchange_variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "exchange_product_name" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "exchange_colour" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "exchange_size" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "exchange_unit_price_pence" integer;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "exchange_state" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "exchange_hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "exchange_order_id" integer;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_exchange_variant_id_variants_id_fk" FOREIGN KEY ("exchange_variant_id") REFERENCES "public"."variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_exchange_order_id_orders_id_fk" FOREIGN KEY ("exchange_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_exchange_state" CHECK ("exchange_state" IS NULL OR ("exchange_state" IN ('held', 'made', 'released', 'lapsed') AND "exchange_product_name" IS NOT NULL AND "exchange_unit_price_pence" >= 0));--> statement-breakpoint
CREATE INDEX "order_returns_exchange_hold_idx" ON "order_returns" ("exchange_hold_until") WHERE "exchange_state" = 'held';--> statement-breakpoint
-- A replacement order names the order it replaces: its receipt calls the allowance an exchange credit.
ALTER TABLE "orders" ADD COLUMN "replaces_order_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_replaces_order_id_orders_id_fk" FOREIGN KEY ("replaces_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Deferred checks queued by earlier migrations in the same run fire now: a table with pending trigger
-- events cannot be altered (an upgrade from before 0022 with stock in it runs them all at once).
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "stock_history" DROP CONSTRAINT "stock_history_reason";--> statement-breakpoint
ALTER TABLE "stock_history" ADD CONSTRAINT "stock_history_reason" CHECK ("reason" IN ('opening', 'new-style', 'new-colour', 'new-size', 'duplicate', 'adjustment', 'import', 'sale', 'expiry', 'payment-failed', 'cancellation', 'return-restocked', 'seed', 'exchange-held', 'exchange-released'));
