CREATE TABLE "shipment_ndrs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"reason" text,
	"attempt" integer NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"shopper_date" text,
	"shopper_phone" text,
	"shopper_asked_at" timestamp with time zone,
	"action" text,
	"action_date" text,
	"action_phone" text,
	"action_address" text,
	"action_by" uuid,
	"action_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment_ndrs" ADD CONSTRAINT "shipment_ndrs_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_ndrs" ADD CONSTRAINT "shipment_ndrs_action_by_users_id_fk" FOREIGN KEY ("action_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_ndrs_event_key" ON "shipment_ndrs" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_ndrs_token_key" ON "shipment_ndrs" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "shipment_ndrs_shipment_idx" ON "shipment_ndrs" USING btree ("shipment_id","occurred_at");