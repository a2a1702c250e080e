// How long a shopper on a mid-range phone waits for pins after choosing "Map": Chromium with
// Lighthouse's mobile throttling applied (its devtools settings for slow 4G: 562.5 ms per request,
// 1.47 Mbit/s down, 675 kbit/s up, the CPU 4× slower), a cold cache each run, timed from the click
// to the first pin on the map, and on to the base map drawn beneath (issue 28: pins within 1.5 s).
import { chromium } from '@playwright/test';

const THROTTLE = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

/**
 * `woken`: the shopper has already used the list page, so its app is running and "Map" is the
 * app's own navigation; otherwise "Map" is the first thing they touch, a page load of the map's
 * address before the app has started (docs/decisions/029).
 */
export async function mapTiming(origin: string, path: string, runs: number, woken = true) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const pins: number[] = [];
  const drawn: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(origin + path, { waitUntil: 'networkidle' });
      if (woken) {
        // The app starts on the visitor's first move (docs/decisions/029): the list page is in use.
        await page.mouse.move(1, 1);
        await page.locator('html[data-ready]').waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
      }
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', THROTTLE);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const region = page.getByRole('region', { name: 'Map of results' });
      const start = Date.now();
      await page.getByRole('link', { name: 'Map', exact: true }).click();
      await region.getByRole('list', { name: 'Businesses on the map' }).getByRole('button').first().waitFor();
      pins.push(Date.now() - start);
      await region.locator('[data-map-ready]').waitFor({ state: 'attached', timeout: 60_000 });
      drawn.push(Date.now() - start);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { pins: median(pins), drawn: median(drawn), allPins: pins };
}
