// What `npm run bench:public -- --varied` draws its addresses from, read once from the benchmark
// database before the app starts: words of the word table, real ZIP codes and every region of the live
// states (where businesses are: elsewhere a search finds nothing, which costs nothing), published
// businesses, and ZIP codes where the waitlist takes sign-ups (states not live yet).
import pg from 'pg';
import { IDENTITY_TAGS } from '../../src/shared/catalogues/tags.ts';
import type { Sample } from './varied-traffic.ts';

export interface BenchSample extends Sample {
  /** ZIP codes of states that are not live: a waitlist sign-up there is stored (201). */
  waitlistZips: string[];
}

export async function readSample(url: string, businesses = 20_000): Promise<BenchSample> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const column = async (sql: string, params: unknown[] = []) =>
      (await client.query(sql, params)).rows.map((r) => Object.values(r)[0] as string);
    // Words any visitor could type: the word table's rows by chance, not weighted by how many
    // businesses use them (a weighted draw would be a handful of common words asked again and again).
    const words = await column(
      'select word from search_words where businesses > 0 order by random() limit 5000',
    );
    const zips = (
      await client.query(
        `select z.zip, z.latitude as lat, z.longitude as lng from us_zips z join states s on s.code = z.state_code
         where s.is_live and z.latitude is not null order by z.zip`,
      )
    ).rows as Sample['zips'];
    const regions = (
      await client.query('select state_slug, slug from regions order by state_slug, position')
    ).rows.map((r) => [r.state_slug, r.slug] as [string, string]);
    const liveStates = await column('select slug from states where is_live order by slug');
    // Bernoulli sampling (about twice as many rows as needed, then shuffled) reads the table once
    // instead of sorting all of it, and takes businesses from all over it, not its first pages.
    const total = Number(
      (await column('select reltuples::bigint from pg_class where relname = $1', ['business_profiles']))[0],
    );
    const share = Math.min(100, (200 * businesses) / Math.max(1, total));
    const usernames = await column(
      `select business_username from business_profiles tablesample bernoulli (${share.toFixed(4)})
       where is_published and business_username is not null order by random() limit $1`,
      [businesses],
    );
    const waitlistZips = await column(
      `select z.zip from us_zips z join states s on s.code = z.state_code where not s.is_live order by random() limit 2000`,
    );
    return {
      words,
      zips,
      regions,
      liveStates,
      usernames,
      identities: IDENTITY_TAGS.map((t) => t.slug),
      waitlistZips,
    };
  } finally {
    await client.end();
  }
}
