// The dumps written in a worker thread of their own (ADR 039): on PostgreSQL the build opens its own
// connection, and its heap is small and bounded (resourceLimits), so a server writing a million rows
// grows by tens of megabytes, not by what V8 would keep for a busy main thread. The embedded
// database has one connection in one thread: there the build runs in the caller (dump-build.ts).
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { DumpManifest } from '#shared/api/open-data.ts';
import { openDatabase } from '../../db/client.ts';
import { type DumpOptions, writeDumps } from './dump-build.ts';

interface Job {
  url: string;
  opts: DumpOptions;
}

/** Heap limits of the build's thread: its rows are a batch at a time, its strings short-lived. */
const LIMITS = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 128 };

/** Writes the dumps from a worker thread on the PostgreSQL database at `url`; null without the lock. */
export function writeDumpsApart(url: string, opts: DumpOptions): Promise<DumpManifest | null> {
  return new Promise((resolve, reject) => {
    const job: Job = { url, opts };
    const worker = new Worker(new URL(import.meta.url), { workerData: job, resourceLimits: LIMITS });
    let answer: { manifest: DumpManifest | null } | { error: string } | undefined;
    worker.once('message', (m) => {
      answer = m;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (answer && 'error' in answer) reject(new Error(answer.error));
      else if (answer) resolve(answer.manifest);
      else reject(new Error(`the dump's worker exited (${code}) without an answer`));
    });
  });
}

async function runJob({ url, opts }: Job) {
  const database = openDatabase({ url });
  try {
    const manifest = await writeDumps(database.db, {
      ...opts,
      now: opts.now ? new Date(opts.now) : undefined,
    });
    parentPort?.postMessage({ manifest });
  } catch (err) {
    parentPort?.postMessage({ error: err instanceof Error ? err.message : String(err) });
  } finally {
    await database.close();
  }
}

if (!isMainThread && parentPort && (workerData as Job | undefined)?.url) await runJob(workerData as Job);
