// Where an alert points, checked against the geography tables: a state (by slug) and one of its
// regions (by slug, stored by name, as businesses carry it), or a ZIP code we know with a radius.
import { and, eq } from 'drizzle-orm';
import { ALERT_MSG, alertPlaceLabel, DEFAULT_ALERT_RADIUS } from '#shared/alerts/alert-limits.ts';
import type { AlertBody } from '#shared/alerts/alert-rules.ts';
import type { Db } from '../../db/client.ts';
import { type areaAlerts, regions, states, usZips } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';

export interface AlertPlace {
  state: string;
  stateName: string;
  region: string | null;
  zipCode: string | null;
  radiusMiles: number | null;
}

const refuse = (field: string, message: string) =>
  new ApiError(400, 'invalid_input', message, { fields: { [field]: message } });

export async function resolvePlace(db: Db, body: AlertBody): Promise<AlertPlace> {
  if (body.zipCode) {
    const [zip] = await db
      .select({ slug: states.slug, name: states.name, lat: usZips.latitude })
      .from(usZips)
      .innerJoin(states, eq(states.name, usZips.state))
      .where(eq(usZips.zip, body.zipCode))
      .limit(1);
    // A ZIP code without a centroid cannot be measured from: it is as unknown as a missing one.
    if (!zip || zip.lat === null) throw refuse('zipCode', ALERT_MSG.unknownZip);
    return {
      state: zip.slug,
      stateName: zip.name,
      region: null,
      zipCode: body.zipCode,
      radiusMiles: body.radiusMiles ? Number(body.radiusMiles) : DEFAULT_ALERT_RADIUS,
    };
  }
  const [state] = await db
    .select({ slug: states.slug, name: states.name })
    .from(states)
    .where(eq(states.slug, body.state ?? ''))
    .limit(1);
  if (!state) throw refuse('state', ALERT_MSG.unknownState);
  let region: string | null = null;
  if (body.region) {
    const [row] = await db
      .select({ name: regions.name })
      .from(regions)
      .where(and(eq(regions.stateSlug, state.slug), eq(regions.slug, body.region)))
      .limit(1);
    if (!row) throw refuse('region', ALERT_MSG.unknownRegion);
    region = row.name;
  }
  return { state: state.slug, stateName: state.name, region, zipCode: null, radiusMiles: null };
}

/** An alert as the API answers it. */
export function toAreaAlert(row: typeof areaAlerts.$inferSelect, stateName: string) {
  return {
    id: row.id,
    state: row.state,
    stateName,
    region: row.region,
    zipCode: row.zipCode,
    radiusMiles: row.radiusMiles,
    label: alertPlaceLabel({ ...row, stateName }),
    createdAt: row.createdAt.toISOString(),
  };
}
