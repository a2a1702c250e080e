// How much script a first visit downloads on the pages most visitors land on: every script the
// browser loads until the network is quiet, gzipped. Past the budget the build fails, so weight
// cannot creep in unnoticed (docs/decisions/021-routes-own-their-data.md says what the floor is).
import { gzipSync } from 'node:zlib';
import type { Response } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/**
 * Kilobytes (gzip -9) of script on a first visit, per page: what each loads today, plus a little.
 * React DOM, React Router and TanStack Query alone are about 119 KB of it; the goal is 90 KB.
 * Search measured 204.0 KB before the map (issue 28) and 205.3 KB with its List/Map toggle, the
 * map's loader and bbox in the search contract; the market 159.1 KB before, 160.2 KB with the toggle
 * and the loader. The map itself is never in a first load (below).
 */
const PAGES = [
  ['home', '/', 159],
  // 167: "Tell me about new businesses here" (its form, the no-script reply and the alert call) added
  // ~5 KB; the List / Map toggle ~1 KB (the map itself loads only when opened). Measured 166.04.
  ['market', '/market?state=california', 167],
  // 184: "Neighbours recommend" (issue 29) measured 183.2 KB — its list and paging load with the
  // page; the form, the owner's answer and the report dialog load only when asked for.
  ['business', '/business/goldenhourportraits', 184],
  // 212: the alert control and the List / Map toggle; measured 210.6 with both (209.9 with no map
  // at all: the toggle's two links and the map's placeholder are the 0.7 KB the map adds).
  ['search', '/search?q=candles', 212],
] as const;

for (const [name, path, budgetKb] of PAGES) {
  test(`the ${name} page's first load stays within ${budgetKb} KB of script`, async ({ page }) => {
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('html[data-ready]')).toBeAttached();
    let bytes = 0;
    for (const response of scripts) bytes += gzipSync(await response.body(), { level: 9 }).length;
    const kb = bytes / 1024;
    test.info().annotations.push({
      type: 'script',
      description: `${kb.toFixed(1)} KB over ${scripts.length} scripts`,
    });
    console.log(`${name} ${path}: ${kb.toFixed(1)} KB gzip over ${scripts.length} scripts`);
    expect(kb).toBeLessThanOrEqual(budgetKb);
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
