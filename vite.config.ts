// Builds the SPA into dist/ (served by the Hono process); in dev, proxies the API to it.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { STAMP_FILE, webSourcesHash } from './scripts/tasks/web-build-stamp.ts';
import { precompress } from './vite-precompress.ts';

// `npm run dev` runs the API server on its own port and sets API_ORIGIN for the proxy.
const backend = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';
const proxy = Object.fromEntries(
  ['/api', '/media', '/healthz', '/readyz', '/sitemap.xml', '/robots.txt'].map((prefix) => [prefix, backend]),
);

/** Route modules every first visit needs: preloaded from index.html so they download with the entry. */
const PRELOAD_ROUTES = ['src/web/app/routes/root-layout.tsx', 'src/web/app/routes/home.tsx'];

function preloadRouteChunks(): Plugin {
  return {
    name: 'locals:preload-route-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const skip = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const files = new Set<string>();
        const add = (fileName: string) => {
          if (skip.has(fileName) || files.has(fileName)) return;
          files.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') for (const dep of chunk.imports) add(dep);
        };
        for (const chunk of chunks) {
          if (PRELOAD_ROUTES.some((route) => chunk.facadeModuleId?.endsWith(route))) add(chunk.fileName);
        }
        // The home hero's first panel is the page's largest paint: fetch it with the HTML.
        const hero = Object.values(bundle).find(
          (item) => item.type === 'asset' && /panel-potter-[\w-]+\.svg$/.test(item.fileName),
        );
        return [
          ...[...files].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...(hero
            ? [
                {
                  tag: 'link',
                  attrs: { rel: 'preload', as: 'image', href: `/${hero.fileName}`, fetchpriority: 'high' },
                  injectTo: 'head' as const,
                },
              ]
            : []),
        ];
      },
    },
  };
}

/** Records what the build was made from, so `npm start` knows whether it is current. */
function buildStamp(): Plugin {
  let root = '.';
  let outDir = 'dist';
  return {
    name: 'locals:build-stamp',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    closeBundle() {
      writeFileSync(resolve(root, outDir, STAMP_FILE), webSourcesHash(root));
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadRouteChunks(), precompress(), buildStamp()],
  server: { proxy },
  // The server renderer is one self-contained file tree: a production install has no React.
  ssr: { noExternal: true },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Keep every asset a cacheable file (no base64 blobs inside route chunks).
    assetsInlineLimit: 0,
  },
});
