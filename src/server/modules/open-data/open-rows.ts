// A business as the open data shows it: exactly what its public page shows, less every email (the
// page's contact address included) and more precise places than a ZIP code's centroid, but for a
// storefront address the page itself shows. One statement's columns and one mapping serve the dumps
// and the change feed, so both say the same of a business.
import { sql } from 'drizzle-orm';
import type { OpenBusiness } from '#shared/api/open-data.ts';
import { addressLines, storefrontOf } from '#shared/display/storefront.ts';
import type { OpeningHours } from '#shared/hours/hours-schema.ts';
import { osmOpeningHours } from '#shared/hours/osm-opening-hours.ts';

/** Times as ISO 8601 text in UTC, the same on PGlite and node-postgres. */
const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The columns, over `open_data_changes c` joined to `business_profiles bp`, `us_zips z`, `business_first_published fp`. */
export const OPEN_COLUMNS = sql`bp.business_id as id, bp.business_name as name, bp.business_username as username,
  bp.business_type as type, bp.business_categories as categories, bp.business_identities as tags,
  bp.business_offering as offering, bp.business_structure as structure, bp.business_city as city,
  bp.business_state as state, bp.business_region as region, bp.business_zip_code as zip,
  z.longitude::float8 as longitude, z.latitude::float8 as latitude,
  bp.has_storefront, bp.storefront_street, bp.storefront_suite, bp.storefront_city, bp.storefront_state,
  bp.storefront_zip_code, bp.opening_hours, bp.recommendation_count as recommendations,
  ${iso('fp.published_at')} as first_published, ${iso('c.changed_at')} as last_changed`;

/**
 * The joins behind OPEN_COLUMNS, from `open_data_changes c`: the profile joined, or left joined where
 * a gone business's profile may be deleted (its columns are then null).
 */
export const openJoins = (profile: 'join' | 'left join') => sql`${sql.raw(profile)} business_profiles bp
  on bp.business_id = c.business_id
  left join us_zips z on z.zip = bp.business_zip_code
  left join business_first_published fp on fp.business_id = bp.business_id`;

export interface OpenRow {
  id: string;
  name: string;
  username: string;
  type: 'shop' | 'service';
  categories: string[];
  tags: string[];
  offering: string[];
  structure: string | null;
  city: string | null;
  state: string;
  region: string | null;
  zip: string | null;
  longitude: number | null;
  latitude: number | null;
  has_storefront: boolean | null;
  storefront_street: string | null;
  storefront_suite: string | null;
  storefront_city: string | null;
  storefront_state: string | null;
  storefront_zip_code: string | null;
  opening_hours: OpeningHours | null;
  recommendations: number;
  first_published: string | null;
  last_changed: string;
}

/** A business page's path (its URL is the app's origin and this). */
export const pagePath = (username: string) => `/business/${encodeURIComponent(username)}`;

/**
 * The business as the feed answers it, kept beside its change (doc-filler.ts): its JSON without the
 * URL, and its page's path. `withUrl` puts the URL back for an origin without parsing the JSON.
 */
export function openDoc(row: OpenRow): { doc: string; page: string } {
  const { url: _url, ...rest } = openBusiness(row, '');
  return { doc: JSON.stringify(rest), page: pagePath(row.username) };
}

export const withUrl = (doc: string, page: string, origin: string) =>
  `${doc.slice(0, -1)},"url":${JSON.stringify(origin + page)}}`;

export function openBusiness(row: OpenRow, origin: string): OpenBusiness {
  const storefront = storefrontOf({
    hasStorefront: row.has_storefront,
    storefrontStreet: row.storefront_street,
    storefrontSuite: row.storefront_suite,
    storefrontCity: row.storefront_city,
    storefrontState: row.storefront_state,
    storefrontZipCode: row.storefront_zip_code,
  });
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    url: origin + pagePath(row.username),
    type: row.type,
    categories: row.categories,
    tags: row.tags,
    offering: row.offering,
    structure: row.structure,
    city: row.city,
    state: row.state,
    region: row.region,
    zip: row.zip,
    longitude: row.longitude === null ? null : Number(row.longitude),
    latitude: row.latitude === null ? null : Number(row.latitude),
    storefront_address: storefront ? addressLines(storefront).join(', ') : null,
    opening_hours: osmOpeningHours(row.opening_hours),
    recommendations: Number(row.recommendations),
    first_published: row.first_published,
    last_changed: row.last_changed,
  };
}
