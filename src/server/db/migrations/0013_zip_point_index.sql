-- The map's "Search this area": ZIP codes whose centroid is inside a box (bbox in the search), found by
-- a GiST index on the centroid as a point (x = longitude, y = latitude). PostGIS is not needed: the
-- built-in point and box types answer `point <@ box` with this index on PGlite and PostgreSQL alike.
CREATE INDEX IF NOT EXISTS "us_zips_point_idx" ON "us_zips" USING gist (point("longitude", "latitude")) WHERE "latitude" IS NOT NULL;
