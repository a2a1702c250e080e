// Plain JavaScript on purpose: an old Node cannot even load a .ts entry point, so every entry in
// scripts/ is a .js file that checks the version first and only then imports its TypeScript.
// `npm install` puts the project's own Node (the `node` package) first on PATH for every npm
// script, so `npm start`, `npm test` and `npm run …` always run on it.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const [needMajor, needMinor] = /(\d+)\.(\d+)/.exec(pkg.engines.node).slice(1).map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);

/** Exits with one line when this Node is older than the project's; `command` is what to run instead. */
export function requireNode(command) {
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return;
  process.stderr.write(
    `Locals Market needs Node ${needMajor}.${needMinor}+ (this is ${process.version}): run \`${command}\`, which uses the project's own Node (after \`npm install\`).\n`,
  );
  process.exit(1);
}
