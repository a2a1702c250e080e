// What the built web app was built from: a hash of its sources, written into dist/ at build time,
// so `npm start` rebuilds only when the sources changed (file times are lost by clones and copies).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const STAMP_FILE = '.build-stamp';
const SOURCES = [
  'src/web',
  'src/shared',
  'public',
  'index.html',
  'vite.config.ts',
  'vite-precompress.ts',
  'package.json',
];

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

export function webSourcesHash(root: string): string {
  const hash = createHash('sha256');
  const files = SOURCES.flatMap((path) => filesUnder(root, path)).sort();
  for (const file of files) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** The stamp a previous build wrote, or null when there is no build. */
export function builtStamp(distDir: string, mainFile = 'index.html'): string | null {
  const file = join(distDir, STAMP_FILE);
  return existsSync(join(distDir, mainFile)) && existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}
