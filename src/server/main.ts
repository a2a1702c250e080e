// Entry: parse env, then serve in this process (run-server.ts), or, with WORKERS > 1, supervise that
// many processes serving the same PORT (workers.ts; each worker runs this file again).
import cluster from 'node:cluster';
import { heldMessage, tryLockDataDir } from './db/data-dir-lock.ts';
import { parseEnv } from './env.ts';

let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv(process.env);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

const started = performance.now();
// One writer for the embedded database (ADR 015), checked before the rest of the app loads: a second
// process on a held DATA_DIR stops at once with one line saying who holds it and what to do.
const lock = env.DATABASE_URL ? undefined : tryLockDataDir(env.DATA_DIR);
if (!env.DATABASE_URL && !lock) {
  console.error(heldMessage(env.DATA_DIR));
  process.exit(1);
}

if (env.WORKERS > 1 && cluster.isPrimary) {
  const { superviseWorkers } = await import('./workers.ts');
  await superviseWorkers(env);
} else {
  const { runServer } = await import('./run-server.ts');
  // A worker's primary has migrated already: N workers must not race the same migrations.
  await runServer(env, { lock, started, migrate: cluster.isPrimary });
}
