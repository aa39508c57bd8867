CREATE TABLE "job_leases" (
	"job" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "orders_refused_phone_idx" ON "orders" USING btree ("phone") WHERE "orders"."order_status" = 'refused';