// Page views are counted in memory and written as one batched upsert every few seconds, so a busy
// business page costs no write per request. Only a per-day number is kept: no visitor data.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export const VIEW_FLUSH_MS = 5_000;

export interface ViewCounter {
  record(businessId: string): void;
  /** Writes pending counts now (insights call it so an owner sees their latest numbers). */
  flush(): Promise<void>;
  /** Views counted and not yet written (for /metrics). */
  pending(): number;
  stop(): Promise<void>;
}

const today = () => new Date().toISOString().slice(0, 10);

export function createViewCounter(db: Db, onError: (err: Error) => void): ViewCounter {
  let pending = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();

  const write = async (batch: Map<string, number>, day: string) => {
    if (!batch.size) return;
    const ids = sql.param([...batch.keys()]);
    const counts = sql.param([...batch.values()]);
    // The join skips businesses deleted since the view, instead of failing the whole batch.
    await db.execute(sql`
      insert into business_page_views (business_id, day, views)
      select v.business_id, ${day}::date, v.views
      from unnest(${ids}::uuid[], ${counts}::int[]) as v(business_id, views)
      join business_profiles b on b.business_id = v.business_id
      on conflict (business_id, day) do update set views = business_page_views.views + excluded.views`);
  };

  const flush = () => {
    const batch = pending;
    pending = new Map();
    writing = writing
      .then(() => write(batch, today()))
      .catch((err: Error) => {
        // Back into the next batch: a database outage delays these counts instead of losing them.
        for (const [id, views] of batch) pending.set(id, (pending.get(id) ?? 0) + views);
        onError(err);
      });
    return writing;
  };
  const timer = setInterval(() => void flush(), VIEW_FLUSH_MS);
  timer.unref();

  return {
    record(businessId) {
      pending.set(businessId, (pending.get(businessId) ?? 0) + 1);
    },
    flush,
    pending() {
      let total = 0;
      for (const views of pending.values()) total += views;
      return total;
    },
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
