-- "Recently added" (home) and the sitemap's pages walk published businesses by (created_at,
-- business_id): one index serves both directions. The old index (created_at DESC NULLS LAST) did not
-- match `ORDER BY created_at DESC` (NULLS FIRST), so the home page sorted every published business.
DROP INDEX IF EXISTS "bp_recent_idx";
--> statement-breakpoint
CREATE INDEX "bp_recent_idx" ON "business_profiles" USING btree ("created_at", "business_id") WHERE "business_profiles"."is_published";
