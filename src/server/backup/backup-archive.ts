// The backup file: one tar holding `manifest.json`, `db.tar.gz` (the embedded database's snapshot),
// `auth-secret` (the generated signing secret; absent when AUTH_SECRET is set) and `media/` (local
// uploads; absent when media live in S3). Plain tar: both large parts are compressed.
import { existsSync } from 'node:fs';
import { link, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import * as tar from 'tar';
import { AUTH_SECRET_FILE } from '../lib/auth-secret.ts';

export const BACKUP_FORMAT = 'locals-market-backup/1';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  media: 'local' | 's3';
  /** 'file': the backup holds DATA_DIR/auth-secret; 'env': AUTH_SECRET signed; absent: an older backup. */
  authSecret?: 'file' | 'env';
}

async function filesUnder(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * Hard-links every media file into the staging folder (a copy of the name, not the bytes: instant,
 * and the bytes stay even if the original is deleted meanwhile). Already linked files are skipped,
 * so a second pass adds only what arrived since the first.
 */
export async function linkMedia(mediaRoot: string, stagingMedia: string): Promise<number> {
  let added = 0;
  for (const file of await filesUnder(mediaRoot)) {
    const target = join(stagingMedia, relative(mediaRoot, file));
    if (existsSync(target)) continue;
    await mkdir(dirname(target), { recursive: true });
    await link(file, target).catch(async (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return; // deleted since it was listed: not part of this backup
      throw err;
    });
    added += 1;
  }
  return added;
}

export async function newStaging(parent: string): Promise<string> {
  await mkdir(parent, { recursive: true });
  return mkdtemp(join(parent, '.staging-'));
}

export async function writeArchive(staging: string, manifest: BackupManifest, snapshot: Blob, file: string) {
  await writeFile(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
  await writeFile(join(staging, 'db.tar.gz'), new Uint8Array(await snapshot.arrayBuffer()));
  const optional = [AUTH_SECRET_FILE, 'media'].filter((part) => existsSync(join(staging, part)));
  await mkdir(dirname(file), { recursive: true });
  // Written aside and renamed: a backup file that exists is a whole one. Readable by its owner only:
  // it holds password hashes and the signing secret (a leftover partial may have another mode).
  await rm(`${file}.partial`, { force: true });
  await tar.create({ cwd: staging, file: `${file}.partial`, portable: true, mode: 0o600 }, [
    'manifest.json',
    'db.tar.gz',
    ...optional,
  ]);
  await rename(`${file}.partial`, file);
}

export async function extractArchive(file: string, into: string): Promise<BackupManifest> {
  await mkdir(into, { recursive: true });
  await tar.extract({ file, cwd: into, strict: true });
  const manifest = JSON.parse(await readFile(join(into, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`${file} is not a Locals Market backup.`);
  return manifest;
}

export const removeStaging = (staging: string) => rm(staging, { recursive: true, force: true });
