CREATE TABLE "parcel_check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text,
	"checked_in_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcel_check_ins_quantity_not_negative" CHECK ("parcel_check_ins"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "parcel_check_ins" ADD CONSTRAINT "parcel_check_ins_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_check_ins" ADD CONSTRAINT "parcel_check_ins_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_check_ins" ADD CONSTRAINT "parcel_check_ins_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_check_ins_line_key" ON "parcel_check_ins" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "parcel_check_ins_shipment_idx" ON "parcel_check_ins" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "orders_phone_idx" ON "orders" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "orders_pincode_idx" ON "orders" USING btree (("shipping_address"->>'zipCode'));--> statement-breakpoint
CREATE INDEX "shipments_outcome_idx" ON "shipments" USING btree ("status_at") WHERE "shipments"."status" in ('delivered', 'rto_initiated', 'rto_delivered');