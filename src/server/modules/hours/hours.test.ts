// Opening hours through HTTP: the owner sets and removes them, the public page shows them in the
// business's time zone, ranges follow a move to another zone, and nobody else can touch them.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { emptyWeek, HOURS_MSG } from '#shared/hours/hours-schema.ts';
import { businessOpenRanges, businessProfiles } from '../../db/schema/index.ts';
import { sessionOf, signUpVerified } from '../../test/auth-helpers.ts';
import { createBusinessRow } from '../../test/factories.ts';
import { serverWithMailForFile } from '../../test/harness.ts';

const live = serverWithMailForFile();
let owner: string;
let other: string;
let bizId: string;

beforeAll(async () => {
  owner = (await signUpVerified(live.server, live.smtp, 'hoursowner')).cookie;
  other = (await signUpVerified(live.server, live.smtp, 'hoursother')).cookie;
  const ownerId = (await sessionOf(live.server, owner))!.user.id;
  bizId = (await createBusinessRow(live.server.deps.db, ownerId, { businessUsername: 'night.owl' }))
    .businessId;
});

const week = {
  ...emptyWeek(),
  mon: [{ opens: '09:00', closes: '17:00' }],
  fri: [
    { opens: '09:00', closes: '12:00' },
    { opens: '18:00', closes: '02:00' },
  ],
};
const body = { hours: { week, byAppointment: false, note: 'Closed on Thanksgiving.' } };
const put = (json: unknown, cookie = owner, id = bizId) =>
  live.server.fetch(`/api/businesses/${id}/hours`, { method: 'PUT', json, headers: { cookie } });
const ranges = () =>
  live.server.deps.db
    .select()
    .from(businessOpenRanges)
    .where(eq(businessOpenRanges.businessId, bizId))
    .orderBy(businessOpenRanges.weekday, businessOpenRanges.opensMin);

describe('opening hours', () => {
  test('the owner sets them; the public page shows them with the business’s time zone', async () => {
    const res = await put(body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ openingHours: body.hours, timeZone: 'America/Los_Angeles' });
    const page = await (await live.server.fetch('/api/businesses/by-username/night.owl')).json();
    expect(page.openingHours).toEqual(body.hours);
    expect(page.timeZone).toBe('America/Los_Angeles');
    // Friday's late range is split at midnight: its last two hours are Saturday's.
    expect((await ranges()).map((r) => [r.weekday, r.opensMin, r.closesMin, r.timeZone])).toEqual([
      [0, 540, 1020, 'America/Los_Angeles'],
      [4, 540, 720, 'America/Los_Angeles'],
      [4, 1080, 1440, 'America/Los_Angeles'],
      [5, 0, 120, 'America/Los_Angeles'],
    ]);
  });

  test('moving the business to another time zone moves its hours with it', async () => {
    await live.server.deps.db
      .update(businessProfiles)
      .set({ businessZipCode: '10001' })
      .where(eq(businessProfiles.businessId, bizId));
    expect(new Set((await ranges()).map((r) => r.timeZone))).toEqual(new Set(['America/New_York']));
    await live.server.deps.db
      .update(businessProfiles)
      .set({ businessZipCode: '90012' })
      .where(eq(businessProfiles.businessId, bizId));
  });

  test('bad hours are a 400 with the field’s message, and nothing changes', async () => {
    const overlapping = {
      ...body,
      hours: { ...body.hours, week: { ...week, sat: [{ opens: '01:00', closes: '03:00' }] } },
    };
    const res = await put(overlapping);
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields['hours.week.sat']).toBe(HOURS_MSG.overlap);
    const badTime = await put({
      hours: { ...body.hours, week: { ...week, mon: [{ opens: '9am', closes: '17:00' }] } },
    });
    expect((await badTime.json()).error.fields['hours.week.mon.0.opens']).toBe(HOURS_MSG.time);
    expect((await put({ hours: { ...body.hours, extra: 1 } })).status).toBe(400);
    expect(await ranges()).toHaveLength(4);
  });

  test('someone else gets 403, nobody signed in 401, an unknown business 404', async () => {
    expect((await put(body, other)).status).toBe(403);
    expect((await put(body, '')).status).toBe(401);
    expect((await put(body, owner, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(await ranges()).toHaveLength(4);
  });

  test('an empty week, or null, removes them', async () => {
    const res = await put({ hours: { week: emptyWeek(), byAppointment: false, note: '' } });
    expect(await res.json()).toEqual({ openingHours: null, timeZone: 'America/Los_Angeles' });
    expect(await ranges()).toHaveLength(0);
    expect((await put({ hours: null })).status).toBe(200);
  });

  test('by appointment alone is kept, with no open ranges', async () => {
    const res = await put({ hours: { week: emptyWeek(), byAppointment: true, note: null } });
    expect((await res.json()).openingHours.byAppointment).toBe(true);
    expect(await ranges()).toHaveLength(0);
  });

  test('a draft without a ZIP code cannot have hours yet (409)', async () => {
    const ownerId = (await sessionOf(live.server, owner))!.user.id;
    const draft = await createBusinessRow(live.server.deps.db, ownerId, {
      businessZipCode: null,
      isPublished: false,
    });
    const res = await put(body, owner, draft.businessId);
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe('needs_zip');
  });
});
