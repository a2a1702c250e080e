// Restores a backup into DATA_DIR: refuses one that holds a database or media unless forced, and
// never one a running process holds (the caller holds DATA_DIR's lock while this runs).
import { existsSync, readdirSync } from 'node:fs';
import { chmod, readFile, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadPgliteSnapshot } from '../db/client.ts';
import { AUTH_SECRET_FILE } from '../lib/auth-secret.ts';
import { type BackupManifest, extractArchive, newStaging, removeStaging } from './backup-archive.ts';
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

export async function restoreBackup(
  file: string,
  dataDir: string,
  opts: { force: boolean },
): Promise<BackupManifest> {
  if (!existsSync(file)) throw new RestoreRefused(`No backup file at ${file}.`);
  if (holdsData(dataDir) && !opts.force)
    throw new RestoreRefused(
      `${resolve(dataDir)} already holds a database or media: restore into an empty DATA_DIR, or add --force to replace them.`,
    );
  const staging = await newStaging(backupsDirOf(dataDir));
  try {
    const manifest = await extractArchive(file, staging);
    // Loaded beside the live folder first: a failed load leaves what was there untouched.
    await loadPgliteSnapshot(join(staging, 'db'), new Blob([await readFile(join(staging, 'db.tar.gz'))]));
    for (const part of RESTORED_PARTS) {
      const target = join(resolve(dataDir), part);
      await rm(target, { recursive: true, force: true });
      if (existsSync(join(staging, part))) await rename(join(staging, part), target);
    }
    // The secret the restored sessions and mailed links were signed with: readable by its owner only.
    const secret = join(staging, AUTH_SECRET_FILE);
    if (existsSync(secret)) {
      await chmod(secret, 0o600);
      await rename(secret, join(resolve(dataDir), AUTH_SECRET_FILE));
    }
    return manifest;
  } finally {
    await removeStaging(staging);
  }
}

/**
 * A line for the operator when sessions and links from before the backup will not be honoured as
 * restored: the backup holds no secret (AUTH_SECRET signed them, or an older backup), or AUTH_SECRET
 * is set here and overrides the secret it restored.
 */
export function secretNote(manifest: BackupManifest, authSecretSet: boolean): string | undefined {
  if (manifest.authSecret === 'env')
    return 'The backup was taken with AUTH_SECRET set and does not hold it: start with that same AUTH_SECRET, or sessions and emailed links from before the backup are refused.';
  if (!manifest.authSecret)
    return 'The backup holds no signing secret (an older backup): sessions and emailed links from before it are refused.';
  if (authSecretSet)
    return `AUTH_SECRET is set here and overrides the restored ${AUTH_SECRET_FILE}: sessions and emailed links from before the backup are honoured only with AUTH_SECRET unset or set to that file's contents.`;
  return undefined;
}
