// The names of `npm run cli`'s database commands, apart from their code, so the CLI knows what it is
// asked before it loads the app (a command sent to the running server never loads it here).
export const DATABASE_COMMANDS = [
  'seed-demo',
  'admin',
  'open-state',
  'close-state',
  'migrate',
  'backup',
  'digests',
  'open-data',
] as const;
export type DatabaseCommand = (typeof DATABASE_COMMANDS)[number];

export const USAGE =
  'Usage: npm run cli -- seed-demo | admin grant <email> | admin revoke <email> | open-state <slug> | close-state <slug> | migrate | backup [file] | digests send | open-data write | restore <file> [--force] | search-catalogue-sql';

export function isDatabaseCommand(command: string | undefined): command is DatabaseCommand {
  return (DATABASE_COMMANDS as readonly string[]).includes(command ?? '');
}
