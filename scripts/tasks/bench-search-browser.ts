// How long a demo business's name takes to appear on screen after Enter in the nav's search field
// (a real Chromium, the production build, the demo marketplace): the median of several tries.
import { chromium } from '@playwright/test';
import { startDemoServer } from './demo-server.ts';

const TRIES = 7;

export async function searchInBrowser() {
  const server = await startDemoServer(3951);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const times: number[] = [];
    for (let i = 0; i < TRIES; i++) {
      await page.goto(`${server.origin}/about`);
      // The app starts on the visitor's first move (docs/decisions/029).
      await page.mouse.move(1 + (i % 2), 1);
      await page.waitForFunction(() => 'ready' in document.documentElement.dataset);
      const field = page.getByRole('searchbox', { name: 'Search businesses' });
      await field.fill(i % 2 ? 'Slow Wick' : 'Sunday Crumb');
      const name = i % 2 ? 'Slow Wick Candle Co.' : 'Sunday Crumb Bakery';
      const t0 = performance.now();
      await field.press('Enter');
      await page.locator('ul[aria-label="Search results"]').getByText(name).waitFor();
      times.push(performance.now() - t0);
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `name search, Enter → card on screen: median ${Math.round(sorted[Math.floor(TRIES / 2)])} ms (of ${TRIES}: ${times.map(Math.round).join(', ')} ms)`,
    );
  } finally {
    await browser.close();
    server.process.kill('SIGTERM');
  }
}
