-- A customer's whole-order refund request says where the refund should go, as an item return does
-- (R23.16): the owner's approval takes it unless they choose otherwise. Null: no such request.
ALTER TABLE "orders" ADD COLUMN "refund_to_requested" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_to_requested" CHECK ("orders"."refund_to_requested" in ('card','store_credit'));
