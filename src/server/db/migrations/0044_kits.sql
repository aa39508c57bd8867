CREATE TABLE "kit_components" (
	"kit_variant_id" uuid NOT NULL,
	"component_variant_id" uuid NOT NULL,
	"quantity" smallint NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "kit_components_kit_variant_id_component_variant_id_pk" PRIMARY KEY("kit_variant_id","component_variant_id"),
	CONSTRAINT "kit_components_quantity_range" CHECK ("kit_components"."quantity" between 1 and 99),
	CONSTRAINT "kit_components_not_itself" CHECK ("kit_components"."kit_variant_id" <> "kit_components"."component_variant_id")
);
--> statement-breakpoint
CREATE TABLE "kits" (
	"variant_id" uuid PRIMARY KEY NOT NULL,
	"supply" text DEFAULT 'mixed' NOT NULL,
	"principal_variant_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kits_principal_when_composite" CHECK (("kits"."supply" = 'composite') = ("kits"."principal_variant_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "order_item_components" (
	"order_item_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_item_components_order_item_id_variant_id_pk" PRIMARY KEY("order_item_id","variant_id"),
	CONSTRAINT "order_item_components_quantity_positive" CHECK ("order_item_components"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "kit_components" ADD CONSTRAINT "kit_components_kit_variant_id_kits_variant_id_fk" FOREIGN KEY ("kit_variant_id") REFERENCES "public"."kits"("variant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_components" ADD CONSTRAINT "kit_components_component_variant_id_variants_id_fk" FOREIGN KEY ("component_variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_principal_variant_id_variants_id_fk" FOREIGN KEY ("principal_variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_components" ADD CONSTRAINT "order_item_components_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_components" ADD CONSTRAINT "order_item_components_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kit_components_component_idx" ON "kit_components" USING btree ("component_variant_id");--> statement-breakpoint
-- The one rule for what can be sold of a variant (decision 0059): a plain variant's own stock; a kit's,
-- never stored, the least over its components of floor(component stock / units per kit). Every read
-- that shows or checks stock (listing columns, product, bag, back in stock, returns) calls it; orders
-- take a kit's components, never the kit (features/kits/stock.ts).
CREATE OR REPLACE FUNCTION sellable_stock(variant uuid, own_stock integer) RETURNS integer
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    (SELECT min(c.stock / k.quantity)::integer
       FROM kit_components k JOIN variants c ON c.id = k.component_variant_id
      WHERE k.kit_variant_id = variant),
    own_stock)
$$;
