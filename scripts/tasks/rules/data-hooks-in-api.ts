// One data layer (ADR 024), one shape per operation file: a component asks for data through its
// operation's hook in an `api/` folder, never through TanStack Query's own hooks, and every
// operation file in `api/` offers its hook beside its fetcher, but a form's: a form posts to its
// route action (`*-action(s).ts`, ADR 038), which sends the operation, so that one has no hook.
// Each call's key, options and cache work are said once, beside it.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { sourceFiles } from './source-files.ts';

const QUERY_HOOK = /\buse(Query|Mutation|InfiniteQuery|SuspenseQuery|SuspenseInfiniteQuery|Queries)\(/;
const EXPORTED_HOOK = /export (const|function|async function) use[A-Z]/;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const inApi = (file: string) => /\/api\//.test(file);
const isAction = (file: string) => /-actions?\.ts$/.test(file);

export function dataHooksInApi(root: string): string[] {
  const files = sourceFiles(join(root, 'src', 'web'), /\.tsx?$/).filter((file) => !isTest(file));
  const outside = files
    .filter((file) => !inApi(file) && QUERY_HOOK.test(readFileSync(file, 'utf8')))
    .map(
      (file) => `${relative(root, file)}: calls TanStack Query's hooks; give its operation a hook in api/`,
    );
  const sentByActions = new Set(files.filter(isAction).flatMap(importsOf));
  const hookless = files
    .filter((file) => inApi(file) && !isAction(file) && !sentByActions.has(file))
    .filter((file) => !EXPORTED_HOOK.test(readFileSync(file, 'utf8')))
    .map((file) => `${relative(root, file)}: an operation file exports its hook (use…) beside its fetcher`);
  return [...outside, ...hookless];
}

/** The files a file imports by relative path. */
function importsOf(file: string): string[] {
  const from = readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g);
  return [...from].map((match) => resolve(dirname(file), match[1] ?? ''));
}
