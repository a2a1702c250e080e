// The floor the market endpoint is compared with (docs/product.md §20): a bare Hono server that runs
// the market's first-page SQL as a prepared statement on a pg pool and answers its rows as JSON,
// with nothing else (no session, logging, ETag, validation or headers).
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const MARKET_SQL = `select business_id, business_username, business_name, business_type, business_city,
  business_state, business_region, business_categories, business_identities, business_structure,
  business_logo_url, product_photos, shuffle_key from business_profiles
  where is_published = true and business_state = $1 and shuffle_key >= $2
  order by shuffle_key, business_id limit 7`;

const app = new Hono().get('/market', async (c) => {
  const start = Math.floor(Math.random() * 2147483647);
  const { rows } = await pool.query({ name: 'market', text: MARKET_SQL, values: ['California', start] });
  return c.json({ items: rows.slice(0, 6), nextCursor: rows.length > 6 ? 'next' : null });
});

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3920), hostname: '127.0.0.1' });
