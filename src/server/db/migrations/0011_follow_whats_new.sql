-- Follow what's new (docs/decisions/022-follow-whats-new.md): owners' posts, their reports, each
-- person's digest settings, alerts about new businesses in a place, and when a business was first
-- published (a trigger keeps it, so no publishing path has to remember).
CREATE TABLE "business_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"photo_url" text,
	"offer_ends_on" date,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"time_zone" text,
	"place" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_note" text,
	CONSTRAINT "bpost_kind_chk" CHECK ("business_posts"."kind" in ('update', 'offer', 'event')),
	CONSTRAINT "bpost_title_chk" CHECK (char_length("business_posts"."title") <= 80),
	CONSTRAINT "bpost_body_chk" CHECK (char_length("business_posts"."body") <= 1000),
	CONSTRAINT "bpost_place_chk" CHECK (char_length("business_posts"."place") <= 120),
	CONSTRAINT "bpost_offer_chk" CHECK (("business_posts"."kind" = 'offer') = ("business_posts"."offer_ends_on" is not null) OR "business_posts"."deleted_at" is not null),
	CONSTRAINT "bpost_event_chk" CHECK ("business_posts"."kind" <> 'event' OR "business_posts"."deleted_at" is not null OR ("business_posts"."starts_at" < "business_posts"."ends_at" AND "business_posts"."time_zone" is not null))
);
--> statement-breakpoint
ALTER TABLE "business_posts" ADD CONSTRAINT "business_posts_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business_profiles"("business_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Every walk of posts is one business's, newest first: the owner's list, the page, the feed, a
-- card's "New: …" line and (per favourite) the Updates page. Deleted ones stay as bare rows for the
-- daily limit only.
CREATE INDEX "bpost_business_recent_idx" ON "business_posts" USING btree ("business_id", "created_at" DESC) INCLUDE ("expires_at") WHERE "business_posts"."deleted_at" is null AND "business_posts"."hidden_at" is null;
--> statement-breakpoint
CREATE INDEX "bpost_business_created_idx" ON "business_posts" USING btree ("business_id", "created_at");
--> statement-breakpoint
CREATE INDEX "bpost_recent_idx" ON "business_posts" USING btree ("created_at") WHERE "business_posts"."deleted_at" is null AND "business_posts"."hidden_at" is null;
--> statement-breakpoint
CREATE TABLE "post_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"reporter_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	CONSTRAINT "pr_details_chk" CHECK (char_length("post_reports"."details") <= 1000),
	CONSTRAINT "pr_resolution_chk" CHECK ("post_reports"."resolution" in ('dismissed', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."business_posts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_reporter_user_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "pr_open_idx" ON "post_reports" USING btree ("created_at") WHERE "post_reports"."resolved_at" is null;
--> statement-breakpoint
CREATE INDEX "pr_post_idx" ON "post_reports" USING btree ("post_id");
--> statement-breakpoint
CREATE INDEX "pr_reporter_idx" ON "post_reports" USING btree ("reporter_user_id");
--> statement-breakpoint
CREATE TABLE "user_digests" (
	"user_id" text PRIMARY KEY NOT NULL,
	"frequency" text DEFAULT 'off' NOT NULL,
	"offered_at" timestamp with time zone,
	"updates_seen_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ud_frequency_chk" CHECK ("user_digests"."frequency" in ('off', 'daily', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "user_digests" ADD CONSTRAINT "user_digests_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "ud_due_idx" ON "user_digests" USING btree ("frequency", "last_sent_at") WHERE "user_digests"."frequency" <> 'off';
--> statement-breakpoint
CREATE TABLE "area_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"email" text,
	"state" text NOT NULL,
	"region" text,
	"zip_code" text,
	"radius_miles" smallint,
	"confirmed_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aa_who_chk" CHECK (("area_alerts"."user_id" is null) <> ("area_alerts"."email" is null)),
	CONSTRAINT "aa_zip_chk" CHECK ("area_alerts"."zip_code" ~ '^[0-9]{5}$'),
	CONSTRAINT "aa_radius_chk" CHECK (("area_alerts"."zip_code" is null) = ("area_alerts"."radius_miles" is null) AND ("area_alerts"."radius_miles" is null OR "area_alerts"."radius_miles" between 1 and 100)),
	CONSTRAINT "aa_email_chk" CHECK (char_length("area_alerts"."email") between 3 and 254)
);
--> statement-breakpoint
ALTER TABLE "area_alerts" ADD CONSTRAINT "area_alerts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "aa_place_uq" ON "area_alerts" USING btree (coalesce("user_id", lower("email")), "state", coalesce("region", ''), coalesce("zip_code", ''));
--> statement-breakpoint
CREATE INDEX "aa_user_idx" ON "area_alerts" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE "business_first_published" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_first_published" ADD CONSTRAINT "business_first_published_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business_profiles"("business_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "bfp_recent_idx" ON "business_first_published" USING btree ("published_at");
--> statement-breakpoint
-- Businesses already public count as published when they were created (no better date is kept).
INSERT INTO "business_first_published" ("business_id", "published_at") SELECT "business_id", "created_at" FROM "business_profiles" WHERE "is_published";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lm_note_first_publish() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_published THEN
    INSERT INTO business_first_published (business_id) VALUES (NEW.business_id) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bp_first_publish_trg" AFTER INSERT OR UPDATE OF "is_published" ON "business_profiles" FOR EACH ROW EXECUTE FUNCTION lm_note_first_publish();
