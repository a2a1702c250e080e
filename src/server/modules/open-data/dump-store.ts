// Where the dumps live: DATA_DIR/open-data/<build>/ holds one build's files and manifest.json, and
// current.json names the build being served. A new build is written beside the others and made
// current by renaming current.json into place, so a reader sees the old build or the new one, never
// half of one. The build before stays until the next one, for downloads under way; older ones go.
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type DumpManifest, dumpManifest } from '#shared/api/open-data.ts';

const CURRENT = 'current.json';

/** DATA_DIR/open-data: shared by the processes of one machine. */
export const openDataRoot = (dataDir: string) => join(resolve(dataDir), 'open-data');

export async function publishDump(root: string, build: string): Promise<void> {
  const previous = await currentBuild(root);
  const next = join(root, `${CURRENT}.${process.pid}.tmp`);
  await writeFile(next, JSON.stringify({ build }));
  await rename(next, join(root, CURRENT));
  const keep = new Set([build, previous]);
  for (const entry of await readdir(root, { withFileTypes: true }))
    if (entry.isDirectory() && !entry.name.startsWith('.') && !keep.has(entry.name))
      await rm(join(root, entry.name), { recursive: true, force: true });
}

async function currentBuild(root: string): Promise<string | null> {
  try {
    const { build } = JSON.parse(await readFile(join(root, CURRENT), 'utf8')) as { build: string };
    return typeof build === 'string' && /^[\w-]+$/.test(build) ? build : null;
  } catch {
    return null;
  }
}

export interface CurrentDump {
  dir: string;
  manifest: DumpManifest;
}

/** The dumps being served, read again only when current.json changes (another process may build). */
export function dumpReader(root: string) {
  let memo: { mtimeMs: number; dump: CurrentDump | null } | null = null;
  return async function current(): Promise<CurrentDump | null> {
    const mtimeMs = await stat(join(root, CURRENT)).then(
      (s) => s.mtimeMs,
      () => -1,
    );
    if (memo?.mtimeMs === mtimeMs) return memo.dump;
    const build = mtimeMs < 0 ? null : await currentBuild(root);
    const dump = build ? await readManifest(join(root, build)) : null;
    memo = { mtimeMs, dump };
    return dump;
  };
}

async function readManifest(dir: string): Promise<CurrentDump | null> {
  try {
    const manifest = dumpManifest.parse(JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')));
    return { dir, manifest };
  } catch {
    return null;
  }
}
