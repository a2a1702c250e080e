// `npm run cli -- …argv` as its own process (scripts/cli.js) on an embedded DATA_DIR, for tests of
// the one-writer rule and of backups, or on a PostgreSQL database (cliOnDatabase); resolves with its
// exit code and everything it printed.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const cliEntry = new URL('../../../scripts/cli.js', import.meta.url).pathname;
const run = promisify(execFile);

export function cli(dataDir: string, ...argv: string[]) {
  return runCli({ DATA_DIR: dataDir, WEB_ROOT: dataDir, DATABASE_URL: '' }, argv);
}

/** The command line beside running servers on the PostgreSQL database at `databaseUrl`. */
export function cliOnDatabase(dataDir: string, databaseUrl: string, ...argv: string[]) {
  return runCli({ DATA_DIR: dataDir, WEB_ROOT: dataDir, DATABASE_URL: databaseUrl }, argv);
}

async function runCli(place: Record<string, string>, argv: string[]) {
  const env = { ...process.env, ...place, LOG_LEVEL: 'warn', SMTP_URL: '' };
  try {
    const { stdout, stderr } = await run(process.execPath, [cliEntry, ...argv], { env, timeout: 180_000 });
    return { code: 0, out: `${stdout}${stderr}` };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}
