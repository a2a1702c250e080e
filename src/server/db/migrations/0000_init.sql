CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"username" text,
	"display_username" text,
	"first_name" text,
	"last_name" text,
	"birthday" date,
	"zip" text,
	"username_changed_at" timestamp with time zone,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_pricing_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"item_name" text NOT NULL,
	"item_price" numeric(10, 2) NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "bpi_name_chk" CHECK (char_length("business_pricing_items"."item_name") between 1 and 80),
	CONSTRAINT "bpi_price_chk" CHECK ("business_pricing_items"."item_price" >= 0),
	CONSTRAINT "bpi_position_chk" CHECK ("business_pricing_items"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "business_profiles" (
	"business_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"business_type" text NOT NULL,
	"business_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"business_name" text,
	"owner_names" text,
	"business_username" text,
	"year_started" integer,
	"business_zip_code" text,
	"business_city" text,
	"business_state" text,
	"business_region" text,
	"business_headline" text,
	"owner_story" text,
	"business_email" text,
	"instagram_url" text,
	"tiktok_url" text,
	"facebook_url" text,
	"twitter_url" text,
	"website_url" text,
	"primary_contact" text,
	"has_storefront" boolean,
	"storefront_street" text,
	"storefront_suite" text,
	"storefront_city" text,
	"storefront_state" text,
	"storefront_zip_code" text,
	"has_mobile_service" boolean,
	"mobile_service_desc" text,
	"starting_rate" boolean DEFAULT false NOT NULL,
	"business_offering" text[] DEFAULT '{}'::text[] NOT NULL,
	"business_identities" text[] DEFAULT '{}'::text[] NOT NULL,
	"business_structure" text,
	"owner_photo_url" text,
	"business_logo_url" text,
	"product_photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"onboarding_step" integer DEFAULT 1 NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"shuffle_key" integer DEFAULT floor(random() * 2147483647)::integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bp_type_chk" CHECK ("business_profiles"."business_type" in ('shop', 'service')),
	CONSTRAINT "bp_categories_chk" CHECK (cardinality("business_profiles"."business_categories") <= 2),
	CONSTRAINT "bp_offering_chk" CHECK (cardinality("business_profiles"."business_offering") <= 3),
	CONSTRAINT "bp_identities_chk" CHECK (cardinality("business_profiles"."business_identities") <= 6),
	CONSTRAINT "bp_photos_chk" CHECK (cardinality("business_profiles"."product_photos") <= 10),
	CONSTRAINT "bp_name_chk" CHECK (char_length("business_profiles"."business_name") between 1 and 100),
	CONSTRAINT "bp_owner_names_chk" CHECK (char_length("business_profiles"."owner_names") between 1 and 200),
	CONSTRAINT "bp_username_chk" CHECK ("business_profiles"."business_username" ~ '^[a-z0-9._-]{3,30}$'),
	CONSTRAINT "bp_year_chk" CHECK ("business_profiles"."year_started" between 1800 and 2100),
	CONSTRAINT "bp_zip_chk" CHECK ("business_profiles"."business_zip_code" ~ '^[0-9]{5}$'),
	CONSTRAINT "bp_storefront_zip_chk" CHECK ("business_profiles"."storefront_zip_code" ~ '^[0-9]{5}$'),
	CONSTRAINT "bp_headline_chk" CHECK (char_length("business_profiles"."business_headline") <= 60),
	CONSTRAINT "bp_story_chk" CHECK (char_length("business_profiles"."owner_story") between 1 and 5000),
	CONSTRAINT "bp_mobile_desc_chk" CHECK (char_length("business_profiles"."mobile_service_desc") <= 60),
	CONSTRAINT "bp_step_chk" CHECK ("business_profiles"."onboarding_step" between 0 and 15)
);
--> statement-breakpoint
CREATE TABLE "business_waitlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"business_name" text NOT NULL,
	"owner_name" text NOT NULL,
	"category" text NOT NULL,
	"zip_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bw_zip_chk" CHECK ("business_waitlists"."zip_code" ~ '^[0-9]{5}$'),
	CONSTRAINT "bw_email_chk" CHECK (char_length("business_waitlists"."email") between 3 and 254)
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" text NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_business_id_pk" PRIMARY KEY("user_id","business_id")
);
--> statement-breakpoint
CREATE TABLE "pending_file_deletes" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"state_slug" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "regions_state_slug_slug_pk" PRIMARY KEY("state_slug","slug")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"explore_group" text NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	CONSTRAINT "states_name_unique" UNIQUE("name"),
	CONSTRAINT "states_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "us_zips" (
	"zip" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"state_code" text NOT NULL,
	"county" text NOT NULL,
	"region" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_pricing_items" ADD CONSTRAINT "business_pricing_items_business_id_business_profiles_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business_profiles"("business_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_business_id_business_profiles_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business_profiles"("business_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_state_slug_states_slug_fk" FOREIGN KEY ("state_slug") REFERENCES "public"."states"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "bpi_business_position_uq" ON "business_pricing_items" USING btree ("business_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "bp_username_lower_uq" ON "business_profiles" USING btree (lower("business_username")) WHERE "business_profiles"."business_username" is not null;--> statement-breakpoint
CREATE INDEX "bp_user_idx" ON "business_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bp_recent_idx" ON "business_profiles" USING btree ("created_at" DESC NULLS LAST) WHERE "business_profiles"."is_published";--> statement-breakpoint
CREATE INDEX "bp_market_state_idx" ON "business_profiles" USING btree ("business_state","shuffle_key","business_id") WHERE "business_profiles"."is_published";--> statement-breakpoint
CREATE INDEX "bp_market_region_idx" ON "business_profiles" USING btree ("business_state","business_region","shuffle_key","business_id") WHERE "business_profiles"."is_published";--> statement-breakpoint
CREATE UNIQUE INDEX "bw_email_zip_uq" ON "business_waitlists" USING btree (lower("email"),"zip_code");--> statement-breakpoint
CREATE INDEX "favorites_business_idx" ON "favorites" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "favorites_user_recent_idx" ON "favorites" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "us_zips_state_region_idx" ON "us_zips" USING btree ("state","region");