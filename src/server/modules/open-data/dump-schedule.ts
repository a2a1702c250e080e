// The dumps are rebuilt daily by one process (ADR 039): every process looks each hour (and soon
// after it starts) whether the current dump is a day old or missing, and the one that takes the
// advisory lock writes it; the others find the lock taken and skip.
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Logger } from '../../lib/logger.ts';
import { writeDumps } from './dump-build.ts';
import { dumpReader, openDataRoot } from './dump-store.ts';
import { writeDumpsApart } from './dump-worker.ts';

const HOUR = 3_600_000;
export const DUMP_EVERY_MS = 24 * HOUR;
/** After a start, so a fresh server (its demo seeded) soon has dumps, and the start itself stays light. */
const FIRST_LOOK_MS = 5_000;

export interface DumpDeps {
  db: Db;
  env: Pick<Env, 'DATA_DIR' | 'PUBLIC_URL' | 'DATABASE_URL'>;
  logger: Logger;
}

/** Writes the dumps when they are missing or a day old; what was done. */
export async function refreshDumps(deps: DumpDeps, now = new Date()) {
  const root = openDataRoot(deps.env.DATA_DIR);
  const current = await dumpReader(root)();
  const age = current ? now.getTime() - Date.parse(current.manifest.generated_at) : Number.POSITIVE_INFINITY;
  if (age < DUMP_EVERY_MS) return 'fresh' as const;
  const t0 = performance.now();
  const manifest = await dumpsNow(deps, now);
  if (!manifest) return 'locked' as const;
  deps.logger.info(
    { businesses: manifest.count, ms: Math.round(performance.now() - t0) },
    'open data dumps written',
  );
  return 'written' as const;
}

/** Writes the dumps now: apart in a worker on PostgreSQL, here on the embedded database; null without the lock. */
export function dumpsNow({ db, env }: Pick<DumpDeps, 'db' | 'env'>, now = new Date()) {
  const opts = { root: openDataRoot(env.DATA_DIR), origin: env.PUBLIC_URL, now };
  return env.DATABASE_URL ? writeDumpsApart(env.DATABASE_URL, opts) : writeDumps(db, opts);
}

export function startDumpSchedule(deps: DumpDeps) {
  const look = () => {
    refreshDumps(deps).catch((err) => deps.logger.warn({ err: String(err) }, 'open data dumps failed'));
  };
  const first = setTimeout(look, FIRST_LOOK_MS);
  const timer = setInterval(look, HOUR);
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
