// Admin commands: `npm run cli -- <command>`.
//   seed-demo                    load the demo marketplace (also into a DATABASE_URL database)
//   admin grant|revoke <email>   give or take the operator role (the console at /admin), audited as 'cli'
//   open-state <slug>            launch a state, as the console's Launch does (emails its waitlist and owners)
//   close-state <slug>           pause a state, as the console's Pause does (its businesses leave the public pages)
//   migrate                      run migrations and load geography, then exit
//   search-catalogue-sql         print the SQL that teaches search the catalogues' words (for a migration)
import { bootstrap } from '../../src/server/bootstrap.ts';
import { seedDemo } from '../../src/server/db/seed/demo.ts';
import { parseEnv } from '../../src/server/env.ts';
import { CLI_ACTOR } from '../../src/server/modules/audit/audit.service.ts';
import { launchState } from '../../src/server/modules/launches/launch.service.ts';
import { pauseState } from '../../src/server/modules/launches/pause.service.ts';
import { setOperator } from '../../src/server/modules/operators/operator-role.service.ts';
import { catalogueWordsSql } from '../../src/server/modules/search/catalogue-words-sql.ts';

const USAGE =
  'Usage: npm run cli -- seed-demo | admin grant <email> | admin revoke <email> | open-state <slug> | close-state <slug> | migrate | search-catalogue-sql';

const [command, ...args] = process.argv.slice(2);
// Needs no database.
if (command === 'search-catalogue-sql') {
  console.log(catalogueWordsSql());
  process.exit(0);
}
const env = parseEnv(process.env);
const { deps, close } = await bootstrap(env);

async function admin(verb: string | undefined, email: string | undefined) {
  if ((verb !== 'grant' && verb !== 'revoke') || !email) throw new Error(USAGE);
  const result = await setOperator(deps.db, email, verb === 'grant', CLI_ACTOR);
  if (!result.found) throw new Error(`No account with the email ${email}.`);
  const role = verb === 'grant' ? 'is an operator' : 'is not an operator';
  console.log(
    result.changed ? `${result.email} ${role} now.` : `${result.email} already ${role}; nothing changed.`,
  );
}

async function changeState(slug: string | undefined, live: boolean) {
  const result = await (live ? launchState : pauseState)(deps, slug ?? '', CLI_ACTOR);
  if (!result) throw new Error(`No state with slug '${slug}' (e.g. new-york, washington-dc).`);
  const { state, changed, emailsQueued, businesses } = result;
  if (!changed) console.log(`${state.name} is already ${live ? 'live' : 'paused'}; nothing changed.`);
  else
    console.log(
      `${state.name} is now ${live ? 'live' : 'paused'}: ${businesses} business(es) ${live ? 'back on' : 'off'} the market, ` +
        `${emailsQueued} email(s) queued (sent by the running app, ${env.LAUNCH_MAILS_PER_MINUTE} a minute).`,
    );
}

try {
  switch (command) {
    case 'seed-demo':
      console.log(await seedDemo(deps));
      break;
    case 'admin':
      await admin(args[0], args[1]);
      break;
    case 'open-state':
    case 'close-state':
      await changeState(args[0], command === 'open-state');
      break;
    case 'migrate':
      console.log('Migrations and geography are up to date.');
      break;
    default:
      console.log(USAGE);
      process.exitCode = command ? 1 : 0;
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await close();
}
