// The search document reads catalogue words from SQL functions a migration wrote (a generated
// column cannot read a table). When a catalogue changes, a new migration must redefine them
// (`npm run cli -- search-catalogue-sql` prints it); this test fails until one does.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { CATALOGUE_NAMES, CATEGORY_DESCRIPTIONS } from './catalogue-words-sql.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function wordsOf(fn: 'lm_catalogue_names' | 'lm_category_descriptions', slugs: readonly string[]) {
  const rows = await queryRows<{ slug: string; words: string }>(
    server.deps.db,
    sql`select s as slug, ${sql.raw(fn)}(array[s]) as words from unnest(${sql.param([...slugs])}::text[]) s`,
  );
  return Object.fromEntries(rows.map((r) => [r.slug, r.words]));
}

test('the database knows every catalogue name, as the catalogue spells it', async () => {
  const expected = Object.fromEntries(CATALOGUE_NAMES);
  expect(await wordsOf('lm_catalogue_names', Object.keys(expected))).toEqual(expected);
});

test('the database knows every category description', async () => {
  const expected = Object.fromEntries(CATEGORY_DESCRIPTIONS);
  expect(await wordsOf('lm_category_descriptions', Object.keys(expected))).toEqual(expected);
});

test('unknown and missing slugs add no words', async () => {
  const [row] = await queryRows<{ words: string }>(
    server.deps.db,
    sql`select lm_catalogue_names(array['no-such-slug', null]) as words`,
  );
  expect(row.words).toBe('');
});
