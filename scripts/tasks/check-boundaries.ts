// The repo rules no linter configuration expresses (comment citations, the boundaries' depth, no
// TanStack Query hook outside an api/ folder). The rest are Biome's, in biome.json: the import
// boundaries (shared imports only zod; web imports no server code and shared only as '#shared/…';
// server imports no web code; features do not import each other; route files hold no SQL; no
// import cycles) and, as GritQL plugins in lint-plugins/, no bare z.string() and no fixed sleeps.
import { join, resolve } from 'node:path';
import { boundaryDepth } from './rules/boundary-depth.ts';
import { commentCitations } from './rules/comment-citations.ts';
import { dataHooksInApi } from './rules/data-hooks-in-api.ts';

const root = resolve(new URL('../..', import.meta.url).pathname);
const problems = [
  ...commentCitations(
    root,
    ['src', 'scripts', 'tests'].map((d) => join(root, d)),
  ),
  ...boundaryDepth(root),
  ...dataHooksInApi(root),
];

if (problems.length) {
  console.error(`Rule violations:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Repo rules (beyond biome.json): ok');
