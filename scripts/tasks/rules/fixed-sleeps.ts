// Tests wait on an event or a condition, never for a fixed time: a sleep is either too short on a
// busy machine (a flaky test) or longer than needed (a slow one).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { sourceFiles } from './source-files.ts';

const SLEEP = /\bwaitForTimeout\(|new Promise\(\(\w+\) => setTimeout\(\w+, \d/;
const TEST_FILE = /(\.test\.tsx?|\.spec\.ts)$|tests\/e2e\/support\//;

export function fixedSleeps(root: string, dirs: string[]): string[] {
  const problems: string[] = [];
  for (const dir of dirs)
    for (const file of sourceFiles(dir).filter((f) => TEST_FILE.test(f)))
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((text, i) => {
          if (SLEEP.test(text))
            problems.push(
              `${relative(root, file)}:${i + 1}: a fixed sleep in a test; wait for an event or a condition`,
            );
        });
  return problems;
}
