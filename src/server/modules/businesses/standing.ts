// Where one business stands for its owner (src/shared/display/standing.ts): live, a draft never
// published, hidden by its owner, hidden by the marketplace team, or off the market with its state.
import { eq } from 'drizzle-orm';
import { businessStanding, type Standing } from '#shared/display/standing.ts';
import type { Db } from '../../db/client.ts';
import { pausedBusinesses } from '../../db/schema/index.ts';
import type { BusinessRow } from './owned-business.ts';

export async function standingOf(
  db: Db,
  row: Pick<BusinessRow, 'businessId' | 'isPublished' | 'termsAcceptedAt'>,
  hiddenByTeam: boolean,
): Promise<Standing> {
  const paused = row.isPublished
    ? []
    : await db
        .select({ id: pausedBusinesses.businessId })
        .from(pausedBusinesses)
        .where(eq(pausedBusinesses.businessId, row.businessId))
        .limit(1);
  return businessStanding({
    isPublished: row.isPublished,
    termsAcceptedAt: row.termsAcceptedAt,
    hiddenByTeam,
    pausedWithState: paused.length > 0,
  });
}
