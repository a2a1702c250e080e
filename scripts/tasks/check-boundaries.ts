// Import boundaries (DESIGN §3): shared imports nothing of ours; web imports server for types only;
// features do not import each other.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(new URL('../..', import.meta.url).pathname);
const src = join(root, 'src');
const IMPORT =
  /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

function target(file: string, spec: string): string | null {
  if (spec.startsWith('#shared/')) return join(src, 'shared', spec.slice(8));
  if (spec.startsWith('#server/')) return join(src, 'server', spec.slice(8));
  if (spec.startsWith('#web/')) return join(src, 'web', spec.slice(5));
  if (spec.startsWith('.')) return resolve(file, '..', spec);
  return null;
}

const area = (p: string) => relative(src, p).split('/')[0];
const feature = (p: string) => /^web\/features\/([^/]+)/.exec(relative(src, p))?.[1];
const problems: string[] = [];

// Every typed text goes through the shared control-character rule (src/shared/schemas/text.ts).
const BARE_STRING = /\bz\s*\.string\(\)/;
const TEXT_RULE_EXEMPT = /(schemas\/text\.ts|\.test\.tsx?|server\/env\.ts)$/;

for (const file of files(src)) {
  const text = readFileSync(file, 'utf8');
  if (['shared', 'server'].includes(area(file)) && !TEXT_RULE_EXEMPT.test(file) && BARE_STRING.test(text))
    problems.push(
      `${relative(root, file)}: use text() or multilineText() from #shared/schemas/text.ts, not z.string()`,
    );
  for (const m of text.matchAll(IMPORT)) {
    const typeOnly = Boolean(m[2]);
    const spec = m[3] ?? m[4];
    const to = target(file, spec);
    const from = relative(root, file);
    const isTest = /\.test\.tsx?$/.test(file);
    if (area(file) === 'shared') {
      if (!to && !isTest && !/^(zod)(\/|$)/.test(spec))
        problems.push(`${from}: shared may only import zod, not '${spec}'`);
      if (to && area(to) !== 'shared') problems.push(`${from}: shared imports '${spec}'`);
    }
    if (!to) continue;
    if (area(file) === 'web' && area(to) === 'server' && !typeOnly)
      problems.push(`${from}: web imports server code '${spec}' (type imports only)`);
    if (area(file) === 'server' && area(to) === 'web') problems.push(`${from}: server imports web '${spec}'`);
    const [a, b] = [feature(file), feature(to)];
    if (a && b && a !== b) problems.push(`${from}: feature '${a}' imports feature '${b}'`);
  }
}

if (problems.length) {
  console.error(`Boundary and rule violations:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Import boundaries and shared rules: ok');
