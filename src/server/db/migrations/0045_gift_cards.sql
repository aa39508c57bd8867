CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "gift_cards_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"status" text NOT NULL,
	"source" text NOT NULL,
	"code_hash" text,
	"last4" text,
	"amount" integer NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"buyer_user_id" uuid,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text,
	"send_on" date NOT NULL,
	"issued_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"provider" text,
	"provider_link_id" text,
	"payment_id" text,
	"paid_at" timestamp with time zone,
	"issued_by" uuid,
	"disabled_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_balance_range" CHECK ("gift_cards"."balance" >= 0),
	CONSTRAINT "gift_cards_amount_positive" CHECK ("gift_cards"."amount" > 0),
	CONSTRAINT "gift_cards_code_when_active" CHECK ("gift_cards"."status" <> 'active' or "gift_cards"."code_hash" is not null)
);
--> statement-breakpoint
ALTER TABLE "store_credit_entries" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "gift_card_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD COLUMN "gift_card_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_number_key" ON "gift_cards" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_hash_key" ON "gift_cards" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_link_key" ON "gift_cards" USING btree ("provider","provider_link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_payment_key" ON "gift_cards" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "gift_cards_due_idx" ON "gift_cards" USING btree ("send_on") WHERE "gift_cards"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "gift_cards_created_idx" ON "gift_cards" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_credit_entries_gift_card_idx" ON "store_credit_entries" USING btree ("gift_card_id","created_at");--> statement-breakpoint
CREATE INDEX "store_credit_entries_order_idx" ON "store_credit_entries" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_gift_card_range" CHECK ("refunds"."gift_card_amount" between 0 and "refunds"."amount");--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_one_account" CHECK (num_nonnulls("store_credit_entries"."user_id", "store_credit_entries"."gift_card_id") = 1);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_card_range" CHECK ("orders"."gift_card" between 0 and "orders"."store_credit");