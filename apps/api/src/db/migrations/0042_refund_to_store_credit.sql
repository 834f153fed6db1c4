-- Refunds to store credit (R23.16-R23.20, decision 0057): a return request keeps where the customer
-- asked its refund to go, and once approved where it went. Earlier returns were all refunded to the
-- card (or the balances that paid), so they take 'card'.
ALTER TABLE "order_returns" ADD COLUMN "refund_to" text DEFAULT 'card' NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_refund_to" CHECK ("order_returns"."refund_to" in ('card','store_credit'));
