ALTER TABLE "refund_lines" DROP CONSTRAINT "refund_lines_quantity_positive";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "replacement_for_return_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "replacement_for_return_number" integer;--> statement-breakpoint
ALTER TABLE "return_lines" ADD COLUMN "exchange_variant_id" uuid;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "replacement_order_id" uuid;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "exchange_credit" integer;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "exchange_to_pay" integer;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "exchange_to_refund" integer;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "payment_link_url" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "exchanged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_exchange_variant_id_variants_id_fk" FOREIGN KEY ("exchange_variant_id") REFERENCES "public"."variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_replacement_for_return_key" ON "orders" USING btree ("replacement_for_return_id") WHERE "orders"."replacement_for_return_id" is not null;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_quantity_not_negative" CHECK ("refund_lines"."quantity" >= 0);