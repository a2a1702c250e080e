// Fills a PostgreSQL database with `total` published businesses, `inState` of them in California,
// in set-based statements (generate_series), so it takes minutes, not hours. Names, categories,
// tags, offerings, places (real ZIP codes of each state), stories, prices and opening hours vary, so
// search, its counts, distance and "open now" meet realistic data (docs/product.md §20).
import pg from 'pg';
import { categoriesForBusinessType } from '../../src/shared/catalogues/categories.ts';
import { OFFERING_SLUGS } from '../../src/shared/catalogues/offerings.ts';
import { STRUCTURE_SLUGS } from '../../src/shared/catalogues/structures.ts';
import { TAG_SLUGS } from '../../src/shared/catalogues/tags.ts';

const ADJECTIVES = [
  'Golden',
  'Wild',
  'Little',
  'Old Town',
  'Sunny',
  'Quiet',
  'Blue Door',
  'Maple',
  'Copper',
  'Harbor',
  'Fern',
  'Juniper',
  'Corner',
  'Prairie',
  'Salt',
  'Cedar',
  'Honey',
  'River',
  'Lantern',
  'Orchard',
];
const NOUNS = [
  'Bakery',
  'Candle Co.',
  'Pottery',
  'Print Shop',
  'Studio',
  'Barber',
  'Florist',
  'Tailor',
  'Coffee',
  'Books',
  'Woodshop',
  'Kitchen',
  'Market',
  'Workshop',
  'Goods',
  'Botanicals',
  'Leatherworks',
  'Cycles',
  'Bindery',
  'Apothecary',
];
const STORIES = [
  'We started at the farmers market with one table and a borrowed tent.',
  'Everything is handmade in small batches in our shared kitchen.',
  'Three generations of our family have worked with these tools.',
  'We source from growers within fifty miles and waste as little as we can.',
  'A neighbourhood spot where regulars know each other by name.',
  'Classes every weekend for anyone who wants to learn the craft.',
  'Repairs, alterations and custom work, done carefully and on time.',
  'Our studio doubles as a gallery for local artists every first Friday.',
];

const lit = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;
const pick = (array: string, seed: string) => `(${array})[1 + ((${seed}) % cardinality(${array}))::int]`;

/** What the seed needs of a connection: a pg client, or the embedded database's PGlite. */
export interface SeedClient {
  // biome-ignore lint/suspicious/noExplicitAny: rows of several shapes, read by column name.
  query(text: string, params?: unknown[]): Promise<{ rows: any[] }>;
  end(): Promise<void>;
}

/** `target` is a PostgreSQL URL, or an open client (left open: its owner closes it). */
export async function seedMillion(target: string | SeedClient, total: number, inState: number) {
  const client: SeedClient =
    typeof target === 'string'
      ? await (async () => {
          const c = new pg.Client({ connectionString: target });
          await c.connect();
          return c;
        })()
      : { query: (text, params) => target.query(text, params), end: async () => {} };
  try {
    const { rows } = await client.query('select count(*)::int as n from business_profiles');
    if (rows[0].n >= total) return { inserted: 0 };
    await client.query(`insert into users (id, name, email, email_verified, username)
      values ('bench-owner', 'bench', 'bench@example.test', true, 'bench') on conflict do nothing`);
    const others = (
      await client.query(`select name from states where name <> 'California' and is_live order by 1`)
    ).rows.map((r) => r.name as string);
    const shops = lit(categoriesForBusinessType('shop').map((c) => c.slug));
    const services = lit(categoriesForBusinessType('service').map((c) => c.slug));
    const tags = lit(TAG_SLUGS);
    // The word list typed searches look for: a per-state place list (zip, city, region) is indexed by i.
    const insert = (state: string, from: number, to: number) =>
      client.query(
        `with places as (select array_agg(zip order by zip) z, array_agg(city order by zip) c, array_agg(region order by zip) r
                           from us_zips where state = $1)
         insert into business_profiles (user_id, business_type, business_name, business_username, owner_names,
           business_city, business_state, business_region, business_zip_code, business_headline, owner_story,
           business_categories, business_offering, business_identities, business_structure, is_published,
           onboarding_step, product_photos, year_started, primary_contact, has_storefront, has_mobile_service,
           terms_accepted_at)
         select 'bench-owner', t, ${pick(lit(ADJECTIVES), 'i')} || ' ' || ${pick(lit(NOUNS), 'i / 20')} || ' ' || i,
           'bench-' || i, 'Owner ' || i, p.c[k], $1, p.r[k], p.z[k], 'Made nearby', ${pick(lit(STORIES), 'i * 7')},
           array[${pick("case when t = 'shop' then " + shops + ' else ' + services + ' end', 'i * 13')}],
           array[${pick(lit(OFFERING_SLUGS), 'i * 17')}],
           array[${pick(tags, 'i * 3')}, ${pick(tags, 'i * 11 + 5')}],
           ${pick(lit(STRUCTURE_SLUGS), 'i * 5')}, true, 15, '{/media/product-photos/x/p.jpg}', 2015, 'Email', false, false, now()
         from generate_series($2::bigint, $3::bigint) as i, places p,
           lateral (select case when i % 2 = 0 then 'shop' else 'service' end as t,
                           1 + ((i * 7919) % cardinality(p.z))::int as k) x`,
        [state, from, to],
      );
    // The word list is filled once at the end (one statement instead of a trigger per row).
    await client.query('alter table business_profiles disable trigger business_profiles_search_words');
    const batch = 50_000;
    for (let i = 0; i < inState; i += batch) await insert('California', i, Math.min(inState, i + batch) - 1);
    let n = inState;
    const perState = Math.ceil((total - inState) / others.length);
    for (const state of others) {
      const end = Math.min(total, n + perState);
      for (let i = n; i < end; i += batch) await insert(state, i, Math.min(end, i + batch) - 1);
      n = end;
    }
    await client.query('alter table business_profiles enable trigger business_profiles_search_words');
    // With each word's count of businesses (search chooses its plan per word from it).
    await client.query(`insert into search_words (word, businesses, in_name, in_title)
      select t.word, sum(t.any_part)::int, sum(t.in_name)::int, sum(t.in_title)::int
      from business_profiles bp, lm_profile_word_parts(bp) as t
      where bp.is_published group by 1
      on conflict (word) do update set businesses = excluded.businesses, in_name = excluded.in_name,
        in_title = excluded.in_title`);
    // Services list prices (the starting-rate filter); half of all businesses keep weekday hours.
    await client.query(`insert into business_pricing_items (business_id, item_name, item_price, position)
      select business_id, 'Session', 10 + (shuffle_key % 190), 0 from business_profiles
      where business_type = 'service' and user_id = 'bench-owner'`);
    await client.query(`insert into business_open_ranges (business_id, time_zone, weekday, opens_min, closes_min)
      select bp.business_id, z.time_zone, d, 540, 1020 from business_profiles bp
      join us_zips z on z.zip = bp.business_zip_code, generate_series(0, 4) d
      where bp.user_id = 'bench-owner' and bp.shuffle_key % 2 = 0`);
    // As autovacuum leaves a table: statistics for the planner and the visibility map for index-only scans.
    await client.query('vacuum analyze');
    return { inserted: total };
  } finally {
    await client.end();
  }
}
