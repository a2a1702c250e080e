// How much script a first visit downloads on the pages most visitors land on: every script the
// browser loads until the network is quiet, gzipped. Past the budget the build fails, so weight
// cannot creep in unnoticed (docs/decisions/021-routes-own-their-data.md says what the floor is).
import { gzipSync } from 'node:zlib';
import type { Response } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/**
 * Kilobytes (gzip -9) of script on a first visit, per page: what each loads today, plus a little.
 * React DOM, React Router and TanStack Query alone are about 119 KB of it; the goal is 90 KB.
 */
const PAGES = [
  ['home', '/', 159],
  // 165: "Tell me about new businesses here" (its form, the no-script reply and the alert call) added ~5 KB.
  ['market', '/market?state=california', 165],
  // 184: "Neighbours recommend" (issue 29) measured 183.2 KB — its list and paging load with the
  // page; the form, the owner's answer and the report dialog load only when asked for.
  ['business', '/business/goldenhourportraits', 184],
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
