CREATE TABLE "money_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"amount" integer NOT NULL,
	"order_id" uuid,
	"refund_id" uuid,
	"reference" text,
	"dedupe_key" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_entries_amount_positive" CHECK ("money_entries"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "money_entries_dedupe_key" ON "money_entries" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "money_entries_kind_idx" ON "money_entries" USING btree ("kind","occurred_at");--> statement-breakpoint
CREATE INDEX "money_entries_order_idx" ON "money_entries" USING btree ("order_id");--> statement-breakpoint
-- Hand-written: the ledger starts with the money that moved before it existed.
INSERT INTO "money_entries" ("kind", "channel", "amount", "order_id", "reference", "dedupe_key", "occurred_at")
SELECT 'captured', 'online', "total_amount" - "store_credit", "id", "transaction_id", 'captured:' || "transaction_id", coalesce("paid_at", "created_at")
FROM "orders"
WHERE "payment_method" = 'UPI' AND "transaction_id" IS NOT NULL AND "total_amount" > "store_credit"
  AND "payment_status" IN ('paid', 'partially_refunded', 'refunded')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "money_entries" ("kind", "channel", "amount", "order_id", "dedupe_key", "occurred_at")
SELECT 'cod_collected', 'cod', "total_amount" - "store_credit", "id", 'cod_collected:' || "id", "delivered_at"
FROM "orders"
WHERE "payment_method" = 'COD' AND "delivered_at" IS NOT NULL AND "total_amount" > "store_credit"
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "orders" SET "payment_status" = 'collected'
WHERE "payment_method" = 'COD' AND "delivered_at" IS NOT NULL AND "payment_status" = 'pending';--> statement-breakpoint
INSERT INTO "money_entries" ("kind", "channel", "amount", "order_id", "refund_id", "reference", "dedupe_key", "occurred_at")
SELECT 'refunded', CASE "destination" WHEN 'source' THEN 'online' ELSE "destination" END, "amount", "order_id", "id",
  coalesce("provider_refund_id", "utr"), 'refunded:' || "id", coalesce("processed_at", "updated_at")
FROM "refunds"
WHERE "status" = 'processed'
ON CONFLICT DO NOTHING;
