-- Trigram similarity for typo-tolerant search (drizzle-kit does not write CREATE EXTENSION).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
