// Every scripts/ entry is plain JavaScript that stops an old Node with one line naming the command
// to use instead, in well under a second (the project's own Node comes from `npm install`).
import { spawnSync } from 'node:child_process';
import { expect, test } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
// Pretend to be Node 20 before the entry runs.
const OLD_NODE =
  "data:text/javascript,Object.defineProperty(process,'versions',{value:{...process.versions,node:'20.20.2'}});Object.defineProperty(process,'version',{value:'v20.20.2'})";

test.each([
  ['scripts/start.js', 'npm start'],
  ['scripts/dev.js', 'npm run dev'],
  ['scripts/cli.js', 'npm run cli -- <command>'],
  ['scripts/check-boundaries.js', 'npm run check'],
  ['scripts/bench-market.js', 'npm run bench:market'],
  ['scripts/bench-pages.js', 'npm run bench:pages'],
])('%s under Node 20 says what to run instead', (entry, command) => {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', OLD_NODE, entry], { cwd: root, encoding: 'utf8' });
  const ms = performance.now() - started;
  expect(run.status).toBe(1);
  expect(run.stdout).toBe('');
  const lines = run.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain('needs Node 24.15+ (this is v20.20.2)');
  expect(lines[0]).toContain(`\`${command}\``);
  expect(ms).toBeLessThan(1000);
});
