DROP INDEX "products_term_ids_idx";--> statement-breakpoint
DROP INDEX "products_search_fts_idx";--> statement-breakpoint
DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "products_default_order_idx" ON "products" USING btree ("feature_product" DESC NULLS FIRST,"best_seller" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_term_ids_idx" ON "products" USING gin ("term_ids") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_fts_idx" ON "products" USING gin (to_tsvector('english', "search_text" || ' ' || "description")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);