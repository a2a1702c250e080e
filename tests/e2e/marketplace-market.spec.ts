// The state market (docs/product.md §12.3): 6 cards, then 6 more on Load More or at the bottom after 800 ms,
// with no duplicates; region pills kept in the URL; the empty state; unknown and closed states.
import { expect, holdRequests, test } from './support/fixtures.ts';
import { cardHrefs, expectNoAxeViolations } from './support/marketplace.ts';

// California has 14 published demo businesses: pages of 6, 6 and 2.
const CALIFORNIA_TOTAL = 14;

test('load more and infinite scroll add 6 cards after 800 ms, never a duplicate', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.clock.install();
  await page.goto('/market?state=california');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop local in California' })).toBeVisible();
  const cards = page.locator('ul[aria-label="Businesses"] a[href^="/business/"]');
  await expect(cards).toHaveCount(6);
  // From here the page's time moves only when the test moves it (a busy machine cannot add 100 ms);
  // while the next page is fetched, time moves in small steps so the app's own timers run.
  // A second ahead of the page's own clock: on a busy machine the page's time can move on by more
  // than a few milliseconds between reading it and pausing ("Cannot fast-forward to the past").
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  const cardsSettleAt = (count: number) =>
    expect
      .poll(async () => {
        await page.clock.runFor(16);
        return cards.count();
      })
      .toBe(count);

  // The button, without scrolling to it (reaching the bottom loads by itself, tested below).
  await page.getByRole('link', { name: 'Load More' }).dispatchEvent('click');
  await expect(page.getByRole('link', { name: 'Loading...' })).toBeAttached();
  await page.clock.runFor(700);
  await expect(page.getByRole('link', { name: 'Loading...' })).toBeAttached();
  await expect(cards).toHaveCount(6);
  await page.clock.runFor(100);
  await cardsSettleAt(12);
  await expect(page.getByRole('link', { name: 'Load More' })).toBeAttached();

  // Reaching the bottom loads the rest, after the same pause.
  await page.mouse.wheel(0, 6000);
  await expect(page.getByRole('link', { name: 'Loading...' })).toBeVisible();
  await page.clock.runFor(800);
  await cardsSettleAt(CALIFORNIA_TOTAL);
  await expect(page.getByRole('link', { name: /Load More|Loading/ })).toHaveCount(0);
  await expect(page.getByText('You’ve seen every business here.')).toBeVisible();

  const hrefs = await cardHrefs(page);
  expect(new Set(hrefs).size).toBe(CALIFORNIA_TOTAL);
});

test('region pills filter the market and live in the URL (links, reload, Back)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/market?state=california');
  const regions = page.getByRole('navigation', { name: 'Regions' });
  const all = regions.getByRole('link', { name: 'All of California' });
  await expect(all).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('ul[aria-label="Businesses"] a[href^="/business/"]')).toHaveCount(6);

  await regions.getByRole('link', { name: 'Los Angeles' }).click();
  await expect(page).toHaveURL('/market?state=california&region=los-angeles');
  await expect(regions.getByRole('link', { name: 'Los Angeles' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop local in Los Angeles' })).toBeVisible();
  const expected = await (await page.request.get('/api/market?state=california&region=los-angeles')).json();
  await expect(page.locator('ul[aria-label="Businesses"] a[href^="/business/"]')).toHaveCount(
    expected.items.length,
  );
  expect((await cardHrefs(page)).sort()).toEqual(
    expected.items.map((b: { businessUsername: string }) => `/business/${b.businessUsername}`).sort(),
  );

  await page.reload();
  await expect(regions.getByRole('link', { name: 'Los Angeles' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop local in Los Angeles' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL('/market?state=california');
  await expect(all).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('ul[aria-label="Businesses"] a[href^="/business/"]')).toHaveCount(6);
});

for (const width of [390, 1280]) {
  test(`market at ${width}px is axe-clean and its cards show the §3 pills`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/market?state=california&region=los-angeles');
    const card = page.locator('article', { has: page.getByRole('link', { name: 'Marigold & Clay' }) });
    await expect(card.getByText('Los Angeles, California')).toBeVisible();
    // latine-owned, women-owned (identity), just-me (structure), handcrafted, one-of-a-kind (ethos):
    // first identity, structure, first ethos, then up to 2 more.
    await expect(card.getByRole('listitem')).toHaveText([
      'Latine-Owned',
      'Just me',
      'Handcrafted',
      'Women-Owned',
      'One of a Kind',
    ]);
    // The card shows its first three product photos, decoratively, as a strip.
    const strip = card.getByTestId('card-photos');
    await expect(strip.locator('img')).toHaveCount(3);
    for (const img of await strip.locator('img').all()) {
      await expect(img).toHaveAttribute('alt', '');
      await expect(img).toHaveAttribute('src', /\.card\.webp$/);
    }
    await page.screenshot({ path: `test-results/screens/marketplace-market-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page);
  });
}

test('a region without businesses shows the empty state', async ({ page }) => {
  await page.goto('/market?state=nevada&region=elko-northeastern-nevada');
  await expect(
    page.getByRole('heading', { name: 'No businesses in Elko & Northeastern Nevada yet.' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Local businesses are setting up behind the scenes. Check back soon or invite a favorite business to get started.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'View Other States' }).click();
  await expect(page).toHaveURL('/explore-businesses');
});

test('"Loading..." shows while the first page loads in the app (the server sends it already loaded)', async ({
  page,
}) => {
  await page.goto('/explore-businesses');
  const release = await holdRequests(page, '**/api/market?*');
  await page.getByRole('link', { name: /Texas/ }).first().click();
  await expect(page.getByText('Loading...')).toBeVisible();
  release();
  await expect(page.locator('ul[aria-label="Businesses"] a[href^="/business/"]')).toHaveCount(6);
});

test('unknown states, closed states and unknown regions get a helpful page', async ({ page }) => {
  await page.goto('/market?state=atlantis');
  await expect(page.getByRole('heading', { name: 'We couldn’t find that state' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Other States' })).toHaveAttribute(
    'href',
    '/explore-businesses',
  );

  await page.goto('/market');
  await expect(page.getByRole('heading', { name: 'We couldn’t find that state' })).toBeVisible();

  await page.goto('/market?state=colorado');
  await expect(page.getByRole('heading', { name: 'Colorado isn’t live yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join the Waitlist' })).toHaveAttribute('href', '/waitlist');
  await expectNoAxeViolations(page);

  await page.goto('/market?state=nevada&region=atlantis');
  await expect(page.getByRole('heading', { name: 'We couldn’t find that region' })).toBeVisible();
  await page.getByRole('link', { name: 'All of Nevada' }).click();
  await expect(page).toHaveURL('/market?state=nevada');
  await expect(page.locator('ul[aria-label="Businesses"] a[href^="/business/"]')).toHaveCount(2);
});
