-- One change signal (docs/decisions/034-one-change-signal.md): what a public page or search shows is
-- published on the channel lm_changes by the database itself, so a write through the API, the command
-- line, a background job or another process on the same PostgreSQL reaches every process's caches.
-- STATEMENT-level triggers with transition tables: one notification per statement, naming the
-- businesses it touched (before and after an update, so a move drops both places). PostgreSQL sends
-- notifications at commit, in commit order, once per distinct payload in a transaction; a rolled-back
-- write says nothing. Writes no visitor sees (favourites, drafts, settings, sessions, the waitlist,
-- page views, the mail outbox) have no trigger, or are filtered out here (a draft is not published).
--
-- Payloads: {"t":"b","r":[[id,username,state,region],...]}; more than 40 businesses (or a payload near
-- pg_notify's 8000-byte limit) {"t":"bulk","s":[state names]}; states or regions {"t":"states"}.
CREATE OR REPLACE FUNCTION lm_publish_businesses(touched jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  IF touched IS NULL OR jsonb_array_length(touched) = 0 THEN
    RETURN;
  END IF;
  payload := jsonb_build_object('t', 'b', 'r', touched)::text;
  IF (SELECT count(DISTINCT e->>0) FROM jsonb_array_elements(touched) e) > 40 OR octet_length(payload) > 7900 THEN
    payload := jsonb_build_object('t', 'bulk', 's', coalesce(
      (SELECT jsonb_agg(DISTINCT e->>2) FROM jsonb_array_elements(touched) e WHERE e->>2 IS NOT NULL),
      '[]'::jsonb))::text;
  END IF;
  PERFORM pg_notify('lm_changes', payload);
END $$;
--> statement-breakpoint
-- A profile's own rows: only those published before or after (a draft's saves show nowhere).
CREATE OR REPLACE FUNCTION lm_business_profiles_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(DISTINCT jsonb_build_array(business_id, business_username, business_state, business_region))
      INTO touched FROM lm_new WHERE is_published;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(DISTINCT jsonb_build_array(business_id, business_username, business_state, business_region))
      INTO touched FROM lm_old WHERE is_published;
  ELSE
    SELECT jsonb_agg(DISTINCT r) INTO touched FROM (
      SELECT unnest(ARRAY[
        jsonb_build_array(n.business_id, n.business_username, n.business_state, n.business_region),
        jsonb_build_array(o.business_id, o.business_username, o.business_state, o.business_region)]) AS r
      FROM lm_new n JOIN lm_old o ON o.business_id = n.business_id
      WHERE n.is_published OR o.is_published) x;
  END IF;
  PERFORM lm_publish_businesses(touched);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rows that belong to a business (posts, prices, hours, recommendations): the published businesses
-- they belong to, as the profile reads now. A cascade from a deleted profile finds none: the
-- profile's own trigger named it.
CREATE OR REPLACE FUNCTION lm_business_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  touched jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT business_id) INTO ids FROM lm_new;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT business_id) INTO ids FROM lm_old;
  ELSE
    SELECT array_agg(DISTINCT business_id) INTO ids
      FROM (SELECT business_id FROM lm_new UNION SELECT business_id FROM lm_old) x;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT jsonb_agg(jsonb_build_array(p.business_id, p.business_username, p.business_state, p.business_region))
    INTO touched FROM business_profiles p WHERE p.business_id = ANY (ids) AND p.is_published;
  PERFORM lm_publish_businesses(touched);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A person's name or ZIP code shows beside their notes (first name, city): the published businesses
-- they recommended. Nothing else of a person shows publicly (sign-ins, settings, email: nothing).
CREATE OR REPLACE FUNCTION lm_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched jsonb;
BEGIN
  SELECT jsonb_agg(DISTINCT jsonb_build_array(p.business_id, p.business_username, p.business_state, p.business_region))
    INTO touched
    FROM lm_new n
    JOIN lm_old o ON o.id = n.id
    JOIN business_recommendations r ON r.user_id = n.id
    JOIN business_profiles p ON p.business_id = r.business_id AND p.is_published
    WHERE (n.first_name, n.display_username, n.username, n.zip)
      IS DISTINCT FROM (o.first_name, o.display_username, o.username, o.zip);
  PERFORM lm_publish_businesses(touched);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- States and regions (a launch, a pause): every process reloads them.
-- (A statement names only the transition tables its trigger has: each branch reads its own.)
CREATE OR REPLACE FUNCTION lm_places_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed boolean;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := EXISTS (SELECT 1 FROM lm_old);
  ELSE
    changed := EXISTS (SELECT 1 FROM lm_new);
  END IF;
  IF changed THEN
    PERFORM pg_notify('lm_changes', '{"t":"states"}');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "lm_change_ins" AFTER INSERT ON "business_profiles" REFERENCING NEW TABLE AS lm_new FOR EACH STATEMENT EXECUTE FUNCTION lm_business_profiles_changed();
--> statement-breakpoint
CREATE TRIGGER "lm_change_upd" AFTER UPDATE ON "business_profiles" REFERENCING NEW TABLE AS lm_new OLD TABLE AS lm_old FOR EACH STATEMENT EXECUTE FUNCTION lm_business_profiles_changed();
--> statement-breakpoint
CREATE TRIGGER "lm_change_del" AFTER DELETE ON "business_profiles" REFERENCING OLD TABLE AS lm_old FOR EACH STATEMENT EXECUTE FUNCTION lm_business_profiles_changed();
--> statement-breakpoint
CREATE TRIGGER "lm_change_ins" AFTER INSERT ON "business_posts" REFERENCING NEW TABLE AS lm_new FOR EACH STATEMENT EXECUTE FUNCTION lm_business_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "lm_change_upd" AFTER UPDATE ON "business_posts" REFERENCING NEW TABLE AS lm_new OLD TABLE AS lm_old FOR EACH STATEMENT EXECUTE FUNCTION lm_business_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "lm_change_del" AFTER DELETE ON "business_posts" REFERENCING OLD TABLE AS lm_old FOR EACH STATEMENT EXECUTE FUNCTION lm_business_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "lm_change_ins" AFTER INSERT ON "business_pricing_items" REFERENCING NEW TABLE AS lm_new FOR EACH STATEMENT EXECUTE FUNCTION lm_business_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "lm_change_upd" AFTER UPDATE ON "business_pricing_items" REFERENCING NEW TABLE AS lm_new OLD TABLE AS lm_old FOR EACH STATEMENT EXECUTE FUNCTION lm_business_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "lm_change_del" AFTER DELETE ON "business_pricing_items" REFERENCING OLD TABLE AS lm_old FOR EACH STATEMENT EXECUTE FUNCTION lm_business_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "lm_change_ins" AFTER INSERT ON "business_open_ranges" REFERENCING NEW TABLE AS lm_new FOR EACH STATEMENT EXECUTE FUNCTION lm_business_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "lm_change_upd" AFTER UPDATE ON "business_open_ranges" REFERENCING NEW TABLE AS lm_new OLD TABLE AS lm_old FOR EACH STATEMENT EXECUTE FUNCTION lm_business_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "lm_change_del" AFTER DELETE ON "business_open_ranges" REFERENCING OLD TABLE AS lm_old FOR EACH STATEMENT EXECUTE FUNCTION lm_business_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "lm_change_ins" AFTER INSERT ON "business_recommendations" REFERENCING NEW TABLE AS lm_new FOR EACH STATEMENT EXECUTE FUNCTION lm_business_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "lm_change_upd" AFTER UPDATE ON "business_recommendations" REFERENCING NEW TABLE AS lm_new OLD TABLE AS lm_old FOR EACH STATEMENT EXECUTE FUNCTION lm_business_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "lm_change_del" AFTER DELETE ON "business_recommendations" REFERENCING OLD TABLE AS lm_old FOR EACH STATEMENT EXECUTE FUNCTION lm_business_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "lm_change_upd" AFTER UPDATE ON "users" REFERENCING NEW TABLE AS lm_new OLD TABLE AS lm_old FOR EACH STATEMENT EXECUTE FUNCTION lm_users_changed();
--> statement-breakpoint
CREATE TRIGGER "lm_change_ins" AFTER INSERT ON "states" REFERENCING NEW TABLE AS lm_new FOR EACH STATEMENT EXECUTE FUNCTION lm_places_changed();
--> statement-breakpoint
CREATE TRIGGER "lm_change_upd" AFTER UPDATE ON "states" REFERENCING NEW TABLE AS lm_new OLD TABLE AS lm_old FOR EACH STATEMENT EXECUTE FUNCTION lm_places_changed();
--> statement-breakpoint
CREATE TRIGGER "lm_change_del" AFTER DELETE ON "states" REFERENCING OLD TABLE AS lm_old FOR EACH STATEMENT EXECUTE FUNCTION lm_places_changed();
--> statement-breakpoint
CREATE TRIGGER "lm_change_ins" AFTER INSERT ON "regions" REFERENCING NEW TABLE AS lm_new FOR EACH STATEMENT EXECUTE FUNCTION lm_places_changed();
--> statement-breakpoint
CREATE TRIGGER "lm_change_upd" AFTER UPDATE ON "regions" REFERENCING NEW TABLE AS lm_new OLD TABLE AS lm_old FOR EACH STATEMENT EXECUTE FUNCTION lm_places_changed();
--> statement-breakpoint
CREATE TRIGGER "lm_change_del" AFTER DELETE ON "regions" REFERENCING OLD TABLE AS lm_old FOR EACH STATEMENT EXECUTE FUNCTION lm_places_changed();
