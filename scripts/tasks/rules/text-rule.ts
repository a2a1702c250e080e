// Every typed text in shared and server code goes through the shared control-character rule
// (src/shared/schemas/text.ts), not a bare z.string().
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sourceFiles } from './source-files.ts';

const BARE_STRING = /\bz\s*\.string\(\)/;
const EXEMPT = /(schemas\/text\.ts|\.test\.tsx?|server\/env\.ts)$/;

export function textRule(root: string): string[] {
  return ['shared', 'server']
    .flatMap((area) => sourceFiles(join(root, 'src', area), /\.tsx?$/))
    .filter((file) => !EXEMPT.test(file) && BARE_STRING.test(readFileSync(file, 'utf8')))
    .map(
      (file) =>
        `${relative(root, file)}: use text() or multilineText() from #shared/schemas/text.ts, not z.string()`,
    );
}
