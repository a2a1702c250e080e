// `npm run i18n`: the catalogs brought in line with the code (docs/decisions/042-languages.md).
// Lingui extracts every `i18n._('…')` message into the .po files (dropping those no code uses) and
// compiles them, failing on a message without its Spanish; then the English messages with values
// are written apart (en-values.ts), as English pages need no other: the rest are their ids; and
// each island's Spanish messages are written apart too (src/web/islands/messages), as an islands
// page loads only its islands' (i18n-islands.ts).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { islandMessageIds } from './i18n-islands.ts';

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
  lingui('extract', '--clean');
  lingui('compile', '--strict', '--typescript');
  const load = async (locale: string) =>
    (
      (await import(`${join(catalogsDir(root), `${locale}.ts`)}?at=${Date.now()}`)) as {
        messages: Record<string, unknown>;
      }
    ).messages;
  const messages = await load('en');
  const withValues = Object.fromEntries(
    Object.entries(messages).filter(
      ([, m]) => Array.isArray(m) && m.some((token: unknown) => typeof token !== 'string'),
    ),
  );
  writeFileSync(
    join(catalogsDir(root), 'en-values.ts'),
    `${GENERATED}: the English messages with values (any other is its own id).\nimport type { Messages } from '../translator.ts';\n\nexport const messages: Messages = ${json(withValues)};\n`,
  );
  writeIslandMessages(root, await load('es'));
}

function writeIslandMessages(root: string, es: Record<string, unknown>) {
  const dir = islandsDir(root);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'es'), { recursive: true });
  const byIsland = islandMessageIds(root, Object.keys(es));
  for (const [name, ids] of Object.entries(byIsland))
    writeFileSync(
      join(dir, 'es', `${name}.ts`),
      `${GENERATED}: the Spanish messages the "${name}" island can draw.\nimport type { Messages } from '#shared/i18n/translator.ts';\n\nexport const messages: Messages = ${json(Object.fromEntries(ids.map((id) => [id, es[id]])))};\n`,
    );
  const loaders = Object.keys(byIsland).map(
    (name) => `  '${name}': () => import('./es/${name}.ts').then((m) => m.messages),`,
  );
  writeFileSync(
    join(dir, 'es.ts'),
    `${GENERATED}: each island's Spanish messages, fetched for an islands page in Spanish (an island\n// that draws no message has none).\nimport type { Messages } from '#shared/i18n/translator.ts';\n\nexport const islandMessages: Record<string, () => Promise<Messages>> = {${loaders.length ? `\n${loaders.join('\n')}\n` : ''}};\n`,
  );
}
