ALTER TABLE "listing_products" ADD COLUMN "country_of_origin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "declarations" jsonb DEFAULT '{"genericName":"","countryOfOrigin":"","packerRole":"manufacturer","packerName":"","packerAddress":"","netQuantity":{"value":null,"unit":"g"},"dimensions":"","manufacturedOn":"","bestBefore":"","customerCare":"","cosmetic":false,"ingredients":"","batchNumber":"","licenceNumber":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country_of_origin" text GENERATED ALWAYS AS (coalesce(declarations->>'countryOfOrigin', '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "declarations" jsonb DEFAULT '{"netQuantity":{"value":null,"unit":"g"},"dimensions":"","manufacturedOn":"","bestBefore":"","batchNumber":""}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_products_country_idx" ON "listing_products" USING btree ("country_of_origin");--> statement-breakpoint
-- hand-written
-- listing_products carries the country of origin (the listing's filter, decision 0023): the trigger of
-- migration 0008 copies it, and fires when it changes
CREATE OR REPLACE FUNCTION "listing_products_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" <> 'active' THEN
    DELETE FROM "listing_products" WHERE "id" = NEW."id";
    RETURN NULL;
  END IF;
  INSERT INTO "listing_products" AS l ("id", "parent_category_id", "sub_category_id", "category_id", "term_ids",
    "list_price", "variant_prices", "rating", "review_count", "feature_product", "best_seller", "created_at",
    "country_of_origin")
  VALUES (NEW."id", NEW."parent_category_id", NEW."sub_category_id", NEW."category_id", NEW."term_ids",
    NEW."list_price", NEW."variant_prices", NEW."rating", NEW."review_count", NEW."feature_product",
    NEW."best_seller", NEW."created_at", NEW."country_of_origin")
  ON CONFLICT ("id") DO UPDATE SET
    "parent_category_id" = EXCLUDED."parent_category_id", "sub_category_id" = EXCLUDED."sub_category_id",
    "category_id" = EXCLUDED."category_id", "term_ids" = EXCLUDED."term_ids", "list_price" = EXCLUDED."list_price",
    "variant_prices" = EXCLUDED."variant_prices", "rating" = EXCLUDED."rating",
    "review_count" = EXCLUDED."review_count", "feature_product" = EXCLUDED."feature_product",
    "best_seller" = EXCLUDED."best_seller", "created_at" = EXCLUDED."created_at",
    "country_of_origin" = EXCLUDED."country_of_origin";
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "products_listing_update" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_listing_update" AFTER UPDATE ON "products"
  FOR EACH ROW WHEN (
    (OLD."status", OLD."parent_category_id", OLD."sub_category_id", OLD."category_id", OLD."term_ids",
      OLD."list_price", OLD."variant_prices", OLD."rating", OLD."review_count", OLD."feature_product",
      OLD."best_seller", OLD."created_at", OLD."country_of_origin")
    IS DISTINCT FROM
    (NEW."status", NEW."parent_category_id", NEW."sub_category_id", NEW."category_id", NEW."term_ids",
      NEW."list_price", NEW."variant_prices", NEW."rating", NEW."review_count", NEW."feature_product",
      NEW."best_seller", NEW."created_at", NEW."country_of_origin")
  ) EXECUTE FUNCTION "listing_products_follow"();--> statement-breakpoint
UPDATE "listing_products" l SET "country_of_origin" = p."country_of_origin" FROM "products" p WHERE p."id" = l."id";
