// Builds the SPA into dist/ (served by the Hono process); in dev, proxies the API to it.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './vite-precompress.ts';

const backend = 'http://127.0.0.1:3000';
const proxy = Object.fromEntries(['/api', '/media', '/healthz'].map((prefix) => [prefix, backend]));

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

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadRouteChunks(), precompress()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Keep every asset a cacheable file (no base64 blobs inside route chunks).
    assetsInlineLimit: 0,
  },
});
