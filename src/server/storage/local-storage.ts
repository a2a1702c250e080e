// Local disk under DATA_DIR/media, served by the app at /media/*.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { assertSafeKey, type Storage } from './storage.ts';

export const MEDIA_PREFIX = '/media/';

export function localStorage(root: string): Storage {
  const fileFor = (key: string) => {
    assertSafeKey(key);
    return join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileFor(key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, body);
      return `${MEDIA_PREFIX}${key}`;
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
    async list(prefix, limit = 1000) {
      const dir = join(root, prefix);
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((e) => e.isFile())
        .map((e) => relative(root, join(e.parentPath, e.name)).split('\\').join('/'))
        .slice(0, limit);
    },
    publicUrl: (key) => `${MEDIA_PREFIX}${key}`,
    keyFromUrl: (url) => (url.startsWith(MEDIA_PREFIX) ? url.slice(MEDIA_PREFIX.length) : null),
  };
}
