// A new embedded database gets the demo marketplace unless SEED_DEMO=0 (docs/product.md §19);
// a DATABASE_URL database is seeded only by `npm run seed:demo`.
import { sql } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import { seedDemo } from './demo.ts';

export async function maybeSeedDemo(deps: Deps, { embedded }: { embedded: boolean }) {
  const wanted = deps.env.SEED_DEMO ?? embedded;
  if (!wanted || !embedded) return;
  const result = await deps.db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
  if (Number((result as unknown as { rows: { n: number }[] }).rows[0].n) > 0) return;
  const summary = await seedDemo(deps);
  deps.logger.info(summary, 'demo marketplace seeded');
}
