// The files the repo rules read: sources under a folder, without installed packages.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export function sourceFiles(dir: string, extensions = /\.(ts|tsx|js|mjs|css)$/): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && extensions.test(e.name) && !e.parentPath.includes('node_modules'))
    .map((e) => join(e.parentPath, e.name));
}
