// Fills a PostgreSQL database with `total` published businesses, `inState` of them in California,
// in a handful of set-based statements (generate_series), so it takes seconds, not hours.
import pg from 'pg';

export async function seedMillion(url: string, total: number, inState: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select count(*)::int as n from business_profiles');
    if (rows[0].n >= total) return { inserted: 0 };
    await client.query(`insert into users (id, name, email, email_verified, username)
      values ('bench-owner', 'bench', 'bench@example.test', true, 'bench') on conflict do nothing`);
    const regionsOf = async (state: string) =>
      (
        await client.query('select distinct region from us_zips where state = $1 order by 1', [state])
      ).rows.map((r) => r.region);
    const caRegions = await regionsOf('California');
    const others = (
      await client.query(`select name from states where name <> 'California' order by 1`)
    ).rows.map((r) => r.name);
    const insert = (state: string, regions: string[], from: number, to: number) =>
      client.query(
        `insert into business_profiles (user_id, business_type, business_name, business_username, owner_names,
           business_city, business_state, business_region, business_zip_code, business_headline, owner_story,
           business_categories, business_identities, business_structure, is_published, onboarding_step,
           product_photos)
         select 'bench-owner', case when i % 2 = 0 then 'shop' else 'service' end, 'Bench Shop ' || i, 'bench-' || i,
           'Owner ' || i, 'Town', $1, ($2::text[])[1 + (i % cardinality($2::text[]))], '90012', 'Made nearby', 'A story.',
           '{candles}', '{women-owned,handcrafted}', 'just-me', true, 15, '{/media/product-photos/x/p.jpg}'
         from generate_series($3::int, $4::int) as i`,
        [state, regions, from, to],
      );
    const batch = 50_000;
    for (let i = 0; i < inState; i += batch)
      await insert('California', caRegions, i, Math.min(inState, i + batch) - 1);
    let n = inState;
    const perState = Math.ceil((total - inState) / others.length);
    for (const state of others) {
      const regions = await regionsOf(state);
      const end = Math.min(total, n + perState);
      for (let i = n; i < end; i += batch) await insert(state, regions, i, Math.min(end, i + batch) - 1);
      n = end;
    }
    await client.query('analyze business_profiles');
    return { inserted: total };
  } finally {
    await client.end();
  }
}
