// The map (issue 28): search results at their ZIP codes' centroids, clustered; a cluster is named for
// its places and opens a list that takes the focus (Escape gives it back); a business's card leads to
// its page; "Search this area" narrows the results and their counts; the attribution is whole at a
// phone's and a laptop's width (issue 42); and the app's own style works with nothing but the app
// reachable (no MAP_STYLE_URL, offline).
// Its businesses are its own (three in one Santa Barbara ZIP code, one in Carpinteria), named with a
// word of this run, so the walk's counts are exact however often it runs.
import type { Browser, Page } from '@playwright/test';
import { createBusiness, fillBusiness, nameBusiness, publish, test } from './dashboard-support.ts';
import { expect, ORIGIN, signUpAndConfirm, uniqueName } from './support/fixtures.ts';
import { expectNoAxeViolations } from './support/marketplace.ts';

const SANTA_BARBARA = '93101';
const CARPINTERIA = '93013';

/** Four businesses by two owners (an owner may have three). */
async function seedBusinesses(browser: Browser) {
  const owner = async (ip: string) => {
    const context = await browser.newContext({ baseURL: ORIGIN });
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
    const page = await context.newPage();
    await signUpAndConfirm(page);
    return { context, page };
  };
  const owners = [await owner('10.28.0.1'), await owner('10.28.0.2')];
  const word = uniqueName('mapw')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const names = ['Harbor Candles', 'Mesa Pottery', 'Funk Zone Prints', 'Bluff Florist'];
  const zips = [SANTA_BARBARA, SANTA_BARBARA, SANTA_BARBARA, CARPINTERIA];
  const usernames: string[] = [];
  for (const [i, name] of names.entries()) {
    const { page } = owners[i < 3 ? 0 : 1];
    const id = await createBusiness(page);
    const username = `${word}${i}`;
    await nameBusiness(page, id, `${name} ${word}`, username, zips[i]);
    await fillBusiness(page, id);
    await publish(page, id);
    usernames.push(username);
  }
  for (const { context } of owners) await context.close();
  return { word, names: names.map((n) => `${n} ${word}`), usernames };
}

const mapRegion = (page: Page) => page.getByRole('region', { name: 'Map of results' });

/**
 * Points of the attribution's text that cannot be seen: outside the window, or where something else
 * (the page beyond the map's rounded corner) is hit instead. Empty when it is shown whole.
 */
async function hiddenAttribution(page: Page) {
  const attribution = mapRegion(page).locator('.maplibregl-ctrl-attrib');
  await attribution.scrollIntoViewIfNeeded();
  return attribution.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const hidden: string[] = [];
    for (const r of [...range.getClientRects()].filter((rect) => rect.width > 0))
      for (const [x, y] of [
        [r.left + 1, r.top + 1],
        [r.right - 1, r.top + 1],
        [r.left + 1, r.bottom - 1],
        [r.right - 1, r.bottom - 1],
      ]) {
        const hit = x >= 0 && x <= window.innerWidth ? document.elementFromPoint(x, y) : null;
        if (!hit || !element.contains(hit)) hidden.push(`${Math.round(x)},${Math.round(y)}`);
      }
    return hidden;
  });
}

async function openMap(page: Page, word: string) {
  await page.goto(`/search?q=${word}&zip=${SANTA_BARBARA}&radius=25`);
  await expect(page.locator('#result-count')).toHaveText(/^Showing 4 businesses near/);
  const opened = Date.now();
  await page.getByRole('link', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(/view=map/);
  // The list's count says how many match; the map's says they are all on it, not a second count.
  await expect(mapRegion(page).getByRole('status')).toHaveText('All 4 businesses are on the map.');
  test.info().annotations.push({ type: 'pins after toggle', description: `${Date.now() - opened} ms` });
}

test.describe('the search map', () => {
  test.describe.configure({ mode: 'serial' });
  let seeded: Awaited<ReturnType<typeof seedBusinesses>>;
  test.beforeAll(async ({ browser }) => {
    seeded = await seedBusinesses(browser);
  });

  test('a cluster shows its count, opens its list, and a business leads to its page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openMap(page, seeded.word);
    const region = mapRegion(page);
    const cluster = region.getByRole('button', { name: '3 businesses in Santa Barbara', exact: true });
    await expect(cluster).toBeVisible();
    await expect(region.getByRole('button', { name: seeded.names[3] })).toBeVisible();
    await expect(region.locator('[data-map-ready]')).toBeAttached();
    await expect(region.getByText('US Census Bureau')).toBeVisible();
    expect(await hiddenAttribution(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/screens/map-search-1280.png', fullPage: true });
    // By keyboard: the cluster is a button named by its count and place; Enter opens its list and
    // moves the focus into it, so Tab goes on through its businesses, not to the next pin.
    await cluster.focus();
    await page.keyboard.press('Enter');
    await expect(cluster).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByRole('list', { name: 'Businesses here' });
    await expect(list.getByRole('button')).toHaveCount(3);
    await expect(list.getByRole('button').first()).toBeFocused();
    await expect(region.getByRole('region', { name: '3 businesses in Santa Barbara' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('button').nth(1)).toBeFocused();
    await region.screenshot({ path: 'test-results/screens/map-region-1280.png' });
    // Escape closes it and gives the focus back to the cluster; so does Close.
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
    await expect(cluster).toBeFocused();
    await expect(cluster).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(list.getByRole('button').first()).toBeFocused();
    await region.getByRole('button', { name: 'Close' }).click();
    await expect(cluster).toBeFocused();
    await cluster.click();
    // In the results' order (a shuffle among equals): compared as a set.
    expect((await list.getByRole('button').allInnerTexts()).sort()).toEqual(seeded.names.slice(0, 3).sort());
    await list.getByRole('button', { name: seeded.names[1] }).click();
    const card = mapRegion(page).locator(`a[href="/business/${seeded.usernames[1]}"]`);
    await expect(card).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/screens/map-cluster-1280.png', fullPage: true });
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/business/${seeded.usernames[1]}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.names[1]);
  });

  test('moving the map offers "Search this area", which narrows the results and their counts', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openMap(page, seeded.word);
    const region = mapRegion(page);
    const cluster = region.getByRole('button', { name: '3 businesses in Santa Barbara', exact: true });
    const far = region.getByRole('button', { name: seeded.names[3] });
    await expect(far).toBeVisible();
    await expect(region.locator('[data-map-ready]')).toBeAttached();
    expect(await hiddenAttribution(page)).toEqual([]);
    await region.screenshot({ path: 'test-results/screens/map-region-390.png' });
    await page.screenshot({ path: 'test-results/screens/map-search-390.png', fullPage: true });
    await expect(region.getByRole('button', { name: 'Search this area' })).toHaveCount(0);
    // Zoom in on the Santa Barbara cluster until Carpinteria's pin leaves the map.
    await expect(async () => {
      // The map may sit below the fold at 390 px (the alert box is above it): the wheel needs it on screen.
      await cluster.scrollIntoViewIfNeeded();
      const box = await cluster.boundingBox();
      if (!box) throw new Error('no cluster');
      // Just beside the cluster: over the map itself (the button would take the wheel).
      await page.mouse.move(box.x + box.width / 2, box.y + box.height + 8);
      await page.mouse.wheel(0, -400);
      await expect(far).toHaveCount(0, { timeout: 1_000 });
    }).toPass();
    // The list still holds all four: the map says how many of them are in view.
    await expect(region.getByRole('status')).toHaveText('All 4 businesses are on the map; 3 are in view.');
    const searchArea = region.getByRole('button', { name: 'Search this area' });
    await expect(searchArea).toBeVisible();
    await searchArea.click();
    await expect(page).toHaveURL(/bbox=-?\d/);
    await expect(page.locator('#result-count')).toHaveText(/^Showing 3 businesses near/);
    await expect(page.getByRole('link', { name: 'In the map area (remove)' })).toBeVisible();
    // The filter counts are the area's too: the three are all women-owned shops of one category.
    const results = page.locator('ul[aria-label="Search results"] a[href^="/business/"]');
    await expect(results).toHaveCount(3);
    await expect(region.getByRole('status')).toHaveText('All 3 businesses are on the map.');
    const url = new URL(page.url());
    const api = await page.request.get(
      `/api/search?${url.searchParams.toString().replace(/&?view=map/, '')}`,
    );
    const body = (await api.json()) as {
      total: number;
      facets: { type: { value: string; count: number }[] };
    };
    expect(body.total).toBe(3);
    expect(body.facets.type.find((t) => t.value === 'shop')?.count).toBe(3);
    await page.screenshot({ path: 'test-results/screens/map-area-390.png', fullPage: true });
  });

  test('offline: with only the app reachable, the map draws its own style and shows the pins', async ({
    page,
  }) => {
    const elsewhere: string[] = [];
    await page.context().route(
      (url) =>
        url.origin !== new URL(ORIGIN).origin &&
        !url.protocol.startsWith('blob') &&
        !url.protocol.startsWith('data'),
      (route) => {
        elsewhere.push(route.request().url());
        return route.abort('internetdisconnected');
      },
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await openMap(page, seeded.word);
    const region = mapRegion(page);
    await expect(region.locator('[data-map-ready]')).toBeAttached();
    await expect(region.getByRole('button', { name: '3 businesses' })).toBeVisible();
    // Zoomed out, Santa Barbara's and Carpinteria's pins join: the cluster names both towns.
    const both = region.getByRole('button', {
      name: '4 businesses in Santa Barbara and Carpinteria',
      exact: true,
    });
    await expect(async () => {
      await region.getByRole('button', { name: 'Zoom out' }).click();
      await expect(both).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await both.click();
    await expect(
      region.getByRole('heading', { name: '4 businesses in Santa Barbara and Carpinteria' }),
    ).toBeVisible();
    expect(elsewhere).toEqual([]);
  });
});

test('the market shows its page of businesses on the map, and a pin shows its card', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/market?state=california');
  const cards = page.locator('main ul a[href^="/business/"]');
  await expect(cards.first()).toBeVisible();
  await page.getByRole('link', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(/\/market\?state=california&view=map$/);
  const region = mapRegion(page);
  await expect(region.locator('[data-map-ready]')).toBeAttached();
  // Every card of the page is on the map and in view (the line would say how many are, if not).
  const line = await region.getByRole('status').textContent();
  const shown = line?.match(
    /^(?:All (\d+) businesses are on the map|The map has the first (\d+) businesses, those loaded in the list)\.$/,
  );
  expect(shown, line ?? '').toBeTruthy();
  expect(Number(shown?.[1] ?? shown?.[2])).toBe(await cards.count());
  // A single business's pin is a button named for it; choosing it shows its card on the map's panel.
  const pins = region.getByRole('list', { name: 'Businesses on the map' }).getByRole('button');
  const single = pins.filter({ hasNotText: /\d/ }).first();
  const name = await single.getAttribute('aria-label');
  await single.click();
  // The card takes the focus, and Escape gives it back to the pin.
  await expect(region.getByRole('link', { name: name ?? '' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(single).toBeFocused();
  await single.click();
  await expect(region.getByRole('link', { name: name ?? '' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/map-market-390.png', fullPage: true });
  // A region chosen on the map stays on the map.
  const regions = page.getByRole('navigation', { name: 'Regions' }).getByRole('link');
  await regions.nth(1).click();
  await expect(page).toHaveURL(/\/market\?state=california&region=[a-z-]+&view=map$/);
  await expect(mapRegion(page).getByRole('status')).toHaveText(/(on the map|loaded in the list)/);
});
