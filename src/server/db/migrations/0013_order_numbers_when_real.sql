CREATE SEQUENCE "public"."order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" DROP NOT NULL;--> statement-breakpoint
-- hand-written: the sequence goes on from the identity's last number
SELECT setval('"public"."order_numbers"', coalesce((SELECT max("number") FROM "orders"), 100001), (SELECT max("number") FROM "orders") IS NOT NULL);
