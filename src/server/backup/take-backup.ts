// A consistent backup of the embedded database and the local media, taken by the process that holds
// them (ADR 015): media linked, database snapshot, media linked again. Every file a row of the
// snapshot names is in the backup: files are stored before their rows, and a file deleted after
// the first pass was already linked by it. The secret the app generated and signs with goes too:
// without it a restore would sign everyone out and void every link mailed before the backup.
import { copyFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Deps } from '../context.ts';
import type { Database } from '../db/client.ts';
import { AUTH_SECRET_FILE, generatedSecretFile } from '../lib/auth-secret.ts';
import { BACKUP_FORMAT, linkMedia, newStaging, removeStaging, writeArchive } from './backup-archive.ts';

export interface BackupSource {
  database: Database;
  dataDir: string;
  /** The local media folder, or undefined when media live in S3 (the bucket keeps them). */
  mediaRoot: string | undefined;
  /** DATA_DIR/auth-secret, or undefined when AUTH_SECRET is set (the deployment keeps that one). */
  authSecretFile: string | undefined;
}

/** What the holder of the embedded database backs up: its media unless they live in S3. */
export const backupSourceOf = (
  { env, mediaRoot }: Pick<Deps, 'env' | 'mediaRoot'>,
  database: Database,
): BackupSource => ({
  database,
  dataDir: env.DATA_DIR,
  mediaRoot: env.S3_BUCKET ? undefined : mediaRoot,
  authSecretFile: generatedSecretFile(env),
});

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
}

export const backupsDirOf = (dataDir: string) => join(resolve(dataDir), 'backups');

export async function takeBackup(source: BackupSource, file: string): Promise<BackupResult> {
  const { snapshot } = source.database;
  if (!snapshot)
    throw new Error(
      'Backups here are of the embedded database; for PostgreSQL use pg_dump (see the README, Deploy).',
    );
  const started = performance.now();
  const staging = await newStaging(backupsDirOf(source.dataDir));
  try {
    const stagedMedia = join(staging, 'media');
    if (source.mediaRoot) await linkMedia(source.mediaRoot, stagedMedia);
    const db = await snapshot();
    if (source.mediaRoot) await linkMedia(source.mediaRoot, stagedMedia);
    // A copy, not a link: the staging folder is the owner's alone (mkdtemp's 0700).
    if (source.authSecretFile) await copyFile(source.authSecretFile, join(staging, AUTH_SECRET_FILE));
    const manifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      media: source.mediaRoot ? 'local' : 's3',
      authSecret: source.authSecretFile ? 'file' : 'env',
    } as const;
    await writeArchive(staging, manifest, db, file);
  } finally {
    await removeStaging(staging);
  }
  return { file, bytes: (await stat(file)).size, ms: Math.round(performance.now() - started) };
}
