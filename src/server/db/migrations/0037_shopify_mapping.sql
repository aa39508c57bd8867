CREATE TABLE "category_tax_defaults" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"hsn" text NOT NULL,
	"gst_rate" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_category_mappings" (
	"source" text PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "compare_at_is_mrp" boolean;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "todos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "category_tax_defaults" ADD CONSTRAINT "category_tax_defaults_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_category_mappings" ADD CONSTRAINT "import_category_mappings_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;