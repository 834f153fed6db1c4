-- Click & collect through fulfilment (issue 33, decision 0041): when a collect order was put out at
-- the studio, and when the customer was reminded it is still waiting. Collected is delivered_at.
ALTER TABLE "orders" ADD COLUMN "ready_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collect_reminded_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "orders_ready_to_collect_idx" ON "orders" ("ready_at") WHERE "status" = 'ReadyToCollect' AND "collect_reminded_at" IS NULL;
