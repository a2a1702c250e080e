// `npm run check`'s language rules (docs/decisions/042-languages.md): the catalogs hold every
// message the code uses and no other, every message is in Spanish too, the compiled catalogs are
// those of the .po files (all as `npm run i18n` leaves them), and the files already in both
// languages write no UI words outside the catalogs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generatedDirs, updateCatalogs } from './i18n-catalogs.ts';
import { TRANSLATED, untranslatedText } from './rules/untranslated-text.ts';

const root = resolve(new URL('../..', import.meta.url).pathname);
/** Every file `npm run i18n` writes, by path, with its text. */
const snapshot = () =>
  Object.fromEntries(
    generatedDirs(root).flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .map((f) => join(dir, f))
        .filter((f) => statSync(f).isFile())
        .map((f) => [f.slice(root.length + 1), readFileSync(f, 'utf8')]),
    ),
  );

const problems: string[] = [];
const before = snapshot();
try {
  await updateCatalogs(root);
} catch (err) {
  const { stdout = '', stderr = '' } = err as { stdout?: string; stderr?: string };
  problems.push(`lingui failed (a message without its Spanish?):\n${stdout}${stderr}`);
}
const after = snapshot();
// English is drawn from its ids without a catalog (translator.ts): its values are `{name}`s only.
const choosing = [
  ...readFileSync(join(root, 'src/shared/i18n/locales/en.po'), 'utf8').matchAll(
    /^msgid "(.*\{\s*\w+\s*,.*)"$/gm,
  ),
];
if (choosing.length)
  problems.push(
    `English messages take only {name} values (choose the words in code; a translation may use plural forms):\n  ${choosing.map((m) => m[1]).join('\n  ')}`,
  );
const changed = Object.keys({ ...before, ...after }).filter((f) => before[f] !== after[f]);
if (changed.length)
  problems.push(
    `The catalogs did not match the code: ${changed.join(', ')} updated now (translate and commit them).`,
  );

const files = (path: string): string[] =>
  statSync(path).isDirectory()
    ? readdirSync(path).flatMap((f) => files(join(path, f)))
    : /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path)
      ? [path]
      : [];
const untranslated = TRANSLATED.flatMap((p) => files(join(root, p))).flatMap((f) =>
  untranslatedText(f).map((line) => line.slice(root.length + 1)),
);
if (untranslated.length)
  problems.push(`UI words outside the catalogs (use i18n._):\n  ${untranslated.join('\n  ')}`);

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('Languages: every message in English and Spanish, none outside the catalogs: ok');
