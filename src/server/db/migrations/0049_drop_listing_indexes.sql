DROP INDEX "listing_products_parent_idx";--> statement-breakpoint
DROP INDEX "listing_products_sub_idx";--> statement-breakpoint
DROP INDEX "listing_products_category_idx";--> statement-breakpoint
DROP INDEX "listing_products_term_ids_idx";--> statement-breakpoint
DROP INDEX "listing_products_list_price_idx";--> statement-breakpoint
DROP INDEX "listing_products_rating_idx";--> statement-breakpoint
DROP INDEX "listing_products_review_count_idx";--> statement-breakpoint
DROP INDEX "listing_products_created_at_idx";--> statement-breakpoint
DROP INDEX "listing_products_default_order_idx";--> statement-breakpoint
DROP INDEX "listing_products_featured_idx";--> statement-breakpoint
DROP INDEX "listing_products_best_seller_idx";--> statement-breakpoint
DROP INDEX "listing_products_country_idx";