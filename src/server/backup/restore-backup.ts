// Restores a backup into DATA_DIR: refuses one that holds a database or media unless forced, and
// never one a running process holds (the caller holds DATA_DIR's lock while this runs).
import { existsSync, readdirSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadPgliteSnapshot } from '../db/client.ts';
import { extractArchive, newStaging, removeStaging } from './backup-archive.ts';
import { backupsDirOf } from './take-backup.ts';

const RESTORED_PARTS = ['db', 'media'] as const;

/** Whether DATA_DIR already holds a database or uploaded media (what a restore would replace). */
export function holdsData(dataDir: string): boolean {
  return RESTORED_PARTS.some((part) => {
    const path = join(resolve(dataDir), part);
    return existsSync(path) && readdirSync(path).length > 0;
  });
}

export class RestoreRefused extends Error {}

export async function restoreBackup(file: string, dataDir: string, opts: { force: boolean }) {
  if (!existsSync(file)) throw new RestoreRefused(`No backup file at ${file}.`);
  if (holdsData(dataDir) && !opts.force)
    throw new RestoreRefused(
      `${resolve(dataDir)} already holds a database or media: restore into an empty DATA_DIR, or add --force to replace them.`,
    );
  const staging = await newStaging(backupsDirOf(dataDir));
  try {
    await extractArchive(file, staging);
    // Loaded beside the live folder first: a failed load leaves what was there untouched.
    await loadPgliteSnapshot(join(staging, 'db'), new Blob([await readFile(join(staging, 'db.tar.gz'))]));
    for (const part of RESTORED_PARTS) {
      const target = join(resolve(dataDir), part);
      await rm(target, { recursive: true, force: true });
      if (existsSync(join(staging, part))) await rename(join(staging, part), target);
    }
  } finally {
    await removeStaging(staging);
  }
}
