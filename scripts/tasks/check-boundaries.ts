// Import boundaries: shared imports nothing of ours (it runs in the browser and on the server);
// web imports server for types only; features do not import each other (a feature can be changed
// or removed without touching another). Also the shared rules below, and that comments cite only
// documents in the repo.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

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

/** Sources whose comments are checked: TypeScript, JavaScript and CSS under these folders. */
function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(
      (e) => e.isFile() && /\.(ts|tsx|js|mjs|css)$/.test(e.name) && !e.parentPath.includes('node_modules'),
    )
    .map((e) => join(e.parentPath, e.name));
}

/**
 * The comments of a source file, each with the line it starts on. Strings are skipped, so a test
 * title that mentions a section is not a comment; a backslash in code (a regex) escapes one character.
 */
function comments(source: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  let line = 1;
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    const next = source[i + 1];
    if (ch === '\n') {
      line++;
      i++;
    } else if (ch === '\\') {
      i += 2;
    } else if (ch === '/' && (next === '/' || next === '*')) {
      const end = next === '/' ? source.indexOf('\n', i) : source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : next === '/' ? end : end + 2;
      const text = source.slice(i, stop);
      found.push({ line, text });
      line += text.split('\n').length - 1;
      i = stop;
    } else if (ch === "'" || ch === '"' || ch === '`') {
      // A quoted string ends at its quote, or (except a template) at the end of the line.
      let j = i + 1;
      while (j < source.length && source[j] !== ch && (ch === '`' || source[j] !== '\n')) {
        if (source[j] === '\\') j++;
        if (source[j] === '\n') line++;
        j++;
      }
      i = source[j] === ch ? j + 1 : j;
    } else i++;
  }
  return found;
}

const area = (p: string) => relative(src, p).split('/')[0];
const feature = (p: string) => /^web\/features\/([^/]+)/.exec(relative(src, p))?.[1];
const problems: string[] = [];

// Comments cite docs/product.md (or say why in the code's own terms), never the spec or DESIGN
// documents that live outside the repo: a reader of the code must be able to open what it cites.
const OUTSIDE_DOC = /\b(spec|design)\s*§|\b(spec|design)\.md\b/i;
for (const dir of ['src', 'scripts', 'tests'].map((d) => join(root, d)))
  for (const file of sources(dir))
    for (const { line, text } of comments(readFileSync(file, 'utf8')))
      if (OUTSIDE_DOC.test(text))
        problems.push(
          `${relative(root, file)}:${line}: a comment cites the spec or DESIGN (outside the repo); cite docs/product.md or say why`,
        );

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
    // A route parses, authorises, calls a service and shapes the answer: SQL lives in services.
    if (
      file.endsWith('.routes.ts') &&
      (/^drizzle-orm(\/|$)/.test(spec) || to?.includes(`${sep}db${sep}schema`))
    )
      problems.push(`${from}: a route file imports '${spec}'; move the query into a *.service.ts`);
    if (!to) continue;
    if (area(file) === 'web' && area(to) === 'server' && !typeOnly)
      problems.push(`${from}: web imports server code '${spec}' (type imports only)`);
    if (area(file) === 'server' && area(to) === 'web') problems.push(`${from}: server imports web '${spec}'`);
    // One spelling for shared rules everywhere: '#shared/…', never a relative climb out of src/web.
    if (area(file) === 'web' && area(to) === 'shared' && spec.startsWith('.'))
      problems.push(`${from}: import shared code as '#shared/…', not '${spec}'`);
    const [a, b] = [feature(file), feature(to)];
    if (a && b && a !== b) problems.push(`${from}: feature '${a}' imports feature '${b}'`);
  }
}

// No import cycles (type-only imports excluded): a cycle means neither module can be understood,
// tested or loaded without the other, and its evaluation order is an accident.
const graph = new Map<string, string[]>();
for (const file of files(src)) {
  const edges: string[] = [];
  for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const to = m[2] ? null : target(file, m[3] ?? m[4]);
    if (to) edges.push(to);
  }
  graph.set(file, edges);
}
const done = new Set<string>();
const visit = (file: string, path: string[]) => {
  const at = path.indexOf(file);
  if (at >= 0) {
    const cycle = [...path.slice(at), file].map((f) => relative(root, f));
    problems.push(`import cycle: ${cycle.join(' → ')}`);
    return;
  }
  if (done.has(file) || !graph.has(file)) return;
  for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
  done.add(file);
};
for (const file of graph.keys()) visit(file, []);

// Tests wait on an event or a condition, never for a fixed time: a sleep is either too short on a
// busy machine (a flaky test) or longer than needed (a slow one).
const SLEEP = /\bwaitForTimeout\(|new Promise\(\(\w+\) => setTimeout\(\w+, \d/;
const TEST_FILE = /(\.test\.tsx?|\.spec\.ts)$|tests\/e2e\/support\//;
for (const dir of ['src', 'tests'].map((d) => join(root, d)))
  for (const file of sources(dir))
    if (TEST_FILE.test(file))
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((text, i) => {
          if (SLEEP.test(text))
            problems.push(
              `${relative(root, file)}:${i + 1}: a fixed sleep in a test; wait for an event or a condition`,
            );
        });

if (problems.length) {
  console.error(`Boundary and rule violations:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Import boundaries and shared rules: ok');
