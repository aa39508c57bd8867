ALTER TABLE "abandoned_bags" ADD COLUMN "guest_token_hash" text;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "delivery_error" text;--> statement-breakpoint
CREATE INDEX "abandoned_bags_guest_token_idx" ON "abandoned_bags" USING btree ("guest_token_hash");--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_provider_idx" ON "whatsapp_outbox" USING btree ("provider_message_id");