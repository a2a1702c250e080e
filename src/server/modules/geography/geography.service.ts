// Places: a zip's city, state and region; the states; a state's regions in their display order.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { regions, states, usZips, zipPlaceColumns } from '../../db/schema/index.ts';

export async function placeOfZip(db: Db, zip: string) {
  const [row] = await db
    .select({
      ...zipPlaceColumns,
      stateSlug: states.slug,
      isLive: states.isLive,
    })
    .from(usZips)
    .innerJoin(states, eq(states.name, usZips.state))
    .where(eq(usZips.zip, zip))
    .limit(1);
  return row ?? null;
}

/** The state and its regions, or null for an unknown slug. */
export async function stateWithRegions(db: Db, slug: string) {
  const [state] = await db.select().from(states).where(eq(states.slug, slug)).limit(1);
  if (!state) return null;
  const rows = await db
    .select({ slug: regions.slug, name: regions.name })
    .from(regions)
    .where(eq(regions.stateSlug, slug))
    .orderBy(asc(regions.position));
  return { state, regions: rows };
}
