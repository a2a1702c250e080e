// "Open now" at fixed moments: overnight ranges, midnight, Sunday night into Monday, closed
// days, and businesses in other time zones. Hours are saved as owners save them (hours.service.ts).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { emptyWeek, type OpeningHours } from '#shared/hours/hours-schema.ts';
import { searchQuerySchema } from '#shared/search/search-query.ts';
import { createBusinessRow, createUserRow } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { stateCache } from '../geography/state-cache.ts';
import { saveHours } from '../hours/hours.service.ts';
import { searchService } from './search.service.ts';

let server: TestServer;

const hours = (week: Partial<OpeningHours['week']>, byAppointment = false): OpeningHours => ({
  week: { ...emptyWeek(), ...week },
  byAppointment,
  note: null,
});

async function withHours(username: string, zip: string, state: string, opening: OpeningHours) {
  const owner = (await createUserRow(server.deps.db)).id;
  const row = await createBusinessRow(server.deps.db, owner, {
    businessUsername: username,
    businessZipCode: zip,
    businessState: state,
  });
  await saveHours(server.deps.db, row, opening);
}

beforeAll(async () => {
  server = await startTestServer();
  const nineToFive = [{ opens: '09:00', closes: '17:00' }];
  // Los Angeles: weekdays 9–5; a bar Friday 6 pm – 2 am; a diner Sunday 8 pm – 3 am (into Monday).
  await withHours(
    'laweekdays',
    '90012',
    'California',
    hours({ mon: nineToFive, tue: nineToFive, wed: nineToFive, thu: nineToFive, fri: nineToFive }),
  );
  await withHours('labar', '90012', 'California', hours({ fri: [{ opens: '18:00', closes: '02:00' }] }));
  await withHours('ladiner', '90012', 'California', hours({ sun: [{ opens: '20:00', closes: '03:00' }] }));
  // Orlando (Eastern): weekdays 9–5. Appointment only: never "open now".
  await withHours(
    'flweekdays',
    '32801',
    'Florida',
    hours({ mon: nineToFive, tue: nineToFive, wed: nineToFive, thu: nineToFive, fri: nineToFive }),
  );
  await withHours('byappointment', '90012', 'California', hours({}, true));
});
afterAll(() => server?.close());

async function openAt(iso: string) {
  const search = searchService(
    server.deps.db,
    stateCache(server.deps.db, server.deps.caches),
    () => new Date(iso),
  );
  const page = await search(searchQuerySchema.parse({ open: '1' }));
  return page.items.map((b) => b.businessUsername).sort();
}

describe('open now, at fixed moments', () => {
  test('Wednesday 10 am in Los Angeles is 1 pm in Orlando: both weekday shops are open', async () => {
    expect(await openAt('2026-11-25T18:00:00Z')).toEqual(['flweekdays', 'laweekdays']);
  });
  test('Wednesday 3 pm in Los Angeles is 6 pm in Orlando: only Los Angeles is open', async () => {
    expect(await openAt('2026-11-25T23:00:00Z')).toEqual(['laweekdays']);
  });
  test('Friday midnight in Los Angeles: the bar is open, nothing else', async () => {
    expect(await openAt('2026-11-28T08:00:00Z')).toEqual(['labar']);
  });
  test('Saturday 1:59 am the bar is still open; at 2 am it has closed', async () => {
    expect(await openAt('2026-11-28T09:59:00Z')).toEqual(['labar']);
    expect(await openAt('2026-11-28T10:00:00Z')).toEqual([]);
  });
  test('Sunday night into Monday morning: the diner is open at 1 am on Monday', async () => {
    expect(await openAt('2026-11-30T09:00:00Z')).toEqual(['ladiner']);
  });
  test('a closed day: Saturday noon nobody is open', async () => {
    expect(await openAt('2026-11-28T20:00:00Z')).toEqual([]);
  });
});
