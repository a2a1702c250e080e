// One data layer (ADR 024): a component asks for data through its operation's hook in an `api/`
// folder, never through TanStack Query's own hooks, so each call's key, options and cache work are
// said once, beside the call.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sourceFiles } from './source-files.ts';

const QUERY_HOOK = /\buse(Query|Mutation|InfiniteQuery|SuspenseQuery|SuspenseInfiniteQuery|Queries)\(/;

export function dataHooksInApi(root: string): string[] {
  return sourceFiles(join(root, 'src', 'web'), /\.tsx?$/)
    .filter((file) => !/\/api\//.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => QUERY_HOOK.test(readFileSync(file, 'utf8')))
    .map((file) => `${relative(root, file)}: calls TanStack Query's hooks; give its operation a hook in api/`);
}
