// The admin commands of `npm run cli`, as one table both ways of running them share: directly on a
// database no process holds, or inside the running server over its control channel (so the server
// sees the change at once: caches and the one embedded writer stay consistent).
import { join, resolve } from 'node:path';
import { backupName } from '../backup/backup-schedule.ts';
import { backupSourceOf, backupsDirOf, takeBackup } from '../backup/take-backup.ts';
import type { Deps } from '../context.ts';
import type { Database } from '../db/client.ts';
import { seedDemo } from '../db/seed/demo.ts';
import { CLI_ACTOR } from '../modules/audit/audit.service.ts';
import { seedGeography } from '../modules/geography/seed-geography.ts';
import { launchState } from '../modules/launches/launch.service.ts';
import { pauseState } from '../modules/launches/pause.service.ts';
import { dumpsNow } from '../modules/open-data/dump-schedule.ts';
import { openDataRoot } from '../modules/open-data/dump-store.ts';
import { setOperator } from '../modules/operators/operator-role.service.ts';
import { sendDigestsOnce } from '../modules/updates/digests.ts';
import { type DatabaseCommand, isDatabaseCommand, USAGE } from './command-names.ts';

export interface CommandContext {
  deps: Deps;
  database: Database;
}

export interface CommandResult {
  /** 0 done, 1 refused or failed (the lines say why). */
  code: number;
  lines: string[];
}

type Command = (ctx: CommandContext, args: string[]) => Promise<string[]>;

/** A refusal the person can act on: printed as it is, exit code 1. */
export class CommandError extends Error {}

async function admin({ deps }: CommandContext, [verb, email]: string[]) {
  if ((verb !== 'grant' && verb !== 'revoke') || !email) throw new CommandError(USAGE);
  const result = await setOperator(deps.db, email, verb === 'grant', CLI_ACTOR);
  if (!result.found) throw new CommandError(`No account with the email ${email}.`);
  const role = verb === 'grant' ? 'is an operator' : 'is not an operator';
  return [
    result.changed ? `${result.email} ${role} now.` : `${result.email} already ${role}; nothing changed.`,
  ];
}

function changeState(live: boolean): Command {
  return async ({ deps }, [slug]) => {
    const result = await (live ? launchState : pauseState)(deps, slug ?? '', CLI_ACTOR);
    if (!result) throw new CommandError(`No state with slug '${slug}' (e.g. new-york, washington-dc).`);
    const { state, changed, emailsQueued, businesses } = result;
    if (!changed) return [`${state.name} is already ${live ? 'live' : 'paused'}; nothing changed.`];
    return [
      `${state.name} is now ${live ? 'live' : 'paused'}: ${businesses} business(es) ${live ? 'back on' : 'off'} the market, ` +
        `${emailsQueued} email(s) queued (sent by the running app, ${deps.env.LAUNCH_MAILS_PER_MINUTE} a minute).`,
    ];
  };
}

/** `backup [file]`: the file is resolved by the CLI (its working directory, not the server's). */
async function backup({ deps, database }: CommandContext, [file]: string[]) {
  const { env } = deps;
  const target = file ? resolve(file) : join(backupsDirOf(env.DATA_DIR), backupName());
  const result = await takeBackup(backupSourceOf(deps, database), target);
  const mb = (result.bytes / 1_000_000).toFixed(1);
  return [`Backup written to ${result.file} (${mb} MB in ${(result.ms / 1000).toFixed(1)} s).`];
}

const COMMANDS: Record<DatabaseCommand, Command> = {
  backup,
  'seed-demo': async ({ deps }) => [JSON.stringify(await seedDemo(deps))],
  admin,
  'open-state': changeState(true),
  'close-state': changeState(false),
  digests: async ({ deps }, [verb]) => {
    if (verb !== 'send') throw new CommandError(USAGE);
    const result = await sendDigestsOnce(deps);
    if (!result) return ['Another process is sending the digests right now; nothing done.'];
    return [
      `${result.queued} digest(s) queued (sent by the running app, ${deps.env.LAUNCH_MAILS_PER_MINUTE} a minute); ${result.nothingNew} due with nothing new.`,
    ];
  },
  'open-data': async ({ deps }, [verb]) => {
    if (verb !== 'write') throw new CommandError(USAGE);
    const t0 = performance.now();
    const root = openDataRoot(deps.env.DATA_DIR);
    const manifest = await dumpsNow(deps);
    if (!manifest) return ['Another process is writing the dumps right now; nothing done.'];
    const seconds = ((performance.now() - t0) / 1000).toFixed(1);
    return [
      `${manifest.count} business(es) written to ${manifest.files.length} files in ${root} (${seconds} s).`,
    ];
  },
  migrate: async ({ database }) => {
    await database.migrate();
    await seedGeography(database.db);
    return ['Migrations and geography are up to date.'];
  },
};

export async function runCommand(ctx: CommandContext, [command, ...args]: string[]): Promise<CommandResult> {
  if (!isDatabaseCommand(command)) return { code: command ? 1 : 0, lines: [USAGE] };
  const run = COMMANDS[command];
  try {
    return { code: 0, lines: await run(ctx, args) };
  } catch (err) {
    if (err instanceof CommandError) return { code: 1, lines: [err.message] };
    throw err;
  }
}
