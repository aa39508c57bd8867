-- Typo search's look-alike words (features/catalogue/listing-queries.ts similarWords) in one
-- statement with no transaction around it. The `%>` operator finds words down to the session's
-- pg_trgm.word_similarity_threshold through the trigram index; the planner would rather scan
-- search_words and compute word similarity for every word (it does not know what that costs), so
-- sequential scans are off here. Both settings are the function's own: its SET clauses restore
-- them when it returns, and set_config(..., true) inside it reaches no further.
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
