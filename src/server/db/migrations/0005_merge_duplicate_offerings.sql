-- Custom Work, Pick-Up Only and Subscription-Based were listed twice (a service and a shop entry with
-- slugs custom-work / custom-work-shop, …); they are one offering each now. Move saved rows to the one
-- slug, keeping their order and dropping a repeat.
UPDATE "business_profiles" AS bp
SET "business_offering" = ARRAY(
	SELECT merged.slug
	FROM (
		SELECT DISTINCT ON (t.slug) t.slug, t.ord
		FROM unnest(
			array_replace(
				array_replace(
					array_replace(bp."business_offering", 'custom-work-shop', 'custom-work'),
					'pick-up-only-shop', 'pick-up-only'
				),
				'subscription-based-shop', 'subscription-based'
			)
		) WITH ORDINALITY AS t(slug, ord)
		ORDER BY t.slug, t.ord
	) AS merged
	ORDER BY merged.ord
)
WHERE bp."business_offering" && ARRAY['custom-work-shop', 'pick-up-only-shop', 'subscription-based-shop']::text[];
