// `npm run i18n`: the catalogs brought in line with the code (docs/decisions/042-languages.md).
// Lingui extracts every `i18n._('…')` message into the .po files (dropping those no code uses) and
// compiles them, failing on a message without its Spanish; then the English messages with values
// are written apart (en-values.ts), as English pages need no other: the rest are their ids.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const catalogsDir = (root: string) => join(root, 'src/shared/i18n/locales');

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
  const { messages } = (await import(`${join(catalogsDir(root), 'en.ts')}?at=${Date.now()}`)) as {
    messages: Record<string, unknown>;
  };
  const withValues = Object.fromEntries(
    Object.entries(messages).filter(
      ([, m]) => Array.isArray(m) && m.some((token: unknown) => typeof token !== 'string'),
    ),
  );
  writeFileSync(
    join(catalogsDir(root), 'en-values.ts'),
    `// Written by \`npm run i18n\`: the English messages with values (any other is its own id).\nimport type { Messages } from '../translator.ts';\n\nexport const messages: Messages = ${JSON.stringify(withValues, null, 2)};\n`,
  );
}
