ALTER TABLE "order_items" ADD COLUMN "stock_held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_stock_held_range" CHECK ("order_items"."stock_held" between 0 and "order_items"."quantity");--> statement-breakpoint
-- orders placed before this migration took their stock when placed: those not cancelled, refused or returned still hold it
UPDATE "order_items" i SET "stock_held" = i."quantity" FROM "orders" o WHERE o."id" = i."order_id" AND o."order_status" NOT IN ('cancelled', 'refused', 'returned');
