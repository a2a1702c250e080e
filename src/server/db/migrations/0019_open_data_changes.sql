-- Open data's change feed (docs/decisions/039-open-data.md): one row per business that is or was
-- public, moved to the end of a sequence each time what the open data shows of it changes, so a
-- mirror that read up to a position asks for what came after it. `is_public` false is a business gone
-- (unpublished, hidden, moved to a state that is not live, deleted): the row outlives the profile.
--
-- Exactness: a sequence alone is not commit order (a transaction can draw 10, another 11 and commit
-- first; a reader that saw 11 would never see 10). The writers of this table take one transaction
-- lock first, so positions are drawn in commit order: whoever holds the lock commits before the next
-- one draws. The lock is taken at the end of the statement that changed a public business, which is
-- rare (owners' edits, moderation, launches) and short.
CREATE SEQUENCE IF NOT EXISTS "open_data_seq";
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "open_data_changes" (
  "business_id" uuid PRIMARY KEY,
  "seq" bigint NOT NULL,
  "changed_at" timestamp with time zone NOT NULL,
  "is_public" boolean NOT NULL,
  -- The business as the feed answers it, written by the app after the change (doc-filler.ts): JSON
  -- without its page URL (the origin is the app's), and the page's path. Null until then, and again
  -- at every change, so a filled one always shows the business as it is now.
  "doc" text,
  "page" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "odc_seq_uq" ON "open_data_changes" USING btree ("seq");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "odc_changed_idx" ON "open_data_changes" USING btree ("changed_at", "seq");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "odc_unfilled_idx" ON "open_data_changes" USING btree ("seq") WHERE "doc" IS NULL AND "is_public";
--> statement-breakpoint
-- Today's public businesses, oldest change first.
INSERT INTO "open_data_changes" ("business_id", "seq", "changed_at", "is_public")
SELECT b.business_id, nextval('open_data_seq'), b.updated_at, true FROM (
  SELECT bp.business_id, bp.updated_at FROM business_profiles bp JOIN states st ON st.name = bp.business_state
  WHERE bp.is_published AND st.is_live ORDER BY bp.updated_at, bp.business_id) b
ON CONFLICT ("business_id") DO NOTHING;
--> statement-breakpoint
-- Notes the businesses named, as they are now (a deleted one is gone), at the end of the sequence.
CREATE OR REPLACE FUNCTION lm_open_data_note(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(7104500319);
  INSERT INTO open_data_changes (business_id, seq, changed_at, is_public)
  SELECT i.id, nextval('open_data_seq'), clock_timestamp(), coalesce(bp.is_published AND st.is_live, false)
  FROM (SELECT DISTINCT unnest(ids) AS id ORDER BY 1) i
  LEFT JOIN business_profiles bp ON bp.business_id = i.id
  LEFT JOIN states st ON st.name = bp.business_state
  ON CONFLICT (business_id) DO UPDATE
    SET seq = excluded.seq, changed_at = excluded.changed_at, is_public = excluded.is_public, doc = NULL, page = NULL;
END $$;
--> statement-breakpoint
-- A profile: published before or after, and a change to what the open data shows.
CREATE OR REPLACE FUNCTION lm_open_data_profiles() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(business_id) INTO ids FROM lm_new WHERE is_published;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(business_id) INTO ids FROM lm_old WHERE is_published;
  ELSE
    SELECT array_agg(n.business_id) INTO ids FROM lm_new n JOIN lm_old o ON o.business_id = n.business_id
      WHERE (n.is_published OR o.is_published)
        AND (n.is_published, n.business_name, n.business_username, n.business_type, n.business_categories,
             n.business_identities, n.business_offering, n.business_structure, n.business_city, n.business_state,
             n.business_region, n.business_zip_code, n.has_storefront, n.storefront_street, n.storefront_suite,
             n.storefront_city, n.storefront_state, n.storefront_zip_code, n.opening_hours, n.recommendation_count)
          IS DISTINCT FROM
            (o.is_published, o.business_name, o.business_username, o.business_type, o.business_categories,
             o.business_identities, o.business_offering, o.business_structure, o.business_city, o.business_state,
             o.business_region, o.business_zip_code, o.has_storefront, o.storefront_street, o.storefront_suite,
             o.storefront_city, o.storefront_state, o.storefront_zip_code, o.opening_hours, o.recommendation_count);
  END IF;
  PERFORM lm_open_data_note(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A state that opens or closes: its published businesses come or go.
CREATE OR REPLACE FUNCTION lm_open_data_states() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  SELECT array_agg(bp.business_id) INTO ids
    FROM lm_new n JOIN lm_old o ON o.slug = n.slug
    JOIN business_profiles bp ON bp.business_state = n.name AND bp.is_published
    WHERE n.is_live IS DISTINCT FROM o.is_live;
  PERFORM lm_open_data_note(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "lm_open_data_ins" ON "business_profiles";
--> statement-breakpoint
CREATE TRIGGER "lm_open_data_ins" AFTER INSERT ON "business_profiles" REFERENCING NEW TABLE AS lm_new FOR EACH STATEMENT EXECUTE FUNCTION lm_open_data_profiles();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "lm_open_data_upd" ON "business_profiles";
--> statement-breakpoint
CREATE TRIGGER "lm_open_data_upd" AFTER UPDATE ON "business_profiles" REFERENCING NEW TABLE AS lm_new OLD TABLE AS lm_old FOR EACH STATEMENT EXECUTE FUNCTION lm_open_data_profiles();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "lm_open_data_del" ON "business_profiles";
--> statement-breakpoint
CREATE TRIGGER "lm_open_data_del" AFTER DELETE ON "business_profiles" REFERENCING OLD TABLE AS lm_old FOR EACH STATEMENT EXECUTE FUNCTION lm_open_data_profiles();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "lm_open_data_upd" ON "states";
--> statement-breakpoint
CREATE TRIGGER "lm_open_data_upd" AFTER UPDATE ON "states" REFERENCING NEW TABLE AS lm_new OLD TABLE AS lm_old FOR EACH STATEMENT EXECUTE FUNCTION lm_open_data_states();
