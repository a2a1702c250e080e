-- How many published businesses use each word, kept by the app's trigger (and filled here once), so a
-- search can choose its plan per word: walk the shuffle order with the word as a filter when it is
-- common, read the word's GIN index when it is rare (docs/decisions/020). The planner's own guess for
-- a prefix match ("pott:*") is too rough for that choice. `stem` is the word as the search document
-- and the query stem it ('bakery' → 'bakeri'), so a query's prefix is looked up by stem.
ALTER TABLE "search_words" ADD COLUMN "businesses" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Of those, how many have it in their name (the first match level of search), and in their name,
-- categories or headline (the first two).
ALTER TABLE "search_words" ADD COLUMN "in_name" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "in_title" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "stem" text GENERATED ALWAYS AS ((tsvector_to_array(to_tsvector('english'::regconfig, "word")))[1]) STORED;
--> statement-breakpoint
CREATE INDEX "search_words_stem_idx" ON "search_words" ("stem" text_pattern_ops) INCLUDE ("businesses", "in_name", "in_title");
--> statement-breakpoint
-- The distinct words of a text as the word list keeps them (letters only, 3 to 30 of them).
CREATE OR REPLACE FUNCTION lm_words(value text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(array_agg(DISTINCT t.lexeme), '{}')
  FROM unnest(to_tsvector('simple'::regconfig, lm_unaccent(value))) AS t
  WHERE length(t.lexeme) BETWEEN 3 AND 30 AND t.lexeme ~ '^[a-z]+$'
$fn$;
--> statement-breakpoint
-- A published profile's words, each with 1 for each part it is in: anywhere; its name or username
-- (the first match level of search); those or its categories and headline (the first two). An
-- unpublished profile has none. Each part's text is read once.
CREATE OR REPLACE FUNCTION lm_profile_word_parts(p business_profiles) RETURNS TABLE (word text, any_part int, in_name int, in_title int)
LANGUAGE sql STABLE AS $fn$
  SELECT x.w, 1, max((x.part = 'A')::int), max((x.part <> 'C')::int)
  FROM (
    SELECT 'A' AS part, unnest(lm_words(concat_ws(' ', p.business_name,
      replace(replace(replace(p.business_username, '.', ' '), '_', ' '), '-', ' ')))) AS w
    UNION ALL
    SELECT 'B', unnest(lm_words(concat_ws(' ', lm_catalogue_words(p.business_categories, false), p.business_headline)))
    UNION ALL
    SELECT 'C', unnest(lm_words(concat_ws(' ', p.owner_story, p.business_city, p.business_region,
      lm_catalogue_words(p.business_offering, false), lm_catalogue_words(p.business_identities, false),
      lm_catalogue_words(ARRAY[p.business_structure], false))))
  ) AS x
  WHERE p.is_published
  GROUP BY x.w
$fn$;
--> statement-breakpoint
-- Counts follow each change: the profile's new words count one more, its old ones one fewer (so
-- publishing, unpublishing, editing and deleting all keep them). Words are written in order, so two
-- saves touching the same words wait for each other rather than deadlock.
CREATE OR REPLACE FUNCTION lm_collect_search_words() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO search_words (word, businesses, in_name, in_title)
    SELECT d.word, sum(d.any_part), sum(d.in_name), sum(d.in_title)
    FROM (
      SELECT n.* FROM lm_profile_word_parts(CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW END) n
      UNION ALL
      SELECT o.word, -o.any_part, -o.in_name, -o.in_title
      FROM lm_profile_word_parts(CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD END) o
    ) d
    GROUP BY d.word
    HAVING sum(d.any_part) <> 0 OR sum(d.in_name) <> 0 OR sum(d.in_title) <> 0
    ORDER BY d.word
    ON CONFLICT (word) DO UPDATE SET
      businesses = greatest(search_words.businesses + excluded.businesses, 0),
      in_name = greatest(search_words.in_name + excluded.in_name, 0),
      in_title = greatest(search_words.in_title + excluded.in_title, 0);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "business_profiles_search_words" ON "business_profiles";
--> statement-breakpoint
CREATE TRIGGER "business_profiles_search_words" AFTER INSERT ON "business_profiles"
FOR EACH ROW WHEN (NEW.is_published) EXECUTE FUNCTION lm_collect_search_words();
--> statement-breakpoint
CREATE TRIGGER "business_profiles_search_words_change" AFTER UPDATE ON "business_profiles"
FOR EACH ROW WHEN (OLD.is_published OR NEW.is_published) EXECUTE FUNCTION lm_collect_search_words();
--> statement-breakpoint
CREATE TRIGGER "business_profiles_search_words_delete" AFTER DELETE ON "business_profiles"
FOR EACH ROW WHEN (OLD.is_published) EXECUTE FUNCTION lm_collect_search_words();
--> statement-breakpoint
INSERT INTO search_words (word, businesses, in_name, in_title)
SELECT t.word, sum(t.any_part)::int, sum(t.in_name)::int, sum(t.in_title)::int
FROM business_profiles bp, lm_profile_word_parts(bp) AS t
WHERE bp.is_published GROUP BY 1
ON CONFLICT (word) DO UPDATE SET businesses = excluded.businesses, in_name = excluded.in_name,
  in_title = excluded.in_title;
