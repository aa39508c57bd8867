CREATE TABLE "abandoned_bags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"lines" jsonb,
	"guest_token_hash" text,
	"changed_at" timestamp with time zone NOT NULL,
	"first_reminder_at" timestamp with time zone,
	"second_reminder_at" timestamp with time zone,
	"restored_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_reason" text,
	"recovered_order_id" uuid,
	"recovered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bag_restore_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"bag_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"email" text,
	"purpose" text,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"components" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"provider_message_id" text,
	"sent_at" timestamp with time zone,
	"delivery_status" text,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"delivery_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_records" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "abandoned_bags" ADD CONSTRAINT "abandoned_bags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abandoned_bags" ADD CONSTRAINT "abandoned_bags_recovered_order_id_orders_id_fk" FOREIGN KEY ("recovered_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_restore_links" ADD CONSTRAINT "bag_restore_links_bag_id_abandoned_bags_id_fk" FOREIGN KEY ("bag_id") REFERENCES "public"."abandoned_bags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "abandoned_bags_open_key" ON "abandoned_bags" USING btree ("email") WHERE "abandoned_bags"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "abandoned_bags_reminded_idx" ON "abandoned_bags" USING btree ("first_reminder_at");--> statement-breakpoint
CREATE INDEX "abandoned_bags_recovered_idx" ON "abandoned_bags" USING btree ("recovered_at");--> statement-breakpoint
CREATE INDEX "abandoned_bags_guest_token_idx" ON "abandoned_bags" USING btree ("guest_token_hash");--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_due_idx" ON "whatsapp_outbox" USING btree ("next_attempt_at") WHERE "whatsapp_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_provider_idx" ON "whatsapp_outbox" USING btree ("provider_message_id");
-- hand-written
-- A member's bag changes when a line is added, changed or removed: the cart's updated_at follows,
-- so the abandoned-bag reminders (features/bags) count their delays from the bag's last change.
CREATE OR REPLACE FUNCTION carts_touch() RETURNS trigger AS $$
BEGIN
  UPDATE carts SET updated_at = now() WHERE id = COALESCE(NEW.cart_id, OLD.cart_id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cart_lines_touch_cart AFTER INSERT OR UPDATE OR DELETE ON cart_lines
  FOR EACH ROW EXECUTE FUNCTION carts_touch();
