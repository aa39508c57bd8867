ALTER TABLE "products" ADD COLUMN "acknowledged_claims" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "certificate" jsonb;