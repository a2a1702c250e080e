// A business's feed read as a feed reader would (issue 42 item 7): an owner posts an event and an
// offer; each entry of the business's Atom feed says when (and where) and opens the business page
// at that post, which is outlined.
import { readAtom } from '../../src/server/test/atom-feed.ts';
import { publishedBusiness, shot, test } from './dashboard-support.ts';
import { expect, ORIGIN, signUpAndConfirm, uniqueName } from './support/fixtures.ts';
import { expectNoAxeViolations } from './support/marketplace.ts';

const json = (data: unknown) => ({ data, headers: { origin: ORIGIN } });

test('each entry of a business feed opens the business page at its post', async ({ page }) => {
  await signUpAndConfirm(page);
  const username = uniqueName('feed');
  const id = await publishedBusiness(page, 'Feed Pottery', username);
  for (const post of [
    {
      kind: 'event',
      title: 'Open studio night',
      text: 'Throw a pot with us.',
      eventStartsAt: '2031-12-06T18:00',
      eventEndsAt: '2031-12-06T21:00',
      place: 'The back studio',
    },
    { kind: 'offer', title: 'Seconds sale', text: 'Slightly wonky, half price.', offerEndsOn: '2031-12-31' },
  ]) {
    const res = await page.request.post(`/api/businesses/${id}/posts`, json(post));
    expect(res.status(), await res.text()).toBe(201);
  }

  const feed = readAtom(await (await page.request.get(`/feeds/business/${username}.atom`)).text());
  expect(feed.problems).toEqual([]);
  expect(feed.authors).toEqual(['Feed Pottery']);
  const summaries = Object.fromEntries(feed.entries.map((e) => [e.title, e.summary]));
  expect(summaries['Open studio night']).toContain('Sat, Dec 6 · 6 pm – 9 pm · The back studio');
  expect(summaries['Seconds sale']).toContain('Until Wed, Dec 31');

  // Opened from a reader in this tab, after other pages of the site: each lands on its post.
  for (const entry of feed.entries) {
    await page.goto(entry.link);
    const post = page.locator(new URL(entry.link).hash);
    await expect(post.getByRole('heading', { level: 3, name: entry.title })).toBeVisible();
    await expect(post).toBeInViewport();
  }
  const event = feed.entries.find((e) => e.title === 'Open studio night');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(event?.link ?? '/');
    await expect(page.locator(new URL(event?.link ?? ORIGIN).hash)).toBeInViewport();
    await page.screenshot({ path: shot('feed-post', width) });
  }
  await expectNoAxeViolations(page);
});
