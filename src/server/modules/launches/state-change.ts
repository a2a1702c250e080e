// The frame of a launch and a pause: lock the state's row, do nothing when it already is as asked
// (a second click, a retry), else flip it and let `act` do the rest in the same transaction. After
// the commit every process hears it on the change signal (ADR 034) and the mail worker is asked to start.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { states } from '../../db/schema/index.ts';
import type { MailDeps } from './launch-mail.ts';
import { type AdminStateRow, stateOverview } from './state-overview.service.ts';

export interface StateChange {
  state: AdminStateRow;
  /** False when the state already was as asked: nothing was done again. */
  changed: boolean;
  emailsQueued: number;
  /** Businesses made public again (launch) or taken off the market (pause). */
  businesses: number;
}

type Done = Omit<StateChange, 'state' | 'changed'>;

/** Null for an unknown state. */
export async function changeState(
  deps: MailDeps,
  slug: string,
  live: boolean,
  act: (tx: Db, state: typeof states.$inferSelect) => Promise<Done>,
): Promise<StateChange | null> {
  const outcome = await deps.db.transaction(async (tx) => {
    // The row lock makes a concurrent second click wait, then find the state already changed.
    const [state] = await tx.select().from(states).where(eq(states.slug, slug)).for('update');
    if (!state) return null;
    if (state.isLive === live) return { changed: false, emailsQueued: 0, businesses: 0 };
    await tx.update(states).set({ isLive: live }).where(eq(states.slug, slug));
    return { changed: true, ...(await act(tx, state)) };
  });
  if (!outcome) return null;
  if (outcome.changed) deps.mailer.kick?.();
  const [state] = await stateOverview(deps.db, slug);
  return { state, ...outcome };
}
