CREATE TABLE "listing_products" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_category_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"term_ids" integer[] NOT NULL,
	"list_price" integer NOT NULL,
	"variant_prices" integer[] NOT NULL,
	"rating" real NOT NULL,
	"review_count" integer NOT NULL,
	"feature_product" boolean NOT NULL,
	"best_seller" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_parent_idx";--> statement-breakpoint
DROP INDEX "products_sub_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_term_ids_idx";--> statement-breakpoint
DROP INDEX "products_list_price_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_review_count_idx";--> statement-breakpoint
DROP INDEX "products_created_at_idx";--> statement-breakpoint
DROP INDEX "products_default_order_idx";--> statement-breakpoint
DROP INDEX "products_featured_idx";--> statement-breakpoint
DROP INDEX "products_best_seller_idx";--> statement-breakpoint
ALTER TABLE "listing_products" ADD CONSTRAINT "listing_products_id_products_id_fk" FOREIGN KEY ("id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_products_parent_idx" ON "listing_products" USING btree ("parent_category_id","list_price");--> statement-breakpoint
CREATE INDEX "listing_products_sub_idx" ON "listing_products" USING btree ("sub_category_id","list_price");--> statement-breakpoint
CREATE INDEX "listing_products_category_idx" ON "listing_products" USING btree ("category_id","list_price");--> statement-breakpoint
CREATE INDEX "listing_products_term_ids_idx" ON "listing_products" USING gin ("term_ids") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "listing_products_list_price_idx" ON "listing_products" USING btree ("list_price");--> statement-breakpoint
CREATE INDEX "listing_products_rating_idx" ON "listing_products" USING btree ("rating","review_count");--> statement-breakpoint
CREATE INDEX "listing_products_review_count_idx" ON "listing_products" USING btree ("review_count");--> statement-breakpoint
CREATE INDEX "listing_products_created_at_idx" ON "listing_products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "listing_products_default_order_idx" ON "listing_products" USING btree ("feature_product" DESC NULLS FIRST,"best_seller" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "listing_products_featured_idx" ON "listing_products" USING btree ("created_at") WHERE "listing_products"."feature_product";--> statement-breakpoint
CREATE INDEX "listing_products_best_seller_idx" ON "listing_products" USING btree ("parent_category_id") WHERE "listing_products"."best_seller";--> statement-breakpoint
-- listing_products follows products: a trigger keeps the narrow copy of every active product, so
-- every write (the admin's forms, the listing columns features/catalogue/denormalize.ts recomputes,
-- archiving, a hand-made UPDATE) reaches it. Deleting a product deletes its copy by the foreign key.
CREATE FUNCTION "listing_products_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" <> 'active' THEN
    DELETE FROM "listing_products" WHERE "id" = NEW."id";
    RETURN NULL;
  END IF;
  INSERT INTO "listing_products" AS l ("id", "parent_category_id", "sub_category_id", "category_id", "term_ids",
    "list_price", "variant_prices", "rating", "review_count", "feature_product", "best_seller", "created_at")
  VALUES (NEW."id", NEW."parent_category_id", NEW."sub_category_id", NEW."category_id", NEW."term_ids",
    NEW."list_price", NEW."variant_prices", NEW."rating", NEW."review_count", NEW."feature_product",
    NEW."best_seller", NEW."created_at")
  ON CONFLICT ("id") DO UPDATE SET
    "parent_category_id" = EXCLUDED."parent_category_id", "sub_category_id" = EXCLUDED."sub_category_id",
    "category_id" = EXCLUDED."category_id", "term_ids" = EXCLUDED."term_ids", "list_price" = EXCLUDED."list_price",
    "variant_prices" = EXCLUDED."variant_prices", "rating" = EXCLUDED."rating",
    "review_count" = EXCLUDED."review_count", "feature_product" = EXCLUDED."feature_product",
    "best_seller" = EXCLUDED."best_seller", "created_at" = EXCLUDED."created_at";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_listing_insert" AFTER INSERT ON "products"
  FOR EACH ROW EXECUTE FUNCTION "listing_products_follow"();--> statement-breakpoint
-- an order changes a product's stock only: its listing row is left alone
CREATE TRIGGER "products_listing_update" AFTER UPDATE ON "products"
  FOR EACH ROW WHEN (
    (OLD."status", OLD."parent_category_id", OLD."sub_category_id", OLD."category_id", OLD."term_ids",
      OLD."list_price", OLD."variant_prices", OLD."rating", OLD."review_count", OLD."feature_product",
      OLD."best_seller", OLD."created_at")
    IS DISTINCT FROM
    (NEW."status", NEW."parent_category_id", NEW."sub_category_id", NEW."category_id", NEW."term_ids",
      NEW."list_price", NEW."variant_prices", NEW."rating", NEW."review_count", NEW."feature_product",
      NEW."best_seller", NEW."created_at")
  ) EXECUTE FUNCTION "listing_products_follow"();--> statement-breakpoint
INSERT INTO "listing_products" ("id", "parent_category_id", "sub_category_id", "category_id", "term_ids",
  "list_price", "variant_prices", "rating", "review_count", "feature_product", "best_seller", "created_at")
SELECT "id", "parent_category_id", "sub_category_id", "category_id", "term_ids", "list_price", "variant_prices",
  "rating", "review_count", "feature_product", "best_seller", "created_at"
FROM "products" WHERE "status" = 'active';
