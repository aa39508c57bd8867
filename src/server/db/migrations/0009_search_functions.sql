-- Search's two index lookups as database functions (features/catalogue/listing-queries.ts), so a
-- search is plain statements with no transaction around them (decision 0014). The planner does not
-- know what to_tsvector and word similarity cost per row, and on a small table (the demo's 70
-- products, the few hundred words of search_words) it would rather scan every row and compute them
-- than use the GIN indexes: 'crystal' took 57 ms that way on the demo catalogue. So sequential
-- scans are off inside these functions. Their SET clauses scope every setting to the function:
-- no other statement on the connection sees them.

-- The products whose search text (name, title, categories, tags, terms and description: the
-- expression of products_search_fts_idx, schema.ts) matches the full-text query. ROWS is what the
-- planner of the calling statement expects: a search's few hits, looked up by primary key.
CREATE FUNCTION "matching_products"("query" tsquery) RETURNS TABLE ("id" text)
LANGUAGE sql STABLE
ROWS 100
SET enable_seqscan = off
AS $$
  SELECT p."id" FROM "products" p
  WHERE to_tsvector('english', p."search_text" || ' ' || p."description") @@ "query"
$$;
--> statement-breakpoint
-- The catalogue's words resembling each word typed ('amethist' → amethyst) by word similarity of
-- min_similarity or more: the `%>` operator reads that threshold from pg_trgm's setting when it
-- searches the trigram index. It is set from the argument with set_config(..., true), which the
-- function's SET clause for the same setting undoes when the function returns.
CREATE FUNCTION "similar_words"("words" text[], "min_similarity" real)
RETURNS TABLE ("typed" text, "word" text, "similarity" real)
LANGUAGE plpgsql
SET enable_seqscan = off
SET pg_trgm.word_similarity_threshold = 0.6
AS $$
#variable_conflict use_column
BEGIN
  PERFORM set_config('pg_trgm.word_similarity_threshold', "min_similarity"::text, true);
  -- one index search per word typed: the word reaches the index scan as the outer row's value, so
  -- the planner does not estimate %> by computing word similarity against its statistics
  RETURN QUERY
    SELECT t."typed", s."word", word_similarity(t."typed", s."word")
    FROM unnest("words") AS t("typed")
    CROSS JOIN LATERAL (SELECT w."word" FROM "search_words" w WHERE w."word" %> t."typed") AS s;
END
$$;
