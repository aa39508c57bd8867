ALTER TABLE "categories" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_hi" text;