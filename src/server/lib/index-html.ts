// The built SPA's index.html, read once (and again after a failed read, e.g. before the first build).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export function indexHtmlLoader(webRoot: string): () => Promise<string> {
  let cached: Promise<string> | undefined;
  return () => {
    cached ??= readFile(join(webRoot, 'index.html'), 'utf8').catch((err) => {
      cached = undefined;
      throw err;
    });
    return cached;
  };
}
