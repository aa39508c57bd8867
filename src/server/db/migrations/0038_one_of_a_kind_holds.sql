ALTER TABLE "products" ADD COLUMN "one_of_a_kind" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_due_at") WHERE "orders"."order_status" = 'pending_payment';--> statement-breakpoint
-- unpaid online orders written before the column: the window they had (30 minutes from their writing)
UPDATE "orders" SET "payment_due_at" = "created_at" + interval '30 minutes' WHERE "order_status" = 'pending_payment' AND "replacement_for_return_id" IS NULL;
