-- The owner sends a gift card's code again (R23.21, decision 0056): a new code is drawn and mailed,
-- the old one stops working, and the card's history records it as a 'resend' entry.
ALTER TABLE "balance_entries" DROP CONSTRAINT "balance_entries_kind";
--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_kind" CHECK ("kind" IN ('issue', 'top_up', 'hold', 'capture', 'release', 'refund', 'void', 'expiry', 'resend'));
