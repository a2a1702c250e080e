-- Events near me (docs/decisions/040-events-near-me.md): an event post may repeat weekly until a
-- local day; one date of it may be cancelled or moved (event_date_changes) without touching the
-- rest; every date of every showing event is a row of event_occurrences, written here by triggers
-- so no writer can forget it, with the business's place copied beside it so /events reads one
-- index range by place and time.
ALTER TABLE "business_posts" ADD COLUMN IF NOT EXISTS "repeat_until" date;
--> statement-breakpoint
-- Counts every change of an event and of its dates: iCalendar's SEQUENCE.
ALTER TABLE "business_posts" ADD COLUMN IF NOT EXISTS "revision" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "business_posts" ADD CONSTRAINT "bpost_repeat_chk" CHECK ("repeat_until" IS NULL OR "kind" = 'event');
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "event_date_changes" (
  "post_id" uuid NOT NULL REFERENCES "business_posts"("id") ON DELETE CASCADE,
  -- The date as scheduled, local to the event's zone.
  "on_day" date NOT NULL,
  "cancelled" boolean DEFAULT false NOT NULL,
  -- A moved date's new start and end.
  "starts_at" timestamp with time zone,
  "ends_at" timestamp with time zone,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("post_id", "on_day"),
  CONSTRAINT "edc_moved_chk" CHECK ("cancelled" OR ("starts_at" IS NOT NULL AND "ends_at" > "starts_at"))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "event_occurrences" (
  "post_id" uuid NOT NULL REFERENCES "business_posts"("id") ON DELETE CASCADE,
  "on_day" date NOT NULL,
  "business_id" uuid NOT NULL REFERENCES "business_profiles"("business_id") ON DELETE CASCADE,
  "starts_at" timestamp with time zone NOT NULL,
  "ends_at" timestamp with time zone NOT NULL,
  "cancelled" boolean NOT NULL,
  "moved" boolean NOT NULL,
  -- The day it starts on and the zone it is read in (the event's own: a moved date's day may differ).
  "local_day" date NOT NULL,
  "time_zone" text NOT NULL,
  "state" text,
  "region" text,
  "zip" text,
  PRIMARY KEY ("post_id", "on_day")
);
--> statement-breakpoint
-- Each index ends with the list's whole order (start, event, day), so a page is read in order and stops.
CREATE INDEX IF NOT EXISTS "eo_state_idx" ON "event_occurrences" USING btree ("state", "starts_at", "post_id", "on_day");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "eo_region_idx" ON "event_occurrences" USING btree ("state", "region", "starts_at", "post_id", "on_day");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "eo_zip_idx" ON "event_occurrences" USING btree ("zip", "starts_at", "post_id", "on_day");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "eo_business_idx" ON "event_occurrences" USING btree ("business_id", "starts_at", "post_id", "on_day");
--> statement-breakpoint
-- Every place at once (a roundup's favourites, /events without a place): the coming dates in time order.
CREATE INDEX IF NOT EXISTS "eo_starts_idx" ON "event_occurrences" USING btree ("starts_at", "post_id", "on_day");
--> statement-breakpoint
-- An event's dates as they are now: weekly from its first, wall clock kept in its zone (a 10 am
-- market stays at 10 am across daylight saving), each date's change applied. A post that is not a
-- showing event has none.
CREATE OR REPLACE FUNCTION lm_sync_event_occurrences(post uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM event_occurrences WHERE post_id = post;
  INSERT INTO event_occurrences (post_id, on_day, business_id, starts_at, ends_at, cancelled, moved, local_day, time_zone, state, region, zip)
  SELECT p.id, d.on_day, p.business_id,
    coalesce(c.starts_at, d.starts_at), coalesce(c.ends_at, d.ends_at),
    coalesce(c.cancelled, false), c.starts_at IS NOT NULL AND NOT coalesce(c.cancelled, false),
    (coalesce(c.starts_at, d.starts_at) AT TIME ZONE p.time_zone)::date, p.time_zone,
    b.business_state, b.business_region, b.business_zip_code
  FROM business_posts p
  JOIN business_profiles b ON b.business_id = p.business_id
  CROSS JOIN LATERAL (
    SELECT ((p.starts_at AT TIME ZONE p.time_zone) + make_interval(days => 7 * k))::date AS on_day,
      ((p.starts_at AT TIME ZONE p.time_zone) + make_interval(days => 7 * k)) AT TIME ZONE p.time_zone AS starts_at,
      ((p.ends_at AT TIME ZONE p.time_zone) + make_interval(days => 7 * k)) AT TIME ZONE p.time_zone AS ends_at
    FROM generate_series(0, CASE WHEN p.repeat_until IS NULL THEN 0
      ELSE greatest(0, (p.repeat_until - (p.starts_at AT TIME ZONE p.time_zone)::date) / 7) END) k
  ) d
  LEFT JOIN event_date_changes c ON c.post_id = p.id AND c.on_day = d.on_day
  WHERE p.id = post AND p.kind = 'event' AND p.deleted_at IS NULL AND p.hidden_at IS NULL
    AND p.starts_at IS NOT NULL AND p.ends_at IS NOT NULL AND p.time_zone IS NOT NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lm_event_post_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lm_sync_event_occurrences(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "lm_event_occurrences_ins" AFTER INSERT ON "business_posts"
  FOR EACH ROW WHEN (NEW.kind = 'event') EXECUTE FUNCTION lm_event_post_changed();
--> statement-breakpoint
CREATE TRIGGER "lm_event_occurrences_upd" AFTER UPDATE ON "business_posts"
  FOR EACH ROW WHEN (NEW.kind = 'event' OR OLD.kind = 'event') EXECUTE FUNCTION lm_event_post_changed();
--> statement-breakpoint
-- A business that moves takes its events' place with it.
CREATE OR REPLACE FUNCTION lm_event_place_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE event_occurrences SET state = NEW.business_state, region = NEW.business_region, zip = NEW.business_zip_code
  WHERE business_id = NEW.business_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "lm_event_place" AFTER UPDATE OF "business_state", "business_region", "business_zip_code" ON "business_profiles"
  FOR EACH ROW WHEN (OLD.business_state IS DISTINCT FROM NEW.business_state OR OLD.business_region IS DISTINCT FROM NEW.business_region
    OR OLD.business_zip_code IS DISTINCT FROM NEW.business_zip_code) EXECUTE FUNCTION lm_event_place_changed();
