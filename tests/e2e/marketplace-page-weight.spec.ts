// How much script a visit downloads on the pages most visitors land on: every script the browser
// loads until the network is quiet, gzipped. An islands page (docs/decisions/041-islands.md) loads
// its entry script and its islands, and nothing more once the visitor uses it: 90 KB before and
// after. Another server-drawn page loads only its entry script until the visitor first uses it
// (docs/decisions/029-wake-on-first-touch.md): that first load is held to 90 KB. Then the app itself
// arrives; its weight is held to what it is today, plus a little, so it cannot creep in unnoticed
// either. Past either budget the build fails.
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { expect, test, wakeApp } from './support/fixtures.ts';

const FIRST_LOAD_BUDGET_KB = 90;

/**
 * Kilobytes (gzip -9) of script once the visitor has used the page, per page. React DOM, React
 * Router and TanStack Query alone are about 119 KB of it.
 */
// Each budget below grew ~1 KB with <AppLink> (its 0.3 KB chunk, and the router's navigate kept for
// it at boot), which saves a seventh of every server render (docs/decisions/031): measured home
// 160.1, market 167.5, business 185.0, search 212.4.
// +1 KB on market, business and search for the server HTML being final (docs/decisions/036): "not
// found" answers revived rather than asked again, the menu as a popover, the favourite, recommend and
// answer forms that post without script. Measured home 160.7, market 168.1, business 186.9, search
// 213.0. Issue 44's islands are to bring all of this under 90 KB.
// One submit path per form (docs/decisions/038): React Router's fetcher (its hook and form, in the
// router's code every page loads) and the actions' browser context, +0.8 KB on home (measured
// 160.56 → 161.32, the same build before and after); the other pages lost their mutation hooks and
// came out lighter (market 167.7, business 186.6, search 212.6).
// Events near me (docs/decisions/040), +1 KB: Events in the nav (every page), "Events in {place}" on
// market pages, the calendar links of a business's Latest and a weekly event's repeat line. Measured
// home 162.1, market 169.2, business 188.3, search 213.8.
// The events map (ADR 040), +0.7 KB on the two pages with a map: the map's parts now take a MapKind,
// and the business results' kind (how a card becomes a pin, the card in the panel) loads with the
// page beside MapView. Measured home 162.2, market 169.9, business 188.4, search 214.4.
// Islands (ADR 041): the home page for a visitor without a session is its HTML and the menu button;
// the market's list adds its grid (the next pages on Load More or at the bottom); a business page its
// tabs, its open-now line, Share and, with more notes than a page, "Show more notes"; the search's
// list its grid and its filters.
/** What a page in Spanish may add to its English budget: its messages. */
const SPANISH_KB = 5;

const PAGES: readonly (readonly [string, string, 'islands' | number, number?])[] = [
  ['home', '/', 'islands'],
  ['market', '/market?state=california', 'islands'],
  ['business', '/business/goldenhourportraits', 'islands'],
  // The search's list (ADR 041): its grid, the filters beside it and in the phone's sheet (an HTML
  // dialog). The islands' small shared parts come as a few chunks (vite.config.ts ISLAND_CHUNKS).
  ['search', '/search?q=candles', 'islands'],
  // The same pages in Spanish (ADR 042): their islands fetch only the Spanish messages they draw,
  // at most 5 KB more than the English page's budget (issue 48: a language adds ≤ 5 KB).
  ['Spanish home', '/es/', 'islands', SPANISH_KB],
  ['Spanish market', '/es/market?state=california', 'islands', SPANISH_KB],
  ['Spanish business', '/es/business/goldenhourportraits', 'islands', SPANISH_KB],
  ['Spanish search', '/es/search?q=candles', 'islands', SPANISH_KB],
] as const;

/** Collects every script response from now on; `kb()` is their gzip weight so far. */
function scriptsOf(page: Page) {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  return {
    count: () => scripts.length,
    kb: async () => {
      let bytes = 0;
      for (const response of scripts) bytes += gzipSync(await response.body(), { level: 9 }).length;
      return bytes / 1024;
    },
  };
}

for (const [name, path, used, languageKb = 0] of PAGES) {
  const islands = used === 'islands';
  const firstKb = FIRST_LOAD_BUDGET_KB + languageKb;
  const budgetKb = (islands ? FIRST_LOAD_BUDGET_KB : used) + languageKb;
  test(`the ${name} page loads at most ${firstKb} KB of script first, ${budgetKb} KB once used`, async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    // The frame's goto: the page's own waits for the app by moving the pointer.
    await page.mainFrame().goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('main h1').first()).toBeVisible();
    // Islands are live once the page has loaded; the app waits for a touch.
    if (islands) await expect(page.locator('html')).toHaveAttribute('data-ready');
    else await expect(page.locator('html')).not.toHaveAttribute('data-ready');
    const first = await scripts.kb();
    const firstCount = scripts.count();
    await wakeApp(page);
    await expect(page.locator('html[data-ready]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    const usedKb = await scripts.kb();
    const description = `${first.toFixed(1)} KB over ${firstCount} scripts first; ${usedKb.toFixed(1)} KB over ${scripts.count()} once used`;
    test.info().annotations.push({ type: 'script', description });
    console.log(`${name} ${path}: ${description} (gzip)`);
    expect(first).toBeLessThanOrEqual(firstKb);
    expect(usedKb).toBeLessThanOrEqual(budgetKb);
    // The app never comes to an islands page.
    if (islands) expect(scripts.count()).toBe(firstCount);
  });
}

// The map (MapLibre GL, its worker and styles) is fetched only when the map is opened (issue 28).
for (const path of ['/search?q=candles', '/market?state=california']) {
  test(`the first load of ${path} fetches nothing of the map`, async ({ page }) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('html[data-ready]')).toBeAttached();
    expect(urls.filter((u) => /map-canvas|maplibre|\/map\//.test(u))).toEqual([]);
  });
}
