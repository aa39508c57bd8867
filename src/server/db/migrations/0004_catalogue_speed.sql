CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variant_prices" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Backfill for catalogues loaded before this migration (features/catalogue/denormalize.ts keeps both afterwards).
UPDATE "products" AS p SET "variant_prices" = coalesce(
  (SELECT array_agg(v."price" ORDER BY v."position") FROM "variants" v WHERE v."product_id" = p."id"), '{}'
);--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "products" p, regexp_split_to_table(lower(p."search_text"), '[^[:alnum:]]+') AS w WHERE w <> ''
ON CONFLICT DO NOTHING;
