// `npm start`: build the web app when dist/ is missing or was built from other sources, then serve.
// A production install (`npm ci --omit=dev`) has no Vite: it serves the build `npm run build` made.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { builtStamp, webSourcesHash } from './web-build-stamp.ts';

const root = new URL('../..', import.meta.url).pathname;
const vite = join(root, 'node_modules/vite/bin/vite.js');
const built = builtStamp(join(root, 'dist'));

if (built !== webSourcesHash(root)) {
  if (!existsSync(vite)) {
    console.error(
      built
        ? 'The web build in dist/ is older than its sources and Vite is not installed: run `npm run build` where dev dependencies are installed.'
        : 'There is no web build in dist/ and Vite is not installed: run `npm run build` before `npm ci --omit=dev`.',
    );
    process.exit(1);
  }
  console.log(built ? 'Web app sources changed: rebuilding…' : 'Building the web app (first start)…');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../../src/server/main.ts');
