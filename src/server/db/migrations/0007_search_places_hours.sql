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
CREATE OR REPLACE FUNCTION lm_catalogue_names(slugs text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(string_agg(w.words, ' '), '')
  FROM unnest(slugs) AS s(slug)
  JOIN (VALUES
    ('clothing-accessories', 'Clothing & Accessories'),
    ('home-decor', 'Home Decor'),
    ('pottery-ceramics', 'Pottery & Ceramics'),
    ('jewelry', 'Jewelry'),
    ('vintage-thrift', 'Vintage & Thrift'),
    ('plants-gardening', 'Plants & Gardening'),
    ('gifts', 'Gifts'),
    ('skincare', 'Skincare'),
    ('candles', 'Candles'),
    ('stationery', 'Stationery'),
    ('books-zines', 'Books & Zines'),
    ('art-prints', 'Art Prints'),
    ('bath', 'Bath'),
    ('toys', 'Toys'),
    ('kids-baby', 'Kids & Baby'),
    ('spiritual-tools', 'Spiritual Tools'),
    ('craft-supplies', 'Craft Supplies'),
    ('pet-goods', 'Pet Goods'),
    ('digital-products', 'Digital Products'),
    ('subscription-boxes', 'Subscription Boxes'),
    ('online-boutique', 'Online Boutique'),
    ('baked-goods', 'Baked Goods'),
    ('coffee-tea', 'Coffee & Tea'),
    ('specialty-foods', 'Specialty Foods'),
    ('sauces-preserves', 'Sauces & Preserves'),
    ('sweets', 'Sweets'),
    ('beverages', 'Beverages'),
    ('fresh-produce', 'Fresh Produce'),
    ('artist', 'Artist'),
    ('hairstylist', 'Hairstylist'),
    ('nail-artist', 'Nail Artist'),
    ('makeup-artist', 'Makeup Artist'),
    ('photographer', 'Photographer'),
    ('videographer', 'Videographer'),
    ('graphic-and-web-designer', 'Graphic and Web Designer'),
    ('printmaker', 'Printmaker'),
    ('tattoo-artist', 'Tattoo Artist'),
    ('musician-dj', 'Musician/DJ'),
    ('florist', 'Florist'),
    ('stylist', 'Stylist'),
    ('event-planner', 'Event Planner'),
    ('sign-painter', 'Sign Painter'),
    ('classes-workshops', 'Classes & Workshops'),
    ('massage', 'Massage'),
    ('energy-work', 'Energy Work'),
    ('coaching-consulting', 'Coaching & Consulting'),
    ('childcare-tutor', 'Childcare/Tutor'),
    ('home-organizer', 'Home Organizer'),
    ('pet-care', 'Pet Care'),
    ('barber', 'Barber'),
    ('tailor', 'Tailor'),
    ('woodworker', 'Woodworker'),
    ('metalworker', 'Metalworker'),
    ('furniture-maker', 'Furniture Maker'),
    ('builder', 'Builder'),
    ('upholstery', 'Upholstery'),
    ('leather', 'Leather'),
    ('shoe-repair', 'Shoe Repair'),
    ('3d-printing', '3D Printing'),
    ('catering', 'Catering'),
    ('private-chef', 'Private Chef'),
    ('sells-products', 'Sells Products'),
    ('same-day-service', 'Same-Day Service'),
    ('taking-new-clients', 'Taking New Clients'),
    ('booking-available', 'Booking Available'),
    ('waitlist-only', 'Waitlist Only'),
    ('seasonal-availability', 'Seasonal Availability'),
    ('flexible-schedule', 'Flexible Schedule'),
    ('in-person-only', 'In-Person Only'),
    ('mobile', 'Mobile'),
    ('virtual', 'Virtual'),
    ('custom-work', 'Custom Work'),
    ('free-consultations', 'Free Consultations'),
    ('subscription-based', 'Subscription-Based'),
    ('pick-up-only', 'Pick-Up Only'),
    ('market-based', 'Market Based'),
    ('made-to-order', 'Made to Order'),
    ('small-batch', 'Small Batch'),
    ('curated-finds', 'Curated Finds'),
    ('digital-delivery', 'Digital Delivery'),
    ('limited-runs', 'Limited Runs'),
    ('limited-inventory', 'Limited Inventory'),
    ('eco-friendly', 'Eco-Friendly'),
    ('ethical-labor', 'Ethical Labor'),
    ('fair-trade', 'Fair Trade'),
    ('faith-driven', 'Faith-Driven'),
    ('gives-back', 'Gives Back'),
    ('handcrafted', 'Handcrafted'),
    ('mindful-practices', 'Mindful Practices'),
    ('locally-sourced', 'Locally Sourced'),
    ('low-waste', 'Low Waste'),
    ('mutual-aid', 'Mutual Aid'),
    ('plastic-free', 'Plastic-Free'),
    ('slow-made', 'Slow-Made'),
    ('upcycled', 'Upcycled'),
    ('secondhand', 'Secondhand'),
    ('salvaged', 'Salvaged'),
    ('one-of-a-kind', 'One of a Kind'),
    ('zero-waste', 'Zero Waste'),
    ('women-owned', 'Women-Owned'),
    ('black-owned', 'Black-Owned'),
    ('veteran-owned', 'Veteran-Owned'),
    ('lgbtq-owned', 'LGBTQ+ Owned'),
    ('immigrant-owned', 'Immigrant-Owned'),
    ('youth-owned', 'Youth-Owned'),
    ('senior-owned', 'Senior-Owned'),
    ('disabled-owned', 'Disabled-Owned'),
    ('caregiver-owned', 'Caregiver-Owned'),
    ('latine-owned', 'Latine-Owned'),
    ('asian-american-owned', 'Asian American-Owned'),
    ('indigenous-owned', 'Indigenous-Owned'),
    ('pacific-islander-owned', 'Pacific Islander-Owned'),
    ('middle-eastern-owned', 'Middle Eastern-Owned'),
    ('mom-owned', 'Mom-Owned'),
    ('dad-owned', 'Dad-Owned'),
    ('family-owned', 'Family-Owned'),
    ('minority-owned', 'Minority-Owned'),
    ('neurodivergent-owned', 'Neurodivergent-Owned'),
    ('queer-owned', 'Queer-Owned'),
    ('trans-owned', 'Trans-Owned'),
    ('deaf-owned', 'Deaf-Owned'),
    ('student-run', 'Student-Run'),
    ('retiree-run', 'Retiree-Run'),
    ('artist-run', 'Artist-Run'),
    ('multi-generational', 'Multi-Generational'),
    ('first-generation', 'First-Generation'),
    ('military-spouse', 'Military Spouse'),
    ('formerly-incarcerated', 'Formerly Incarcerated'),
    ('self-taught', 'Self-Taught'),
    ('second-career', 'Second-Career'),
    ('bilingual', 'Bilingual'),
    ('spanish-speaking', 'Spanish-Speaking'),
    ('rural', 'Rural'),
    ('small-town', 'Small Town'),
    ('just-me', 'Just me'),
    ('collective', 'Collective'),
    ('community-led', 'Community-Led'),
    ('family-run', 'Family run'),
    ('friend-run', 'Friend run'),
    ('partner-run', 'Partner run'),
    ('multi-gen', 'Multi-Gen'),
    ('team-5-10', 'Team 5–10'),
    ('team-under-5', 'Team Under 5'),
    ('team-10-20', 'Team 10–20'),
    ('team-25-plus', 'Team 25+'),
    ('worker-co-op', 'Worker Co-op')
  ) AS w(slug, words) ON w.slug = s.slug
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lm_category_descriptions(slugs text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(string_agg(w.words, ' '), '')
  FROM unnest(slugs) AS s(slug)
  JOIN (VALUES
    ('clothing-accessories', 'Locally designed and sewn clothing, hats, bags and accessories to wear every day.'),
    ('home-decor', 'Textiles, wall hangings, lighting and objects that make a house feel like home.'),
    ('pottery-ceramics', 'Hand-thrown mugs, bowls, vases and sculptural pieces fired in local kilns.'),
    ('jewelry', 'Rings, necklaces, earrings and more, handmade or thoughtfully sourced by local jewelers.'),
    ('vintage-thrift', 'Pre-loved clothing, furniture and collectibles with character and a second life ahead.'),
    ('plants-gardening', 'Houseplants, seedlings, planters and tools for growing things indoors and out.'),
    ('gifts', 'Thoughtful presents and gift sets for birthdays, holidays and just-because moments.'),
    ('skincare', 'Small-batch cleansers, balms, serums and body care made with care for your skin.'),
    ('candles', 'Hand-poured candles and home fragrance in scents inspired by the places we live.'),
    ('stationery', 'Cards, notebooks, planners and paper goods for writing, gifting and staying organised.'),
    ('books-zines', 'Independent bookshops, small presses and self-published zines from local voices.'),
    ('art-prints', 'Prints, posters and originals from local artists, ready to frame and hang.'),
    ('bath', 'Soaps, bath salts, soaks and bombs for slowing down at the end of the day.'),
    ('toys', 'Wooden, plush and handmade toys and games built for play that lasts.'),
    ('kids-baby', 'Clothing, nursery goods and keepsakes for little ones and the people raising them.'),
    ('spiritual-tools', 'Crystals, tarot decks, incense, altar goods and other tools for ritual and reflection.'),
    ('craft-supplies', 'Yarn, fabric, beads, paper and kits for makers starting their next project.'),
    ('pet-goods', 'Treats, collars, beds and toys made for the animals in your life.'),
    ('digital-products', 'Downloadable patterns, templates, printables, presets and courses you can use right away.'),
    ('subscription-boxes', 'Curated boxes and memberships that bring something new to your door on a regular schedule.'),
    ('online-boutique', 'A locally run shop that sells a curated collection mainly through its website or social media.'),
    ('baked-goods', 'Breads, pastries, cakes and cookies from home bakers and neighbourhood bakeries.'),
    ('coffee-tea', 'Small-batch roasts, loose-leaf blends and brewing gear from local roasters and blenders.'),
    ('specialty-foods', 'Pantry staples, spice blends, snacks and regional favourites you will not find in chain stores.'),
    ('sauces-preserves', 'Hot sauces, jams, pickles and preserves made in small batches from seasonal ingredients.'),
    ('sweets', 'Chocolates, candies, caramels and other treats made by local confectioners.'),
    ('beverages', 'Juices, kombucha, sodas, syrups and other drinks bottled close to home.'),
    ('fresh-produce', 'Fruit, vegetables, eggs, honey and flowers from nearby farms and growers.'),
    ('artist', 'Painters, illustrators and muralists available for commissions and collaborations.'),
    ('hairstylist', 'Cuts, colour, braids and styling from independent stylists and small salons.'),
    ('nail-artist', 'Manicures, pedicures and custom nail art from independent technicians.'),
    ('makeup-artist', 'Makeup for weddings, events, photo shoots and everyday confidence.'),
    ('photographer', 'Portraits, weddings, events and product photography from local photographers.'),
    ('videographer', 'Filming and editing for weddings, events, brands and social media.'),
    ('graphic-and-web-designer', 'Logos, branding, packaging and websites designed for small businesses and people.'),
    ('printmaker', 'Screen printing, letterpress and block printing for custom runs and one-off pieces.'),
    ('tattoo-artist', 'Custom and flash tattoos from independent artists and studios.'),
    ('musician-dj', 'Live music and DJ sets for weddings, parties, venues and community events.'),
    ('florist', 'Bouquets, arrangements and event florals made with seasonal stems.'),
    ('stylist', 'Wardrobe edits, personal shopping and styling for shoots, events and everyday life.'),
    ('event-planner', 'Planning, design and coordination for weddings, parties and gatherings of every size.'),
    ('sign-painter', 'Hand-lettered signs, window lettering and murals for storefronts and events.'),
    ('classes-workshops', 'Hands-on lessons and workshops where you can learn a craft, skill or practice.'),
    ('massage', 'Therapeutic, relaxation and sports massage from licensed practitioners.'),
    ('energy-work', 'Reiki, sound baths, breathwork and other holistic healing sessions.'),
    ('coaching-consulting', 'One-on-one guidance for your business, career, wellness or creative goals.'),
    ('childcare-tutor', 'Babysitting, nannying and tutoring from caring people in your community.'),
    ('home-organizer', 'Decluttering, organising and moving help that makes your space work for you.'),
    ('pet-care', 'Grooming, walking, sitting and training for dogs, cats and other companions.'),
    ('barber', 'Classic cuts, fades and shaves from neighbourhood barbers.'),
    ('tailor', 'Alterations, repairs and made-to-measure garments that fit you properly.'),
    ('woodworker', 'Custom woodwork from cutting boards and shelving to cabinetry and carving.'),
    ('metalworker', 'Welding, blacksmithing and fabrication for gates, railings, tools and art.'),
    ('furniture-maker', 'Tables, chairs and heirloom furniture built by hand to order.'),
    ('builder', 'Carpentry, renovation and construction work from local builders and handypeople.'),
    ('upholstery', 'Reupholstering and restoring sofas, chairs and cushions so they last another lifetime.'),
    ('leather', 'Custom leather goods, repairs and restoration from skilled leatherworkers.'),
    ('shoe-repair', 'Resoling, heel repair, stretching and care that keeps good shoes on the road.'),
    ('3d-printing', 'Custom 3D-printed parts, prototypes, replacement pieces and models made to your design.'),
    ('catering', 'Food for weddings, offices, parties and gatherings, cooked and served by local caterers.'),
    ('private-chef', 'Personal chefs for dinner parties, meal prep and intimate cooking at home.')
  ) AS w(slug, words) ON w.slug = s.slug
$fn$;
--> statement-breakpoint
-- The search document: name and username first (A), categories and headline (B), offerings, tags,
-- structure and place (C), the story and the categories' descriptions (D).
ALTER TABLE "business_profiles" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, lm_unaccent(coalesce("business_name", '') || ' ' || coalesce(replace(replace(replace("business_username", '.', ' '), '_', ' '), '-', ' '), ''))), 'A')
  || setweight(to_tsvector('english'::regconfig, lm_unaccent(lm_catalogue_names("business_categories") || ' ' || coalesce("business_headline", ''))), 'B')
  || setweight(to_tsvector('english'::regconfig, lm_unaccent(lm_catalogue_names("business_offering") || ' ' || lm_catalogue_names("business_identities") || ' ' || lm_catalogue_names(ARRAY["business_structure"]) || ' ' || coalesce("business_city", '') || ' ' || coalesce("business_region", ''))), 'C')
  || setweight(to_tsvector('english'::regconfig, lm_unaccent(coalesce("owner_story", '') || ' ' || lm_category_descriptions("business_categories"))), 'D')
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
      lm_catalogue_names(NEW.business_categories), lm_catalogue_names(NEW.business_offering),
      lm_catalogue_names(NEW.business_identities), lm_catalogue_names(ARRAY[NEW.business_structure]))))) AS t
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
    bp.owner_story, bp.business_city, bp.business_region, lm_catalogue_names(bp.business_categories),
    lm_catalogue_names(bp.business_offering), lm_catalogue_names(bp.business_identities),
    lm_catalogue_names(ARRAY[bp.business_structure]))))) AS t
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
