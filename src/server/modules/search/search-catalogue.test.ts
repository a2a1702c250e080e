// The search document reads catalogue words from an SQL function a migration wrote (a generated
// column cannot read a table). When a catalogue changes, a new migration must redefine it
// (`npm run cli -- search-catalogue-sql` prints it); this test fails until one does.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { CATALOGUE_WORDS } from './catalogue-words-sql.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function wordsOf(slugs: readonly string[], descriptions: boolean) {
  const rows = await queryRows<{ slug: string; words: string }>(
    server.deps.db,
    sql`select s as slug, lm_catalogue_words(array[s], ${descriptions}) as words
        from unnest(${sql.param([...slugs])}::text[]) s`,
  );
  return Object.fromEntries(rows.map((r) => [r.slug, r.words]));
}

test('the database knows every catalogue name, as the catalogue spells it', async () => {
  const expected = Object.fromEntries(CATALOGUE_WORDS.map((e) => [e.slug, e.name]));
  expect(await wordsOf(Object.keys(expected), false)).toEqual(expected);
});

test('the database knows every category description', async () => {
  const categories = CATALOGUE_WORDS.filter((e) => e.description !== null);
  const expected = Object.fromEntries(categories.map((e) => [e.slug, e.description]));
  expect(await wordsOf(Object.keys(expected), true)).toEqual(expected);
});

test('unknown and missing slugs add no words', async () => {
  const [row] = await queryRows<{ words: string }>(
    server.deps.db,
    sql`select lm_catalogue_words(array['no-such-slug', null], false) as words`,
  );
  expect(row.words).toBe('');
});
