// `npm run i18n`: the catalogs brought in line with the code (docs/decisions/042-languages.md).
// Lingui extracts every `i18n._('…')` message into the .po files (dropping those no code uses) and
// compiles them, failing on a message without its Spanish; then each island's Spanish messages are
// written apart (src/web/islands/messages), as an islands page loads only its islands'
// (i18n-islands.ts). English needs no catalog: its messages are their ids.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { islandMessages } from './i18n-islands.ts';

export const catalogsDir = (root: string) => join(root, 'src/shared/i18n/locales');
const islandsDir = (root: string) => join(root, 'src/web/islands/messages');
/** Every folder `npm run i18n` writes. */
export const generatedDirs = (root: string) => [catalogsDir(root), islandsDir(root)];

const GENERATED = '// Written by `npm run i18n`';
const json = (value: unknown) => JSON.stringify(value, null, 2);

export async function updateCatalogs(root: string): Promise<void> {
  // On this Node (the project's), not whatever `node` comes first on PATH.
  const lingui = (...args: string[]) =>
    execFileSync(process.execPath, [join(root, 'node_modules/@lingui/cli/dist/lingui.js'), ...args], {
      cwd: root,
      stdio: 'pipe',
      encoding: 'utf8',
    });
  await writeCatalogueDescriptions(root);
  lingui('extract', '--clean');
  lingui('compile', '--strict', '--typescript');
  const { messages: es } = (await import(`${join(catalogsDir(root), 'es.ts')}?at=${Date.now()}`)) as {
    messages: Record<string, unknown>;
  };
  writeIslandMessages(root, es);
}

/**
 * The categories', offerings' and structures' descriptions as messages, for the wizard (which draws
 * `i18n._(entry.description)` with the whole catalog). Marked here, not beside their names: the
 * islands that name a category reach those files, and would carry every description's Spanish.
 */
async function writeCatalogueDescriptions(root: string) {
  const load = (file: string) => import(join(root, 'src/shared/catalogues', file));
  const [{ CATEGORIES }, { OFFERINGS }, { STRUCTURES }] = await Promise.all([
    load('categories.ts'),
    load('offerings.ts'),
    load('structures.ts'),
  ]);
  const descriptions = [...new Set([...CATEGORIES, ...OFFERINGS, ...STRUCTURES].map((e) => e.description))];
  writeFileSync(
    join(catalogsDir(root), 'catalogue-descriptions.ts'),
    `${GENERATED}: the catalogues' descriptions as messages (i18n-catalogs.ts says why).\nexport const CATALOGUE_DESCRIPTIONS = [\n${descriptions.map((d) => `  /*i18n*/ ${JSON.stringify(d)},`).join('\n')}\n];\n`,
  );
}

/** A project file's messages module: `src/web/lib/x.tsx` → `src-web-lib-x`. */
const moduleName = (file: string) => file.replace(/\.tsx?$/, '').replaceAll('/', '-');

function writeIslandMessages(root: string, es: Record<string, unknown>) {
  const dir = islandsDir(root);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'es'), { recursive: true });
  const { islands, files } = islandMessages(root, Object.keys(es));
  for (const [file, ids] of Object.entries(files))
    writeFileSync(
      join(dir, 'es', `${moduleName(file)}.ts`),
      `${GENERATED}: the Spanish messages ${file} writes, for the islands that reach it.\nimport type { Messages } from '#shared/i18n/translator.ts';\n\nexport const messages: Messages = ${json(Object.fromEntries(ids.map((id) => [id, es[id]])))};\n`,
    );
  const entries = Object.entries(islands).map(
    ([name, paths]) =>
      `  '${name}': () => [${paths.map((p) => `import('./es/${moduleName(p)}.ts')`).join(', ')}],`,
  );
  writeFileSync(
    join(dir, 'es.ts'),
    `${GENERATED}: the Spanish messages modules each island's files write (an island that draws no\n// message has none); a page fetches each module once, however many islands share it.\nimport type { Messages } from '#shared/i18n/translator.ts';\n\nexport const islandMessages: Record<string, () => Promise<{ messages: Messages }>[]> = {${entries.length ? `\n${entries.join('\n')}\n` : ''}};\n`,
  );
}
