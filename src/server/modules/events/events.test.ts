// Events near me through HTTP (docs/decisions/040): a weekly event's dates in its own zone (its wall
// clock held across daylight saving), one date cancelled or moved and put back, /api/events near a
// ZIP code, in a state and region, by period and with search's filters, paged; who may change dates;
// and the calendar files, parsed by ical.js (a maintained iCalendar parser), and the Atom view.
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, test } from 'vitest';
import { eventsPage } from '#shared/api/events.ts';
import { localDateTimeOf } from '#shared/posts/zoned-time.ts';
import { businessPosts, businessProfiles } from '../../db/schema/index.ts';
import { sessionOf, signUpVerified } from '../../test/auth-helpers.ts';
import { createBusinessRow } from '../../test/factories.ts';
import { serverWithMailForFile } from '../../test/harness.ts';
import { sendDigestsOnce } from '../updates/digests.ts';

const live = serverWithMailForFile({ LAUNCH_MAILS_PER_MINUTE: '60000' });
let owner: string;
let other: string;
let bizId: string;
let farId: string;

const DAY = 86_400_000;
/** A local day `n` days from now (in Los Angeles, where the businesses are). */
const dayFromNow = (n: number) =>
  localDateTimeOf(new Date(Date.now() + n * DAY), 'America/Los_Angeles').slice(0, 10);

beforeAll(async () => {
  owner = (await signUpVerified(live.server, live.smtp, 'eventowner')).cookie;
  other = (await signUpVerified(live.server, live.smtp, 'eventother')).cookie;
  const ownerId = (await sessionOf(live.server, owner))?.user.id as string;
  bizId = (
    await createBusinessRow(live.server.deps.db, ownerId, {
      businessUsername: 'sunday.market',
      businessName: 'Sunday Market',
      businessCategories: ['candles'],
      businessIdentities: ['veteran-owned'],
    })
  ).businessId;
  // San Francisco: the same state, another region, far from Los Angeles.
  farId = (
    await createBusinessRow(live.server.deps.db, ownerId, {
      businessUsername: 'bay.studio',
      businessName: 'Bay Studio',
      businessCity: 'San Francisco',
      businessRegion: 'Bay Area',
      businessZipCode: '94103',
      businessCategories: ['pottery-ceramics'],
    })
  ).businessId;
});

const post = (json: unknown, id = bizId, cookie = owner) =>
  live.server.fetch(`/api/businesses/${id}/posts`, { method: 'POST', json, headers: { cookie } });
const events = async (query: string) => {
  const res = await live.server.fetch(`/api/events?${query}`);
  expect(res.status).toBe(200);
  return eventsPage.parse(await res.json());
};
const weekly = (title: string, firstDay: string, weeks: number, id = bizId) =>
  post(
    {
      kind: 'event',
      title,
      text: 'Local growers and makers.',
      eventStartsAt: `${firstDay}T10:00`,
      eventEndsAt: `${firstDay}T14:00`,
      place: 'The plaza',
      repeatUntil: new Date(Date.parse(`${firstDay}T00:00:00Z`) + 7 * weeks * DAY).toISOString().slice(0, 10),
    },
    id,
  );

describe('a weekly event', () => {
  let postId: string;
  const first = dayFromNow(1);

  test('has a date a week, each at its own wall clock, until its last day', async () => {
    const res = await weekly('Farmers market', first, 3);
    expect(res.status).toBe(201);
    const body = await res.json();
    postId = body.id;
    expect(body.repeatUntil).toBe(
      new Date(Date.parse(`${first}T00:00:00Z`) + 21 * DAY).toISOString().slice(0, 10),
    );
    expect(body.repeats).toMatch(/^Every \w+day until \w{3} \d+$/);
    expect(body.dates).toHaveLength(4);
    for (const d of body.dates)
      expect(localDateTimeOf(new Date(d.startsAt), 'America/Los_Angeles').slice(11)).toBe('10:00');
    // It shows until its last date ends.
    expect(body.expiresAt).toBe(body.dates[3].endsAt);
  });

  test('a repeat longer than six months, or ending before it starts, is refused and nothing is stored', async () => {
    const long = await weekly('Too long', first, 30);
    expect(long.status).toBe(400);
    expect((await long.json()).error.fields.repeatUntil).toBe('An event can repeat for at most 6 months.');
    const before = await post({
      kind: 'event',
      title: 'Backwards',
      text: 'x',
      eventStartsAt: `${first}T10:00`,
      eventEndsAt: `${first}T11:00`,
      place: 'Here',
      repeatUntil: dayFromNow(-3),
    });
    expect((await before.json()).error.fields.repeatUntil).toBe(
      'The last day must be on or after the first.',
    );
    const titles = (await events(`state=california&region=los-angeles&from=${first}`)).items.map(
      (e) => e.title,
    );
    expect(titles).not.toContain('Too long');
    expect(titles).not.toContain('Backwards');
  });

  test('one date cancelled stays listed as cancelled; one moved shows its new time; both can be put back', async () => {
    const second = dayFromNow(8);
    const third = dayFromNow(15);
    const change = (day: string, json: unknown, cookie = owner) =>
      live.server.fetch(`/api/businesses/${bizId}/posts/${postId}/dates/${day}`, {
        method: 'PUT',
        json,
        headers: { cookie },
      });
    expect((await change(second, { cancelled: true })).status).toBe(200);
    expect((await change(third, { startsAt: `${third}T16:00`, endsAt: `${third}T19:00` })).status).toBe(200);
    const list = (await events(`state=california&from=${first}&to=${dayFromNow(30)}`)).items.filter(
      (e) => e.postId === postId,
    );
    expect(list.map((e) => e.status)).toEqual(['scheduled', 'cancelled', 'moved', 'scheduled']);
    expect(localDateTimeOf(new Date(list[2].startsAt), 'America/Los_Angeles')).toBe(`${third}T16:00`);
    // Someone else's business: 403, nothing changed; a day that is not one of its dates: 404.
    expect((await change(first, { cancelled: true }, other)).status).toBe(403);
    expect((await change(dayFromNow(2), { cancelled: true })).status).toBe(404);
    const bad = await change(first, { startsAt: `${first}T12:00`, endsAt: `${first}T11:00` });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.endsAt).toBe('It must end after it starts.');
    const restore = await live.server.fetch(`/api/businesses/${bizId}/posts/${postId}/dates/${second}`, {
      method: 'DELETE',
      headers: { cookie: owner },
    });
    expect(restore.status).toBe(200);
    const again = (await events(`state=california&from=${first}&to=${dayFromNow(30)}`)).items.filter(
      (e) => e.postId === postId,
    );
    expect(again.map((e) => e.status)).toEqual(['scheduled', 'scheduled', 'moved', 'scheduled']);
  });

  test('its calendar file has one series: RRULE weekly, its moved date an instance of its own, SEQUENCE counting changes', async () => {
    const res = await live.server.fetch(`/events/${postId}.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const text = await res.text();
    expect(text).toContain('\r\n');
    const cal = new ICAL.Component(ICAL.parse(text));
    const vevents = cal.getAllSubcomponents('vevent');
    const master = vevents.find((v) => !v.hasProperty('recurrence-id')) as ICAL.Component;
    const event = new ICAL.Event(master);
    expect(event.uid).toBe(`${postId}@${new URL(live.server.deps.env.PUBLIC_URL).host}`);
    expect(event.summary).toBe('Farmers market');
    expect(Number(master.getFirstPropertyValue('sequence'))).toBe(3);
    expect(String(master.getFirstPropertyValue('rrule'))).toContain('FREQ=WEEKLY');
    expect(cal.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/Los_Angeles');
    // The series expands to four dates, each at 10 am in Los Angeles.
    const iter = event.iterator();
    const starts: string[] = [];
    for (let next = iter.next(); next; next = iter.next()) starts.push(next.toString());
    expect(starts).toHaveLength(4);
    for (const s of starts) expect(s.slice(11, 16)).toBe('10:00');
    const moved = vevents.filter((v) => v.hasProperty('recurrence-id'));
    expect(moved).toHaveLength(1);
    expect(String(moved[0].getFirstPropertyValue('dtstart')).slice(11, 16)).toBe('16:00');
  });
});

describe('/api/events', () => {
  beforeAll(async () => {
    const once = (title: string, day: string, id: string) =>
      post(
        {
          kind: 'event',
          title,
          text: 'Once only.',
          eventStartsAt: `${day}T18:00`,
          eventEndsAt: `${day}T20:00`,
          place: 'The studio',
        },
        id,
      );
    expect((await once('Candle night', dayFromNow(2), bizId)).status).toBe(201);
    expect((await once('Wheel class', dayFromNow(3), farId)).status).toBe(201);
  });

  test('near a ZIP code: within the radius only, in time order', async () => {
    const near = await events(`zip=90012&radius=10&from=${dayFromNow(0)}`);
    const titles = near.items.map((e) => e.title);
    expect(titles).toContain('Candle night');
    expect(titles).not.toContain('Wheel class');
    expect(near.near).toEqual({ zip: '90012', city: expect.any(String), state: 'California' });
    const starts = near.items.map((e) => e.startsAt);
    expect([...starts].sort()).toEqual(starts);
    expect(near.items[0].pin).not.toBeNull();
  });

  test('in a state and region; by value filters; today only', async () => {
    expect(
      (await events(`state=california&region=bay-area&from=${dayFromNow(0)}`)).items.map((e) => e.title),
    ).toEqual(['Wheel class']);
    const candles = await events(`state=california&category=candles&from=${dayFromNow(0)}`);
    expect(new Set(candles.items.map((e) => e.business.username))).toEqual(new Set(['sunday.market']));
    const veterans = await events(`state=california&identity=veteran-owned&from=${dayFromNow(0)}`);
    expect(new Set(veterans.items.map((e) => e.business.username))).toEqual(new Set(['sunday.market']));
    const today = await events('state=california&when=today');
    expect(today.days.from).toBe(today.days.to);
  });

  test('pages by cursor without repeats or gaps', async () => {
    const all = await events(`state=california&from=${dayFromNow(0)}`);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await events(`state=california&from=${dayFromNow(0)}${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((e) => `${e.postId}/${e.day}`));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((e) => `${e.postId}/${e.day}`));
    expect(new Set(seen).size).toBe(seen.length);
  });

  test('a hidden business’s events leave; bad input is a 400 naming the field', async () => {
    await live.server.deps.db.update(businessProfiles).set({ isPublished: false }).where(eqId(farId));
    expect((await events(`state=california&from=${dayFromNow(0)}`)).items.map((e) => e.title)).not.toContain(
      'Wheel class',
    );
    await live.server.deps.db.update(businessProfiles).set({ isPublished: true }).where(eqId(farId));
    for (const [query, field] of [
      ['when=tomorrow', 'when'],
      ['state=atlantis', 'state'],
      ['zip=1234', 'zip'],
      ['cursor=nope', 'cursor'],
      ['from=2030-02-01&to=2030-01-01', 'from'],
    ]) {
      const res = await live.server.fetch(`/api/events?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys((await res.json()).error.fields ?? {}), query).toContain(field);
    }
  });

  test('a view’s calendar feed and a business’s calendar parse; the view as Atom', async () => {
    const feed = await live.server.fetch(`/events.ics?state=california&from=${dayFromNow(0)}`);
    expect(feed.status).toBe(200);
    const cal = new ICAL.Component(ICAL.parse(await feed.text()));
    const summaries = cal
      .getAllSubcomponents('vevent')
      .map((v) => String(v.getFirstPropertyValue('summary')));
    expect(summaries).toEqual(expect.arrayContaining(['Farmers market', 'Candle night', 'Wheel class']));
    const business = await live.server.fetch('/business/bay.studio/events.ics');
    const bayCal = new ICAL.Component(ICAL.parse(await business.text()));
    expect(
      bayCal.getAllSubcomponents('vevent').map((v) => String(v.getFirstPropertyValue('summary'))),
    ).toEqual(['Wheel class']);
    expect((await live.server.fetch('/business/nobody.here/events.ics')).status).toBe(404);
    expect((await live.server.fetch('/events.ics?when=someday')).status).toBe(400);
    const atom = await live.server.fetch(`/events.atom?state=california&from=${dayFromNow(0)}`);
    expect(atom.status).toBe(200);
    expect(await atom.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
  });
});

const eqId = (id: string) => eq(businessProfiles.businessId, id);

describe('the roundup', () => {
  test('a weekly roundup carries "This week near you" from favourites, even with no other news', async () => {
    const shopper = (await signUpVerified(live.server, live.smtp, 'eventshopper')).cookie;
    const send = (method: string, path: string, json?: unknown) =>
      live.server.fetch(path, { method, json, headers: { cookie: shopper } });
    expect((await send('PUT', `/api/me/favorites/${farId}`)).status).toBe(200);
    expect((await send('PUT', '/api/me/digest', { frequency: 'weekly' })).status).toBe(200);
    // Posted long before the roundup's week: no news of its own, only this week's date.
    await live.server.deps.db
      .update(businessPosts)
      .set({ createdAt: new Date(Date.now() - 10 * DAY) })
      .where(eq(businessPosts.businessId, farId));
    const run = await sendDigestsOnce(live.server.deps);
    expect(run?.queued).toBeGreaterThanOrEqual(1);
    // The outbox delivers it: wait for its link to the event.
    expect(await live.smtp.linkFor('eventshopper@example.test', '/business/bay.studio#post-')).toContain(
      '#post-',
    );
    const mail = live.smtp.messages.filter((m) => m.to.includes('eventshopper@example.test')).at(-1);
    expect(mail?.subject).toBe('This week near you: Wheel class');
    expect(mail?.text).toContain('This week near you');
    expect(mail?.text).toContain('Wheel class, Bay Studio (The studio)');
    expect(mail?.text).not.toContain('Farmers market');
    expect(mail?.raw).toContain('text/html');
    // Sent: the next run has nothing due for this person.
    expect((await sendDigestsOnce(live.server.deps))?.queued).toBe(0);
  });
});
