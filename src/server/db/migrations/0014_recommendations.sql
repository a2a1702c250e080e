-- Neighbours recommend (docs/decisions/027-neighbour-recommendations.md): one recommendation per
-- person and business, with an optional note and the owner's one public answer; reports on notes;
-- a counter on the business kept by a trigger in the same transaction as every change, so cards
-- and pages read a column instead of counting; a partial index for the search's "Recommended".
ALTER TABLE "business_profiles" ADD COLUMN "recommendation_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TABLE "business_recommendations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'counted' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brec_status_chk" CHECK ("business_recommendations"."status" in ('counted', 'held')),
	CONSTRAINT "brec_note_chk" CHECK (char_length("business_recommendations"."note") between 1 and 500),
	CONSTRAINT "brec_reply_chk" CHECK (char_length("business_recommendations"."reply") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "business_recommendations" ADD CONSTRAINT "business_recommendations_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business_profiles"("business_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "business_recommendations" ADD CONSTRAINT "business_recommendations_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "brec_business_user_uq" ON "business_recommendations" USING btree ("business_id", "user_id");
--> statement-breakpoint
-- The page's notes, newest first: only counted, visible ones with a note.
CREATE INDEX "brec_public_notes_idx" ON "business_recommendations" USING btree ("business_id", "created_at" DESC, "id" DESC) WHERE "business_recommendations"."status" = 'counted' AND "business_recommendations"."hidden_at" is null AND "business_recommendations"."note" is not null;
--> statement-breakpoint
-- The burst rule (the last hour on one business) and the owner's weekly insights.
CREATE INDEX "brec_business_created_idx" ON "business_recommendations" USING btree ("business_id", "created_at");
--> statement-breakpoint
CREATE INDEX "brec_user_idx" ON "business_recommendations" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "brec_held_idx" ON "business_recommendations" USING btree ("created_at") WHERE "business_recommendations"."status" = 'held';
--> statement-breakpoint
CREATE INDEX "brec_hidden_idx" ON "business_recommendations" USING btree ("hidden_at") WHERE "business_recommendations"."hidden_at" is not null;
--> statement-breakpoint
CREATE TABLE "recommendation_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recommendation_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"reporter_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	CONSTRAINT "rr_details_chk" CHECK (char_length("recommendation_reports"."details") <= 1000),
	CONSTRAINT "rr_resolution_chk" CHECK ("recommendation_reports"."resolution" in ('dismissed', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "recommendation_reports" ADD CONSTRAINT "recommendation_reports_recommendation_id_fk" FOREIGN KEY ("recommendation_id") REFERENCES "public"."business_recommendations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "recommendation_reports" ADD CONSTRAINT "recommendation_reports_reporter_user_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "rr_open_idx" ON "recommendation_reports" USING btree ("created_at") WHERE "recommendation_reports"."resolved_at" is null;
--> statement-breakpoint
CREATE INDEX "rr_recommendation_idx" ON "recommendation_reports" USING btree ("recommendation_id");
--> statement-breakpoint
CREATE INDEX "rr_reporter_idx" ON "recommendation_reports" USING btree ("reporter_user_id");
--> statement-breakpoint
-- "Recommended" in search walks only recommended public businesses in shuffle-key order, reading the
-- index alone (the same INCLUDE list as bp_shuffle_idx, docs/decisions/016).
CREATE INDEX "bp_recommended_shuffle_idx" ON "business_profiles" USING btree ("shuffle_key", "business_id") INCLUDE ("business_state", "business_region", "business_zip_code", "business_type", "business_categories", "business_offering", "business_identities", "business_structure") WHERE "business_profiles"."is_published" AND "business_profiles"."recommendation_count" > 0;
--> statement-breakpoint
-- A recommendation counts while it is counted (not held for review) and not hidden. The trigger
-- moves the business's counter by the difference, in the statement's own transaction, whichever
-- path changed the row (withdrawing, an operator, an account deleted by cascade).
CREATE OR REPLACE FUNCTION lm_recommendation_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT' AND OLD.status = 'counted' AND OLD.hidden_at IS NULL;
  now_counts boolean := TG_OP <> 'DELETE' AND NEW.status = 'counted' AND NEW.hidden_at IS NULL;
BEGIN
  IF was AND NOT now_counts THEN
    UPDATE business_profiles SET recommendation_count = recommendation_count - 1 WHERE business_id = OLD.business_id;
  ELSIF now_counts AND NOT was THEN
    UPDATE business_profiles SET recommendation_count = recommendation_count + 1 WHERE business_id = NEW.business_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "brec_count_trg" AFTER INSERT OR DELETE OR UPDATE OF "status", "hidden_at" ON "business_recommendations" FOR EACH ROW EXECUTE FUNCTION lm_recommendation_count();
--> statement-breakpoint
ALTER TABLE "operator_audit_log" DROP CONSTRAINT "oal_action_chk";
--> statement-breakpoint
ALTER TABLE "operator_audit_log" ADD CONSTRAINT "oal_action_chk" CHECK ("operator_audit_log"."action" in ('launch', 'pause', 'hide', 'restore', 'dismiss', 'grant', 'revoke', 'approve'));
--> statement-breakpoint
-- The counter's update changes no words: the search-word trigger skips it (it would re-read the
-- profile's words on every recommendation of a public business).
DROP TRIGGER IF EXISTS "business_profiles_search_words_change" ON "business_profiles";
--> statement-breakpoint
CREATE TRIGGER "business_profiles_search_words_change" AFTER UPDATE ON "business_profiles"
FOR EACH ROW WHEN ((OLD.is_published OR NEW.is_published) AND OLD.recommendation_count = NEW.recommendation_count) EXECUTE FUNCTION lm_collect_search_words();
