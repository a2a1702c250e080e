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
  ['/api', '/media', '/map', '/healthz', '/readyz', '/sitemap.xml', '/robots.txt'].map((prefix) => [
    prefix,
    backend,
  ]),
);

/** What the first paint needs, fetched with the HTML: the two fonts and the home page's hero. */
function preloadFirstPaint(): Plugin {
  return {
    name: 'locals:preload-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        // The home hero's first panel is the page's largest paint: fetch it with the HTML.
        const hero = Object.values(bundle).find(
          (item) => item.type === 'asset' && /panel-potter-[\w-]+\.svg$/.test(item.fileName),
        );
        // Text is set in these two faces: fetched with the HTML so they can be used on first paint.
        const fonts = Object.values(bundle).filter(
          (item) =>
            item.type === 'asset' && /(fraunces|inter)-latin-wght-normal-[\w-]+\.woff2$/.test(item.fileName),
        );
        const tags = [
          ...fonts.map((font) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              href: `/${font.fileName}`,
            },
            injectTo: 'head' as const,
          })),
          ...(hero
            ? [
                {
                  tag: 'link',
                  // Only the home page shows it: the server drops this link from other pages.
                  attrs: {
                    rel: 'preload',
                    as: 'image',
                    href: `/${hero.fileName}`,
                    fetchpriority: 'high',
                    'data-page': '/',
                  },
                  injectTo: 'head' as const,
                },
              ]
            : []),
        ];
        // A server-rendered page is readable before its script runs: scripts load after the
        // stylesheet, fonts and images the first paint needs, not alongside them.
        return {
          html: html
            .replace(
              /<script type="module" crossorigin/g,
              '<script type="module" fetchpriority="low" crossorigin',
            )
            .replace(
              /<link rel="modulepreload" crossorigin/g,
              '<link rel="modulepreload" fetchpriority="low" crossorigin',
            ),
          tags: tags.map((t) =>
            t.attrs.rel === 'modulepreload' ? { ...t, attrs: { ...t.attrs, fetchpriority: 'low' } } : t,
          ),
        };
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

/**
 * The islands' small shared parts as a few chunks rather than dozens of sub-kilobyte files: each
 * file a page fetches costs its own compression and request (docs/decisions/041). Each group holds
 * only our own modules, with no side effects at load (an icon is made as its module loads, from
 * React's: grouped apart from React, lucide's modules ran before it), and none imports the router,
 * the query cache or zod.
 */
const ISLAND_CHUNKS = [
  // What every island page uses: a button, an icon, a date or a count.
  {
    name: 'islands-kit',
    priority: 30,
    test: /src\/web\/(components\/ui\/(button|button-styles|slot|spinner)|lib\/(cn|use-hydrated))\.tsx?$|src\/shared\/(display\/format\.ts|catalogues\/states\.(ts|json)|i18n\/numbers\.ts)$/,
  },
  // A list of business cards that pages on: the market's grid and the search's.
  {
    name: 'card-list',
    priority: 20,
    test: /src\/web\/(lib\/(api|app-navigation|use-more-pages|use-on-reach|use-delayed-load-more)\.ts|config\/paths\.ts|components\/ui\/(button-link|app-link|skeleton|skeleton-pills|card|pill)\.tsx|components\/business\/(business-card|business-grid|card-media|chip-list|business-image-placeholder)\.tsx|components\/business-card-skeleton\.tsx)$|src\/shared\/(display\/chips|catalogues\/(tag-names|structures)|recommendations\/recommended-label)\.ts$|lucide-react\/dist\/esm\/icons\/store\.mjs$/,
  },
  // The search's filter forms, beside the results and in the phone's sheet.
  {
    name: 'search-filters',
    priority: 10,
    test: /src\/web\/features\/search\/(components\/(filter-panel|facet-checklist|facet-select|filter-fieldset|near-me-fields|rate-fields|type-choice|search-filters|sheet-filters|search-grid)|lib\/(apply-search|search-params|use-form-reset-key)|api\/(search-page|get-nearest-zip))\.tsx?$|src\/web\/components\/ui\/(input|select|control-styles|field-context)\.tsx?$|src\/shared\/search\/(search-messages|search-limits|bbox)\.ts$|lucide-react\/dist\/esm\/icons\/locate-fixed\.mjs$/,
  },
  // A Spanish page's island messages (src/web/islands/messages/es/, loaded only in Spanish) in a
  // few chunks by the islands that draw them, rather than a file per source file; with the code
  // that draws them (translator.ts, which English pages never load).
  {
    name: 'es-kit',
    priority: 9,
    test: /src\/shared\/i18n\/translator\.ts$|islands\/messages\/es(\.ts|\/src-(web-components-ui-(button|spinner)|web-lib-api|shared-catalogues-states|web-features-marketplace-components-region-pills)\.ts)$/,
  },
  {
    name: 'es-card-list',
    priority: 8,
    test: /islands\/messages\/es\/src-(web-components-business-(business-card|business-grid|business-image-placeholder|chip-list)|shared-catalogues-(structures|tag-names)|shared-recommendations-recommended-label|web-features-search-components-search-grid)\.ts$/,
  },
  {
    name: 'es-search-filters',
    priority: 7,
    test: /islands\/messages\/es\/src-(web-features-search-components-[\w-]+|shared-search-search-messages)\.ts$/,
  },
  {
    name: 'es-profile',
    priority: 6,
    test: /islands\/messages\/es\/src-(web-components-business-[\w-]+|shared-hours-[\w-]+|shared-catalogues-contact-options|web-lib-share-link|web-features-marketplace-components-[\w-]+)\.ts$/,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), preloadFirstPaint(), precompress(), buildStamp()],
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
    // The server renderer is one process's modules: no need to group them.
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            output: { codeSplitting: { includeDependenciesRecursively: false, groups: ISLAND_CHUNKS } },
          },
        }),
    modulePreload: {
      // The map's own code (results-map.tsx) is fetched when the map is opened; listing its
      // dependencies for preloading would put that list in every results page's first load, and the
      // page has already loaded nearly all of them.
      resolveDependencies: (filename, deps) => (filename.includes('results-map') ? [] : deps),
    },
  },
}));
