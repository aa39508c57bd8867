CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"notice_version" text NOT NULL,
	"source" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_source" text,
	"withdraw_token" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grievance_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grievance_id" uuid NOT NULL,
	"author_id" uuid,
	"status" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "grievances_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"user_id" uuid,
	"order_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"dedupe_key" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledge_by" timestamp with time zone NOT NULL,
	"resolve_by" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievance_replies" ADD CONSTRAINT "grievance_replies_grievance_id_grievances_id_fk" FOREIGN KEY ("grievance_id") REFERENCES "public"."grievances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievance_replies" ADD CONSTRAINT "grievance_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consent_records_live_key" ON "consent_records" USING btree ("email","purpose") WHERE "consent_records"."withdrawn_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "consent_records_token_key" ON "consent_records" USING btree ("withdraw_token");--> statement-breakpoint
CREATE INDEX "consent_records_user_idx" ON "consent_records" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "consent_records_purpose_idx" ON "consent_records" USING btree ("purpose") WHERE "consent_records"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "grievance_replies_grievance_idx" ON "grievance_replies" USING btree ("grievance_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "grievances_number_key" ON "grievances" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "grievances_dedupe_key" ON "grievances" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "grievances_waiting_idx" ON "grievances" USING btree ("resolve_by") WHERE "grievances"."status" <> 'resolved';--> statement-breakpoint
CREATE INDEX "grievances_received_idx" ON "grievances" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "grievances_email_idx" ON "grievances" USING btree ("email");--> statement-breakpoint-- hand-written
-- the newsletter's existing subscribers become consent records (their consent text predates the notice's versions)
INSERT INTO "consent_records" ("email", "purpose", "notice_version", "source", "given_at", "withdrawn_at", "withdrawn_source", "withdraw_token")
SELECT "email", 'newsletter', 'newsletter-form', "source", "consent_at", "unsubscribed_at",
       CASE WHEN "unsubscribed_at" IS NULL THEN NULL ELSE 'newsletter' END,
       md5(random()::text || "id"::text) || md5(clock_timestamp()::text || "email")
FROM "newsletter_subscribers";
