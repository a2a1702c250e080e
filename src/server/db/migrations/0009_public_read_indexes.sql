-- "Recently added" (home) and the sitemap's pages walk published businesses by (created_at,
-- business_id): one index serves both directions. The old index (created_at DESC NULLS LAST) did not
-- match `ORDER BY created_at DESC` (NULLS FIRST), so the home page sorted every published business.
DROP INDEX IF EXISTS "bp_recent_idx";
--> statement-breakpoint
CREATE INDEX "bp_recent_idx" ON "business_profiles" USING btree ("created_at", "business_id") WHERE "business_profiles"."is_published";
--> statement-breakpoint
-- Search walks published businesses in shuffle-key order, over all of them or one state's, checking
-- the filters on each (docs/decisions/016). With the filter columns in the index the walk reads the
-- index alone (an index-only scan), not a table page per business it passes.
DROP INDEX IF EXISTS "bp_shuffle_idx";
--> statement-breakpoint
CREATE INDEX "bp_shuffle_idx" ON "business_profiles" USING btree ("shuffle_key", "business_id") INCLUDE ("business_state", "business_region", "business_zip_code", "business_type", "business_categories", "business_offering", "business_identities", "business_structure") WHERE "business_profiles"."is_published";
--> statement-breakpoint
DROP INDEX IF EXISTS "bp_market_state_idx";
--> statement-breakpoint
CREATE INDEX "bp_market_state_idx" ON "business_profiles" USING btree ("business_state", "shuffle_key", "business_id") INCLUDE ("business_region", "business_zip_code", "business_type", "business_categories", "business_offering", "business_identities", "business_structure") WHERE "business_profiles"."is_published";
