CREATE TABLE "cod_remittance_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"remittance_id" uuid NOT NULL,
	"row" integer,
	"awb" text,
	"order_ref" text,
	"order_id" uuid,
	"cod_amount" integer NOT NULL,
	"remitted_amount" integer NOT NULL,
	"deductions" integer NOT NULL,
	"expected_amount" integer,
	"shortfall" integer DEFAULT 0 NOT NULL,
	"utr" text NOT NULL,
	"remitted_on" date NOT NULL,
	"crf_id" text,
	"outcome" text NOT NULL,
	"recorded" boolean DEFAULT false NOT NULL,
	"line_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_remittance_lines_amounts" CHECK ("cod_remittance_lines"."cod_amount" >= 0 and "cod_remittance_lines"."remitted_amount" >= 0 and "cod_remittance_lines"."deductions" >= 0 and "cod_remittance_lines"."shortfall" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cod_remittances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"file_hash" text,
	"file_name" text,
	"utr" text,
	"remitted_on" date,
	"line_count" integer NOT NULL,
	"recorded_count" integer NOT NULL,
	"cod_total" integer NOT NULL,
	"remitted_total" integer NOT NULL,
	"deductions_total" integer NOT NULL,
	"shortfall_total" integer NOT NULL,
	"imported_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cod_remittance_lines" ADD CONSTRAINT "cod_remittance_lines_remittance_id_cod_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."cod_remittances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittance_lines" ADD CONSTRAINT "cod_remittance_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittances" ADD CONSTRAINT "cod_remittances_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cod_remittance_lines_order_key" ON "cod_remittance_lines" USING btree ("order_id") WHERE "cod_remittance_lines"."recorded";--> statement-breakpoint
CREATE INDEX "cod_remittance_lines_remittance_idx" ON "cod_remittance_lines" USING btree ("remittance_id","row");--> statement-breakpoint
CREATE INDEX "cod_remittance_lines_key_idx" ON "cod_remittance_lines" USING btree ("line_key");--> statement-breakpoint
CREATE INDEX "cod_remittance_lines_chase_idx" ON "cod_remittance_lines" USING btree ("outcome","created_at") WHERE "cod_remittance_lines"."outcome" in ('short', 'unknown_awb', 'not_delivered');--> statement-breakpoint
CREATE UNIQUE INDEX "cod_remittances_file_hash_key" ON "cod_remittances" USING btree ("file_hash");--> statement-breakpoint
CREATE INDEX "cod_remittances_created_idx" ON "cod_remittances" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_cod_collected_idx" ON "orders" USING btree ("delivered_at") WHERE "orders"."payment_method" = 'COD' and "orders"."payment_status" = 'collected';