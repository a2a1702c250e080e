// Admin commands: `npm run cli -- <command>`.
//   seed-demo            load the demo marketplace (also into a DATABASE_URL database)
//   open-state <slug>    make a state live (explore page, publishing, onboarding routing)
//   close-state <slug>   take a state off the live list
//   migrate              run migrations and load geography, then exit
//   search-catalogue-sql print the SQL that teaches search the catalogue's words (for a migration)
import { eq } from 'drizzle-orm';
import { bootstrap } from '../../src/server/bootstrap.ts';
import { states } from '../../src/server/db/schema/index.ts';
import { seedDemo } from '../../src/server/db/seed/demo.ts';
import { parseEnv } from '../../src/server/env.ts';
import { catalogueWordsSql } from '../../src/server/modules/search/catalogue-words-sql.ts';

const [command, arg] = process.argv.slice(2);
if (command === 'search-catalogue-sql') {
  console.log(catalogueWordsSql());
  process.exit(0);
}
const env = parseEnv(process.env);
const { deps, close } = await bootstrap(env);

try {
  switch (command) {
    case 'seed-demo':
      console.log(await seedDemo(deps));
      break;
    case 'open-state':
    case 'close-state': {
      const rows = await deps.db
        .update(states)
        .set({ isLive: command === 'open-state' })
        .where(eq(states.slug, arg ?? ''))
        .returning({ name: states.name, isLive: states.isLive });
      if (!rows.length) throw new Error(`No state with slug '${arg}' (e.g. new-york, washington-dc).`);
      console.log(`${rows[0].name} is now ${rows[0].isLive ? 'live' : 'not live'}.`);
      break;
    }
    case 'migrate':
      console.log('Migrations and geography are up to date.');
      break;
    default:
      console.log('Usage: npm run cli -- seed-demo | open-state <slug> | close-state <slug> | migrate');
      process.exitCode = command ? 1 : 0;
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await close();
}
