// Admin commands: `npm run cli -- <command>`.
//   seed-demo                    load the demo marketplace (also into a DATABASE_URL database)
//   admin grant|revoke <email>   give or take the operator role (the console at /admin), audited as 'cli'
//   open-state <slug>            launch a state, as the console's Launch does (emails its waitlist and owners)
//   close-state <slug>           pause a state, as the console's Pause does (its businesses leave the public pages)
//   open-data write              write the open data dumps now (DATA_DIR/open-data; the server rebuilds them daily)
//   migrate                      run migrations and load geography, then exit
//   backup [file]                a backup of the embedded database, local media and generated signing secret (default: DATA_DIR/backups/)
//   restore <file> [--force]     restore a backup into DATA_DIR (empty, or replaced with --force; no server running)
//   search-catalogue-sql         print the SQL that teaches search the catalogues' words (for a migration)
// On the embedded database, a command runs inside the server that holds DATA_DIR when one runs
// (over its loopback control channel, so the server sees the change at once), directly otherwise.

import { resolve } from 'node:path';
import { isDatabaseCommand, USAGE } from '../../src/server/control/command-names.ts';
import type { CommandResult } from '../../src/server/control/commands.ts';
import { holderEndpoint, sendToHolder } from '../../src/server/control/control-client.ts';
import { removeControlFile } from '../../src/server/control/control-file.ts';
import { type DataDirLock, heldMessage, tryLockDataDir } from '../../src/server/db/data-dir-lock.ts';
import { parseEnv } from '../../src/server/env.ts';

/** How long to wait for a holder that is still starting (migrating, seeding) to offer its channel. */
const WAIT_FOR_HOLDER_MS = 120_000;

const argv = process.argv.slice(2);
const [command] = argv;
// A file named on the command line is the caller's, relative to the caller's working directory.
if (command === 'backup' && argv[1]) argv[1] = resolve(argv[1]);

async function direct(env: ReturnType<typeof parseEnv>, lock?: DataDirLock): Promise<CommandResult> {
  // The app loads only here: a command sent to the running server never needs it in this process.
  const [{ bootstrap }, { runCommand }] = await Promise.all([
    import('../../src/server/bootstrap.ts'),
    import('../../src/server/control/commands.ts'),
  ]);
  const { deps, database, close } = await bootstrap(env, { lock });
  try {
    return await runCommand({ deps, database }, argv);
  } finally {
    await close();
  }
}

/** The holder's channel, or the lock once the holder has gone; waits while the holder starts. */
async function throughHolderOrDirect(env: ReturnType<typeof parseEnv>): Promise<CommandResult> {
  const deadline = Date.now() + WAIT_FOR_HOLDER_MS;
  let told = false;
  for (;;) {
    const lock = tryLockDataDir(env.DATA_DIR);
    if (lock) {
      removeControlFile(env.DATA_DIR); // left by a holder that was killed
      return direct(env, lock);
    }
    const endpoint = holderEndpoint(env.DATA_DIR);
    if (endpoint) return sendToHolder(endpoint, argv);
    if (Date.now() > deadline)
      return {
        code: 1,
        lines: [`${heldMessage(env.DATA_DIR)} It accepts no commands (is it another cli?).`],
      };
    if (!told) console.error(`Waiting for the process that holds ${env.DATA_DIR} to finish starting…`);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Restore runs only with no server on DATA_DIR: it takes the lock itself for the whole restore. */
async function restore(env: ReturnType<typeof parseEnv>, args: string[]): Promise<number> {
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) return fail(USAGE);
  if (env.DATABASE_URL)
    return fail('restore is for the embedded database; for PostgreSQL use pg_restore (README, Deploy).');
  const lock = tryLockDataDir(env.DATA_DIR);
  if (!lock) return fail(`${heldMessage(env.DATA_DIR)} Stop it before restoring.`);
  const { restoreBackup, RestoreRefused, secretNote } = await import(
    '../../src/server/backup/restore-backup.ts'
  );
  try {
    const manifest = await restoreBackup(resolve(file), env.DATA_DIR, { force: args.includes('--force') });
    console.log(`Restored ${resolve(file)} into ${resolve(env.DATA_DIR)}.`);
    const note = secretNote(manifest, Boolean(env.AUTH_SECRET));
    if (note) console.log(note);
    return 0;
  } catch (err) {
    if (err instanceof RestoreRefused) return fail(err.message);
    throw err;
  } finally {
    lock.release();
  }
}

function fail(line: string): number {
  console.error(line);
  return 1;
}

async function main(): Promise<number> {
  if (command === 'search-catalogue-sql') {
    const { catalogueWordsSql } = await import('../../src/server/modules/search/catalogue-words-sql.ts');
    console.log(catalogueWordsSql()); // needs no database
    return 0;
  }
  if (command === 'restore') return restore(parseEnv(process.env), argv.slice(1));
  if (!isDatabaseCommand(command)) {
    console.log(USAGE);
    return command ? 1 : 0;
  }
  const env = parseEnv(process.env);
  const result = env.DATABASE_URL ? await direct(env) : await throughHolderOrDirect(env);
  for (const line of result.lines) (result.code === 0 ? console.log : console.error)(line);
  return result.code;
}

try {
  process.exitCode = await main();
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
}
