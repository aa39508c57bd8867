CREATE TABLE "settlement_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_settlement_id" text NOT NULL,
	"entity_id" text NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"credit" integer NOT NULL,
	"debit" integer NOT NULL,
	"fee" integer NOT NULL,
	"tax" integer NOT NULL,
	"provider_order_id" text,
	"provider_payment_id" text,
	"settled_at" timestamp with time zone,
	"matched" boolean DEFAULT false NOT NULL,
	"order_id" uuid,
	"refund_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_settlement_id" text NOT NULL,
	"amount" integer NOT NULL,
	"fees" integer NOT NULL,
	"tax" integer NOT NULL,
	"utr" text,
	"status" text NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settlement_items" ADD CONSTRAINT "settlement_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_items" ADD CONSTRAINT "settlement_items_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_items_entity_key" ON "settlement_items" USING btree ("provider","provider_settlement_id","entity_id");--> statement-breakpoint
CREATE INDEX "settlement_items_entity_idx" ON "settlement_items" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "settlement_items_unmatched_idx" ON "settlement_items" USING btree ("settled_at") WHERE not "settlement_items"."matched";--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_provider_key" ON "settlements" USING btree ("provider","provider_settlement_id");--> statement-breakpoint
CREATE INDEX "settlements_settled_at_idx" ON "settlements" USING btree ("settled_at");--> statement-breakpoint
CREATE INDEX "orders_transaction_idx" ON "orders" USING btree ("transaction_id") WHERE "orders"."transaction_id" is not null;