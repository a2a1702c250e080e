// The web app's server renderer (built by `npm run build` beside the web build, in <webRoot>-ssr).
// Without it (npm run dev, server tests) pages are served as the client-rendered shell.
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApiCall, RenderOutcome } from '#shared/html/page-render.ts';
import type { PublicConfig } from '#shared/types/public-config.ts';

export interface PageRenderer {
  render(request: Request, api: ApiCall, config: PublicConfig): Promise<RenderOutcome>;
}

export const ssrEntryPath = (webRoot: string) =>
  join(dirname(webRoot), `${basename(webRoot)}-ssr`, 'entry-server.js');

/** Loads the renderer once; null when there is no server build. */
export function pageRendererLoader(webRoot: string): () => Promise<PageRenderer | null> {
  let loaded: Promise<PageRenderer | null> | undefined;
  return () => {
    loaded ??= (async () => {
      const entry = ssrEntryPath(webRoot);
      if (!existsSync(entry)) return null;
      return (await import(pathToFileURL(entry).href)) as PageRenderer;
    })();
    return loaded;
  };
}
