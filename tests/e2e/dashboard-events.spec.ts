// The events walk (issue 46, docs/decisions/040): an owner posts a weekly event from the dashboard and
// cancels one of its dates; a visitor without script finds it on /events near its ZIP code, the
// cancelled date listed as cancelled and each date described as a schema.org Event; the region's
// calendar feed, parsed by ical.js, carries the series with that date cancelled. (The roundup's "This
// week near you" is checked by events.test.ts: a digest run here would race the digest walks running
// beside this one.) On the map, the dates are pins at the business's ZIP code: links in the server's
// drawing, buttons that open the event's card.
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { publishedBusiness, shot, test } from './dashboard-support.ts';
import { expect, signUpAndConfirm, uniqueName } from './support/fixtures.ts';

/** A local day `n` days from now (Los Angeles, where the walk's business is). */
const dayFromNow = (n: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(
    new Date(Date.now() + n * 86_400_000),
  );

test('a weekly event: posted, one date cancelled, found near its ZIP code without script, in the region’s calendar and on the map', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpAndConfirm(page);
  const username = uniqueName('events');
  const id = await publishedBusiness(page, 'Walk Market Stall', username);
  const first = dayFromNow(3);
  const until = dayFromNow(3 + 21);

  await page.goto(`/dashboard/business/${id}/posts`);
  await page.getByRole('radio', { name: 'Event' }).check();
  const title = `Night market ${username}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Text').fill('Street food and makers, every week.');
  await page.getByLabel('Starts').fill(`${first}T17:00`);
  await page.getByLabel('Ends').fill(`${first}T21:00`);
  await page.getByLabel('Place').fill('Chinatown plaza');
  await page.getByLabel('Repeats every week until (optional)').fill(until);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText(/^Every \w+day until/)).toBeVisible();

  // Four dates; the second is cancelled and stays listed as cancelled.
  const dates = page.getByText('Its 4 coming dates');
  await expect(dates).toBeVisible();
  await dates.click();
  const cancels = page.getByRole('button', { name: /^Cancel this date/ });
  await expect(cancels).toHaveCount(4);
  await cancels.nth(1).click();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(cancels).toHaveCount(3);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: shot('event-dates', width), fullPage: true });
  }

  // Without script: /events near the business's ZIP code shows the series, by day.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  const response = await visitor.goto(`/events?zip=90012&radius=10&from=${first}&to=${until}`);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1, name: /^Events near / })).toBeVisible();
  // The server's head names the place as the heading does, and links the view's Atom feed.
  await expect(visitor).toHaveTitle(/^Events near .+, California · Locals Market$/);
  await expect(visitor.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    /\/events\.atom\?zip=90012&radius=10$/,
  );
  const cards = visitor.getByRole('article').filter({ hasText: title });
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(1).getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(cards.nth(0).getByRole('link', { name: /^Add to calendar/ })).toHaveAttribute(
    'href',
    /\.ics$/,
  );
  await expect(cards.nth(0).getByRole('link', { name: 'Walk Market Stall' })).toBeVisible();
  for (const width of [390, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    await visitor.screenshot({ path: shot('events-page', width), fullPage: true });
  }

  // Each date is a schema.org Event with the properties search engines require, typed.
  const data = JSON.parse(
    (await visitor.locator('script[type="application/ld+json"]').last().textContent()) ?? '[]',
  ) as Record<string, unknown>[];
  const ours = data.filter((e) => e.name === title);
  expect(ours).toHaveLength(4);
  for (const event of ours) {
    expect(event['@type']).toBe('Event');
    expect(Number.isNaN(Date.parse(String(event.startDate)))).toBe(false);
    expect(Date.parse(String(event.endDate))).toBeGreaterThan(Date.parse(String(event.startDate)));
    const location = event.location as { '@type': string; address: Record<string, string> };
    expect(location['@type']).toBe('Place');
    expect(location.address).toMatchObject({
      '@type': 'PostalAddress',
      addressRegion: 'California',
      postalCode: '90012',
    });
    expect(event.organizer).toMatchObject({ '@type': 'Organization', name: 'Walk Market Stall' });
  }
  expect(ours.map((e) => e.eventStatus)).toEqual([
    'https://schema.org/EventScheduled',
    'https://schema.org/EventCancelled',
    'https://schema.org/EventScheduled',
    'https://schema.org/EventScheduled',
  ]);

  // The region's feed (the same query in its address) is one series, the cancelled date an instance of its own.
  const feed = await context.request.get(
    `/events.ics?state=california&region=los-angeles&from=${first}&to=${until}`,
  );
  expect(feed.ok()).toBe(true);
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const series = calendar
    .getAllSubcomponents('vevent')
    .filter((v) => v.getFirstPropertyValue('summary') === title);
  const master = series.find((v) => !v.hasProperty('recurrence-id'));
  expect(String(master?.getFirstPropertyValue('rrule'))).toContain('FREQ=WEEKLY');
  const cancelled = series.filter((v) => v.hasProperty('recurrence-id'));
  expect(cancelled).toHaveLength(1);
  expect(cancelled[0].getFirstPropertyValue('status')).toBe('CANCELLED');

  // The map view without script: the server draws the dates as links on its map; the form keeps the view.
  const onMap = `/events?zip=90012&radius=10&from=${first}&to=${until}&view=map`;
  await visitor.goto(onMap);
  const drawing = visitor.locator('svg[aria-label="Events on the map"]');
  await expect(
    drawing.locator(`a[href="/business/${username}#post-${await postIdOf(visitor, title)}"]`),
  ).toHaveCount(4);
  await expect(visitor.locator('form[aria-label="Find events"] input[name="view"]')).toHaveValue('map');
  await expect(visitor.getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page');
  await context.close();

  // With script: the dates are pin buttons; ours (alone, or in its ZIP code's cluster) opens its card.
  await page.goto(onMap);
  const pins = page.getByRole('list', { name: 'Events on the map' }).getByRole('button');
  await expect(pins.first()).toBeVisible();
  const ourPin = new RegExp(`^${title}, `);
  let opened = false;
  for (const pin of await pins.all()) {
    const name = (await pin.getAttribute('aria-label')) ?? '';
    await pin.click();
    if (ourPin.test(name)) opened = true;
    else {
      const choice = page.getByRole('list', { name: 'Events here' }).getByRole('button', { name: ourPin });
      if ((await choice.count()) > 0) {
        await choice.first().click();
        opened = true;
      }
    }
    if (opened) break;
    await page.keyboard.press('Escape');
  }
  expect(opened, 'a pin holds the walk’s event').toBe(true);
  const panel = page.getByRole('region', { name: /^(On the map|\d+ events in )/ });
  await expect(panel.getByRole('heading', { name: title })).toBeVisible();
  await expect(panel.getByRole('link', { name: /^Add to calendar/ })).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: shot('events-map', width), fullPage: true });
    // The open list's long names (title and time) wrap: nothing scrolls sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      `sideways scroll at ${width} px`,
    ).toBe(0);
  }
});

/** The post's id, read from its first card's link to the business page (…#post-<id>). */
async function postIdOf(page: Page, title: string) {
  const href = await page
    .getByRole('article')
    .filter({ hasText: title })
    .first()
    .getByRole('link', { name: 'Walk Market Stall' })
    .getAttribute('href');
  return href?.split('#post-')[1] ?? '';
}
