-- "Search this area" on a town or a neighbourhood reads each of its ZIP codes' businesses in shuffle
-- order and keeps the first of them all (a walk of the whole shuffle order would pass thousands of
-- businesses elsewhere for each one in a small box: 10 ms at a million). The filter columns are
-- included as in bp_shuffle_idx, so the counts read this index alone. It replaces bp_zip_idx, whose
-- one column is this index's first.
DROP INDEX IF EXISTS "bp_zip_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bp_zip_shuffle_idx" ON "business_profiles" USING btree ("business_zip_code", "shuffle_key", "business_id") INCLUDE ("business_state", "business_region", "business_type", "business_categories", "business_offering", "business_identities", "business_structure") WHERE "business_profiles"."is_published";
