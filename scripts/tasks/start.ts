// `npm start`: build the web app when dist/ is missing or was built from other sources, then serve.
// A production install (`npm ci --omit=dev`) has no Vite: it serves the build `npm run build` made.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildWeb } from './web-build.ts';
import { builtStamp, webSourcesHash } from './web-build-stamp.ts';

const root = new URL('../..', import.meta.url).pathname;
const vite = join(root, 'node_modules/vite/bin/vite.js');
// Both halves of the build must be current: the browser's and the server renderer's.
const stamps = [builtStamp(join(root, 'dist')), builtStamp(join(root, 'dist-ssr'), 'entry-server.js')];
const built = stamps[0] === stamps[1] ? stamps[0] : null;

// WEB_ROOT names a build made elsewhere: it is served as it is, and ./dist, not served, is not built.
if (!process.env.WEB_ROOT && built !== webSourcesHash(root)) {
  if (!existsSync(vite)) {
    console.error(
      built
        ? 'The web build in dist/ is older than its sources and Vite is not installed: run `npm run build` where dev dependencies are installed.'
        : 'There is no web build in dist/ and Vite is not installed: run `npm run build` before `npm ci --omit=dev`.',
    );
    process.exit(1);
  }
  console.log(built ? 'Web app sources changed: rebuilding…' : 'Building the web app (first start)…');
  const status = buildWeb(root);
  if (status !== 0) process.exit(status);
}

await import('../../src/server/main.ts');
