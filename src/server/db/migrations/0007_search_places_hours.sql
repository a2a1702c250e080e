-- Search (full text, typos, accents), near me (zip centroids) and opening hours.
-- The four extensions ship with PostgreSQL's contrib and with PGlite (loaded in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); pinned to one dictionary it is immutable,
-- which a generated column and an index need.
CREATE OR REPLACE FUNCTION lm_unaccent(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
  SELECT public.unaccent('public.unaccent'::regdictionary, value)
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lm_catalogue_words(slugs text[], descriptions boolean) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(string_agg(CASE WHEN descriptions THEN w.description ELSE w.name END, ' '), '')
  FROM unnest(slugs) AS s(slug)
  JOIN (VALUES
    ('clothing-accessories', 'Clothing & Accessories', 'Locally designed and sewn clothing, hats, bags and accessories to wear every day.'),
    ('home-decor', 'Home Decor', 'Textiles, wall hangings, lighting and objects that make a house feel like home.'),
    ('pottery-ceramics', 'Pottery & Ceramics', 'Hand-thrown mugs, bowls, vases and sculptural pieces fired in local kilns.'),
    ('jewelry', 'Jewelry', 'Rings, necklaces, earrings and more, handmade or thoughtfully sourced by local jewelers.'),
    ('vintage-thrift', 'Vintage & Thrift', 'Pre-loved clothing, furniture and collectibles with character and a second life ahead.'),
    ('plants-gardening', 'Plants & Gardening', 'Houseplants, seedlings, planters and tools for growing things indoors and out.'),
    ('gifts', 'Gifts', 'Thoughtful presents and gift sets for birthdays, holidays and just-because moments.'),
    ('skincare', 'Skincare', 'Small-batch cleansers, balms, serums and body care made with care for your skin.'),
    ('candles', 'Candles', 'Hand-poured candles and home fragrance in scents inspired by the places we live.'),
    ('stationery', 'Stationery', 'Cards, notebooks, planners and paper goods for writing, gifting and staying organised.'),
    ('books-zines', 'Books & Zines', 'Independent bookshops, small presses and self-published zines from local voices.'),
    ('art-prints', 'Art Prints', 'Prints, posters and originals from local artists, ready to frame and hang.'),
    ('bath', 'Bath', 'Soaps, bath salts, soaks and bombs for slowing down at the end of the day.'),
    ('toys', 'Toys', 'Wooden, plush and handmade toys and games built for play that lasts.'),
    ('kids-baby', 'Kids & Baby', 'Clothing, nursery goods and keepsakes for little ones and the people raising them.'),
    ('spiritual-tools', 'Spiritual Tools', 'Crystals, tarot decks, incense, altar goods and other tools for ritual and reflection.'),
    ('craft-supplies', 'Craft Supplies', 'Yarn, fabric, beads, paper and kits for makers starting their next project.'),
    ('pet-goods', 'Pet Goods', 'Treats, collars, beds and toys made for the animals in your life.'),
    ('digital-products', 'Digital Products', 'Downloadable patterns, templates, printables, presets and courses you can use right away.'),
    ('subscription-boxes', 'Subscription Boxes', 'Curated boxes and memberships that bring something new to your door on a regular schedule.'),
    ('online-boutique', 'Online Boutique', 'A locally run shop that sells a curated collection mainly through its website or social media.'),
    ('baked-goods', 'Baked Goods', 'Breads, pastries, cakes and cookies from home bakers and neighbourhood bakeries.'),
    ('coffee-tea', 'Coffee & Tea', 'Small-batch roasts, loose-leaf blends and brewing gear from local roasters and blenders.'),
    ('specialty-foods', 'Specialty Foods', 'Pantry staples, spice blends, snacks and regional favourites you will not find in chain stores.'),
    ('sauces-preserves', 'Sauces & Preserves', 'Hot sauces, jams, pickles and preserves made in small batches from seasonal ingredients.'),
    ('sweets', 'Sweets', 'Chocolates, candies, caramels and other treats made by local confectioners.'),
    ('beverages', 'Beverages', 'Juices, kombucha, sodas, syrups and other drinks bottled close to home.'),
    ('fresh-produce', 'Fresh Produce', 'Fruit, vegetables, eggs, honey and flowers from nearby farms and growers.'),
    ('artist', 'Artist', 'Painters, illustrators and muralists available for commissions and collaborations.'),
    ('hairstylist', 'Hairstylist', 'Cuts, colour, braids and styling from independent stylists and small salons.'),
    ('nail-artist', 'Nail Artist', 'Manicures, pedicures and custom nail art from independent technicians.'),
    ('makeup-artist', 'Makeup Artist', 'Makeup for weddings, events, photo shoots and everyday confidence.'),
    ('photographer', 'Photographer', 'Portraits, weddings, events and product photography from local photographers.'),
    ('videographer', 'Videographer', 'Filming and editing for weddings, events, brands and social media.'),
    ('graphic-and-web-designer', 'Graphic and Web Designer', 'Logos, branding, packaging and websites designed for small businesses and people.'),
    ('printmaker', 'Printmaker', 'Screen printing, letterpress and block printing for custom runs and one-off pieces.'),
    ('tattoo-artist', 'Tattoo Artist', 'Custom and flash tattoos from independent artists and studios.'),
    ('musician-dj', 'Musician/DJ', 'Live music and DJ sets for weddings, parties, venues and community events.'),
    ('florist', 'Florist', 'Bouquets, arrangements and event florals made with seasonal stems.'),
    ('stylist', 'Stylist', 'Wardrobe edits, personal shopping and styling for shoots, events and everyday life.'),
    ('event-planner', 'Event Planner', 'Planning, design and coordination for weddings, parties and gatherings of every size.'),
    ('sign-painter', 'Sign Painter', 'Hand-lettered signs, window lettering and murals for storefronts and events.'),
    ('classes-workshops', 'Classes & Workshops', 'Hands-on lessons and workshops where you can learn a craft, skill or practice.'),
    ('massage', 'Massage', 'Therapeutic, relaxation and sports massage from licensed practitioners.'),
    ('energy-work', 'Energy Work', 'Reiki, sound baths, breathwork and other holistic healing sessions.'),
    ('coaching-consulting', 'Coaching & Consulting', 'One-on-one guidance for your business, career, wellness or creative goals.'),
    ('childcare-tutor', 'Childcare/Tutor', 'Babysitting, nannying and tutoring from caring people in your community.'),
    ('home-organizer', 'Home Organizer', 'Decluttering, organising and moving help that makes your space work for you.'),
    ('pet-care', 'Pet Care', 'Grooming, walking, sitting and training for dogs, cats and other companions.'),
    ('barber', 'Barber', 'Classic cuts, fades and shaves from neighbourhood barbers.'),
    ('tailor', 'Tailor', 'Alterations, repairs and made-to-measure garments that fit you properly.'),
    ('woodworker', 'Woodworker', 'Custom woodwork from cutting boards and shelving to cabinetry and carving.'),
    ('metalworker', 'Metalworker', 'Welding, blacksmithing and fabrication for gates, railings, tools and art.'),
    ('furniture-maker', 'Furniture Maker', 'Tables, chairs and heirloom furniture built by hand to order.'),
    ('builder', 'Builder', 'Carpentry, renovation and construction work from local builders and handypeople.'),
    ('upholstery', 'Upholstery', 'Reupholstering and restoring sofas, chairs and cushions so they last another lifetime.'),
    ('leather', 'Leather', 'Custom leather goods, repairs and restoration from skilled leatherworkers.'),
    ('shoe-repair', 'Shoe Repair', 'Resoling, heel repair, stretching and care that keeps good shoes on the road.'),
    ('3d-printing', '3D Printing', 'Custom 3D-printed parts, prototypes, replacement pieces and models made to your design.'),
    ('catering', 'Catering', 'Food for weddings, offices, parties and gatherings, cooked and served by local caterers.'),
    ('private-chef', 'Private Chef', 'Personal chefs for dinner parties, meal prep and intimate cooking at home.'),
    ('sells-products', 'Sells Products', NULL),
    ('same-day-service', 'Same-Day Service', NULL),
    ('taking-new-clients', 'Taking New Clients', NULL),
    ('booking-available', 'Booking Available', NULL),
    ('waitlist-only', 'Waitlist Only', NULL),
    ('seasonal-availability', 'Seasonal Availability', NULL),
    ('flexible-schedule', 'Flexible Schedule', NULL),
    ('in-person-only', 'In-Person Only', NULL),
    ('mobile', 'Mobile', NULL),
    ('virtual', 'Virtual', NULL),
    ('custom-work', 'Custom Work', NULL),
    ('free-consultations', 'Free Consultations', NULL),
    ('subscription-based', 'Subscription-Based', NULL),
    ('pick-up-only', 'Pick-Up Only', NULL),
    ('market-based', 'Market Based', NULL),
    ('made-to-order', 'Made to Order', NULL),
    ('small-batch', 'Small Batch', NULL),
    ('curated-finds', 'Curated Finds', NULL),
    ('digital-delivery', 'Digital Delivery', NULL),
    ('limited-runs', 'Limited Runs', NULL),
    ('limited-inventory', 'Limited Inventory', NULL),
    ('eco-friendly', 'Eco-Friendly', NULL),
    ('ethical-labor', 'Ethical Labor', NULL),
    ('fair-trade', 'Fair Trade', NULL),
    ('faith-driven', 'Faith-Driven', NULL),
    ('gives-back', 'Gives Back', NULL),
    ('handcrafted', 'Handcrafted', NULL),
    ('mindful-practices', 'Mindful Practices', NULL),
    ('locally-sourced', 'Locally Sourced', NULL),
    ('low-waste', 'Low Waste', NULL),
    ('mutual-aid', 'Mutual Aid', NULL),
    ('plastic-free', 'Plastic-Free', NULL),
    ('slow-made', 'Slow-Made', NULL),
    ('upcycled', 'Upcycled', NULL),
    ('secondhand', 'Secondhand', NULL),
    ('salvaged', 'Salvaged', NULL),
    ('one-of-a-kind', 'One of a Kind', NULL),
    ('zero-waste', 'Zero Waste', NULL),
    ('women-owned', 'Women-Owned', NULL),
    ('black-owned', 'Black-Owned', NULL),
    ('veteran-owned', 'Veteran-Owned', NULL),
    ('lgbtq-owned', 'LGBTQ+ Owned', NULL),
    ('immigrant-owned', 'Immigrant-Owned', NULL),
    ('youth-owned', 'Youth-Owned', NULL),
    ('senior-owned', 'Senior-Owned', NULL),
    ('disabled-owned', 'Disabled-Owned', NULL),
    ('caregiver-owned', 'Caregiver-Owned', NULL),
    ('latine-owned', 'Latine-Owned', NULL),
    ('asian-american-owned', 'Asian American-Owned', NULL),
    ('indigenous-owned', 'Indigenous-Owned', NULL),
    ('pacific-islander-owned', 'Pacific Islander-Owned', NULL),
    ('middle-eastern-owned', 'Middle Eastern-Owned', NULL),
    ('mom-owned', 'Mom-Owned', NULL),
    ('dad-owned', 'Dad-Owned', NULL),
    ('family-owned', 'Family-Owned', NULL),
    ('minority-owned', 'Minority-Owned', NULL),
    ('neurodivergent-owned', 'Neurodivergent-Owned', NULL),
    ('queer-owned', 'Queer-Owned', NULL),
    ('trans-owned', 'Trans-Owned', NULL),
    ('deaf-owned', 'Deaf-Owned', NULL),
    ('student-run', 'Student-Run', NULL),
    ('retiree-run', 'Retiree-Run', NULL),
    ('artist-run', 'Artist-Run', NULL),
    ('multi-generational', 'Multi-Generational', NULL),
    ('first-generation', 'First-Generation', NULL),
    ('military-spouse', 'Military Spouse', NULL),
    ('formerly-incarcerated', 'Formerly Incarcerated', NULL),
    ('self-taught', 'Self-Taught', NULL),
    ('second-career', 'Second-Career', NULL),
    ('bilingual', 'Bilingual', NULL),
    ('spanish-speaking', 'Spanish-Speaking', NULL),
    ('rural', 'Rural', NULL),
    ('small-town', 'Small Town', NULL),
    ('just-me', 'Just me', NULL),
    ('collective', 'Collective', NULL),
    ('community-led', 'Community-Led', NULL),
    ('family-run', 'Family run', NULL),
    ('friend-run', 'Friend run', NULL),
    ('partner-run', 'Partner run', NULL),
    ('multi-gen', 'Multi-Gen', NULL),
    ('team-5-10', 'Team 5–10', NULL),
    ('team-under-5', 'Team Under 5', NULL),
    ('team-10-20', 'Team 10–20', NULL),
    ('team-25-plus', 'Team 25+', NULL),
    ('worker-co-op', 'Worker Co-op', NULL)
  ) AS w(slug, name, description) ON w.slug = s.slug
$fn$;
--> statement-breakpoint
-- The search document: name and username first (A), categories and headline (B), offerings, tags,
-- structure and place (C), the story and the categories' descriptions (D).
ALTER TABLE "business_profiles" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, lm_unaccent(coalesce("business_name", '') || ' ' || coalesce(replace(replace(replace("business_username", '.', ' '), '_', ' '), '-', ' '), ''))), 'A')
  || setweight(to_tsvector('english'::regconfig, lm_unaccent(lm_catalogue_words("business_categories", false) || ' ' || coalesce("business_headline", ''))), 'B')
  || setweight(to_tsvector('english'::regconfig, lm_unaccent(lm_catalogue_words("business_offering", false) || ' ' || lm_catalogue_words("business_identities", false) || ' ' || lm_catalogue_words(ARRAY["business_structure"], false) || ' ' || coalesce("business_city", '') || ' ' || coalesce("business_region", ''))), 'C')
  || setweight(to_tsvector('english'::regconfig, lm_unaccent(coalesce("owner_story", '') || ' ' || lm_catalogue_words("business_categories", true))), 'D')
) STORED;
--> statement-breakpoint
CREATE INDEX "bp_search_idx" ON "business_profiles" USING gin ("search_vector") WHERE "is_published";
--> statement-breakpoint
CREATE INDEX "bp_zip_idx" ON "business_profiles" ("business_zip_code") WHERE "is_published";
--> statement-breakpoint
-- The value filters (any of the categories; all of the offerings and tags) and an index-ordered walk
-- of the shuffle for searches without words.
CREATE INDEX "bp_categories_idx" ON "business_profiles" USING gin ("business_categories") WHERE "is_published";
--> statement-breakpoint
CREATE INDEX "bp_offering_idx" ON "business_profiles" USING gin ("business_offering") WHERE "is_published";
--> statement-breakpoint
CREATE INDEX "bp_identities_idx" ON "business_profiles" USING gin ("business_identities") WHERE "is_published";
--> statement-breakpoint
CREATE INDEX "bp_shuffle_idx" ON "business_profiles" ("shuffle_key", "business_id") WHERE "is_published";
--> statement-breakpoint
-- Words of published profiles, for typo correction and "did you mean" (trigram similarity).
CREATE TABLE "search_words" ("word" text PRIMARY KEY NOT NULL);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lm_collect_search_words() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT t.lexeme
    FROM unnest(to_tsvector('simple'::regconfig, lm_unaccent(concat_ws(' ', NEW.business_name,
      NEW.business_headline, NEW.owner_story, NEW.business_city, NEW.business_region,
      lm_catalogue_words(NEW.business_categories, false), lm_catalogue_words(NEW.business_offering, false),
      lm_catalogue_words(NEW.business_identities, false), lm_catalogue_words(ARRAY[NEW.business_structure], false))))) AS t
    WHERE length(t.lexeme) BETWEEN 3 AND 30 AND t.lexeme ~ '^[a-z]+$'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "business_profiles_search_words" AFTER INSERT OR UPDATE ON "business_profiles"
FOR EACH ROW WHEN (NEW.is_published) EXECUTE FUNCTION lm_collect_search_words();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT t.lexeme
FROM business_profiles bp,
  unnest(to_tsvector('simple'::regconfig, lm_unaccent(concat_ws(' ', bp.business_name, bp.business_headline,
    bp.owner_story, bp.business_city, bp.business_region, lm_catalogue_words(bp.business_categories, false),
    lm_catalogue_words(bp.business_offering, false), lm_catalogue_words(bp.business_identities, false),
    lm_catalogue_words(ARRAY[bp.business_structure], false))))) AS t
WHERE bp.is_published AND length(t.lexeme) BETWEEN 3 AND 30 AND t.lexeme ~ '^[a-z]+$'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Zip centroids and zones (filled from the zip data at start: seed-geography.ts).
ALTER TABLE "us_zips" ADD COLUMN "latitude" double precision;
--> statement-breakpoint
ALTER TABLE "us_zips" ADD COLUMN "longitude" double precision;
--> statement-breakpoint
ALTER TABLE "us_zips" ADD COLUMN "time_zone" text;
--> statement-breakpoint
CREATE INDEX "us_zips_earth_idx" ON "us_zips" USING gist (ll_to_earth("latitude", "longitude")) WHERE "latitude" IS NOT NULL;
--> statement-breakpoint
-- Opening hours: the owner's week as entered, and its ranges in minutes of the local day (an
-- overnight range is split at midnight) with the business's zone, for the "open now" filter.
ALTER TABLE "business_profiles" ADD COLUMN "opening_hours" jsonb;
--> statement-breakpoint
CREATE TABLE "business_open_ranges" (
  "business_id" uuid NOT NULL REFERENCES "business_profiles"("business_id") ON DELETE CASCADE,
  "time_zone" text NOT NULL,
  "weekday" smallint NOT NULL,
  "opens_min" smallint NOT NULL,
  "closes_min" smallint NOT NULL,
  CONSTRAINT "bor_weekday_chk" CHECK ("weekday" BETWEEN 0 AND 6),
  CONSTRAINT "bor_range_chk" CHECK ("opens_min" >= 0 AND "opens_min" < "closes_min" AND "closes_min" <= 1440)
);
--> statement-breakpoint
CREATE INDEX "bor_now_idx" ON "business_open_ranges" ("time_zone", "weekday", "opens_min", "closes_min");
--> statement-breakpoint
CREATE INDEX "bor_business_idx" ON "business_open_ranges" ("business_id");
--> statement-breakpoint
-- A business that moves keeps its hours in its new zone.
CREATE OR REPLACE FUNCTION lm_follow_zip_zone() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE business_open_ranges r SET time_zone = z.time_zone
  FROM us_zips z
  WHERE r.business_id = NEW.business_id AND z.zip = NEW.business_zip_code AND z.time_zone IS NOT NULL
    AND r.time_zone <> z.time_zone;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "business_profiles_zone" AFTER UPDATE OF "business_zip_code" ON "business_profiles"
FOR EACH ROW EXECUTE FUNCTION lm_follow_zip_zone();
