CREATE TABLE "business_page_views" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "business_page_views_business_id_day_pk" PRIMARY KEY("business_id","day"),
	CONSTRAINT "bpv_views_chk" CHECK ("business_page_views"."views" >= 0)
);
--> statement-breakpoint
ALTER TABLE "business_page_views" ADD CONSTRAINT "business_page_views_business_id_business_profiles_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business_profiles"("business_id") ON DELETE cascade ON UPDATE no action;