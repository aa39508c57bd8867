CREATE TABLE "subscription_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"order_id" uuid,
	"outcome" text NOT NULL,
	"provider_refund_id" text,
	"charged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"note" text NOT NULL,
	"actor_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"variantname" text NOT NULL,
	"quantity" integer NOT NULL,
	"list_price" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"unit_mrp" integer NOT NULL,
	"discount_percent" smallint NOT NULL,
	CONSTRAINT "subscription_items_quantity_positive" CHECK ("subscription_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_plan_id" text NOT NULL,
	"every_months" smallint NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_subscription_id" text,
	"plan_id" uuid,
	"status" text DEFAULT 'created' NOT NULL,
	"every_months" smallint NOT NULL,
	"items_total" integer NOT NULL,
	"shipping" integer NOT NULL,
	"amount" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"delivery_state" text NOT NULL,
	"delivery_state_code" text,
	"next_charge_at" timestamp with time zone,
	"skipped_charge_at" timestamp with time zone,
	"notice_for" timestamp with time zone,
	"short_url" text,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"status_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_every_months_range" CHECK ("subscriptions"."every_months" between 1 and 12),
	CONSTRAINT "subscriptions_amount_positive" CHECK ("subscriptions"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "subscribe_every" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "subscribe_discount" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_items" ADD CONSTRAINT "subscription_items_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_items" ADD CONSTRAINT "subscription_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_items" ADD CONSTRAINT "subscription_items_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_charges_payment_key" ON "subscription_charges" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "subscription_charges_subscription_idx" ON "subscription_charges" USING btree ("subscription_id","charged_at");--> statement-breakpoint
CREATE INDEX "subscription_events_subscription_idx" ON "subscription_events" USING btree ("subscription_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_items_position_key" ON "subscription_items" USING btree ("subscription_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_plans_terms_key" ON "subscription_plans" USING btree ("provider","every_months","amount");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_plans_provider_key" ON "subscription_plans" USING btree ("provider","provider_plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_number_key" ON "subscriptions" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_key" ON "subscriptions" USING btree ("provider","provider_subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_next_charge_idx" ON "subscriptions" USING btree ("next_charge_at") WHERE "subscriptions"."status" in ('active', 'authenticated');--> statement-breakpoint
CREATE INDEX "subscriptions_skipped_idx" ON "subscriptions" USING btree ("skipped_charge_at") WHERE "subscriptions"."skipped_charge_at" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_subscription_idx" ON "orders" USING btree ("subscription_id") WHERE "orders"."subscription_id" is not null;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_subscribe_discount_range" CHECK ("variants"."subscribe_discount" between 0 and 50);