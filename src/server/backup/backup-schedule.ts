// Scheduled backups by the holder of the embedded database: every BACKUP_INTERVAL into
// DATA_DIR/backups (or the S3 bucket's backups/ prefix when media live there), keeping the newest
// BACKUP_KEEP. The first one is taken one interval after start, not at every restart.
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../lib/logger.ts';
import type { Storage } from '../storage/storage.ts';
import { type BackupSource, backupsDirOf, takeBackup } from './take-backup.ts';

const NAME = /^locals-\d{8}T\d{6}Z(-[a-f0-9]+)?\.tar$/;
const S3_PREFIX = 'backups/';

/** `locals-20261125T163000Z.tar`: names sort by time. */
export function backupName(now = new Date(), suffix = ''): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `locals-${stamp}${suffix}.tar`;
}

/** Deletes all but the newest `keep` backups in DATA_DIR/backups. */
export async function pruneLocal(dataDir: string, keep: number): Promise<string[]> {
  const dir = backupsDirOf(dataDir);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => NAME.test(n)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  await Promise.all(old.map((n) => rm(join(dir, n), { force: true })));
  return old;
}

async function pruneS3(storage: Storage, keep: number) {
  const keys = (await storage.list(S3_PREFIX)).filter((k) => NAME.test(k.slice(S3_PREFIX.length))).sort();
  for (const key of keys.slice(0, Math.max(0, keys.length - keep))) await storage.delete(key);
}

export interface ScheduleOptions {
  intervalMs: number;
  keep: number;
  /** Set when media (and so backups) go to S3. */
  s3?: Storage;
  logger: Logger;
}

/** One scheduled backup: written locally, then moved to S3 when it is configured. */
export async function scheduledBackup(source: BackupSource, opts: ScheduleOptions, now = new Date()) {
  // On S3 an unguessable suffix: keep the bucket's backups/ prefix private all the same (README).
  const name = backupName(now, opts.s3 ? `-${randomBytes(12).toString('hex')}` : '');
  const result = await takeBackup(source, join(backupsDirOf(source.dataDir), name));
  if (opts.s3) {
    await opts.s3.put(`${S3_PREFIX}${name}`, await readFile(result.file), 'application/x-tar');
    await rm(result.file, { force: true });
    await pruneS3(opts.s3, opts.keep);
  } else {
    await pruneLocal(source.dataDir, opts.keep);
  }
  opts.logger.info({ bytes: result.bytes, ms: result.ms, s3: Boolean(opts.s3) }, 'backup written');
  return result;
}

export function startBackupSchedule(source: BackupSource, opts: ScheduleOptions) {
  if (opts.intervalMs === 0) return { stop: async () => {} };
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = scheduledBackup(source, opts).catch((err) =>
      opts.logger.error({ err: (err as Error).message }, 'backup failed'),
    );
  }, opts.intervalMs);
  timer.unref();
  return {
    /** Stops the schedule and waits for a backup being written. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
