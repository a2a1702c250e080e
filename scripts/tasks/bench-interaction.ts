// `npm run bench:interaction` (issue 44, item 5): what a visitor on a slow phone feels at the first
// tap, which Lighthouse never measures. Chromium with the slow-phone profile through CDP
// (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, the CPU 4× slower, 390 px, a cold cache each
// run) taps once the page has loaded, timed from the tap to the answer on screen: the phone menu on
// `/`, "Add to Favorite" signed out on a business page, "Map" on `/search?q=candles`; the median of
// 5 runs against each goal. Then Lighthouse mobile on the four public pages. Needs the production
// build (`npm run build`).
import { type Browser, chromium, type Locator, type Page } from '@playwright/test';
import { startDemoServer } from './demo-server.ts';
import { formatScores, lighthousePages, median } from './lighthouse-pages.ts';
import { publicPages } from './public-pages.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SLOW_PHONE = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

interface Tap {
  name: string;
  path: string;
  /** null: shown for what it says, with no goal of its own. */
  goalMs: number | null;
  /** What the visitor taps. */
  control: (page: Page) => Locator;
  /** Resolves when the answer to the tap is on screen. */
  answer: (page: Page) => Promise<void>;
  /**
   * For an answer the page draws itself (no new page): the time from the press to the frame that
   * shows it, read in the page, so neither the driver's round trips nor its checks count.
   */
  inPage?: string;
}

/** The tapped link's spinner (lib/pending-links.ts): from the press to the second frame after it shows. */
const LINK_BUSY = `(() => {
  addEventListener('pointerdown', (press) => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('a[aria-busy="true"]')) return;
      seen.disconnect();
      requestAnimationFrame(() => requestAnimationFrame((t) => window.tapAnswered(t - press.timeStamp)));
    });
    seen.observe(document.body, { attributes: true, subtree: true, attributeFilter: ['aria-busy'] });
  }, { capture: true, once: true });
})()`;

/** The phone menu's popover opening: from the pointer's press to the second frame after it opens. */
const MENU_OPENED = `(() => {
  addEventListener('pointerdown', (press) => {
    document.querySelector('[popover]').addEventListener('toggle', (event) => {
      if (event.newState === 'open')
        requestAnimationFrame(() => requestAnimationFrame((t) => window.tapAnswered(t - press.timeStamp)));
    });
  }, { capture: true, once: true });
})()`;

const taps = (businessPath: string): Tap[] => [
  {
    name: 'phone menu on / → menu visible',
    path: '/',
    goalMs: 100,
    control: (page) => page.getByRole('button', { name: 'Open menu' }),
    answer: (page) => page.locator('[popover]:popover-open').getByRole('link', { name: 'About' }).waitFor(),
    inPage: MENU_OPENED,
  },
  {
    name: '"Add to Favorite" signed out → something visible',
    path: businessPath,
    goalMs: 300,
    control: (page) => page.getByRole('link', { name: 'Add to Favorite' }),
    // The spinner once the page's script runs; before it does, the log-in page is the first answer.
    answer: (page) =>
      page
        .locator('a[aria-busy="true"]')
        .or(page.getByRole('heading', { level: 1, name: 'Log In' }))
        .first()
        .waitFor(),
    inPage: LINK_BUSY,
  },
  {
    name: '"Add to Favorite" signed out → the log-in page',
    path: businessPath,
    goalMs: null,
    control: (page) => page.getByRole('link', { name: 'Add to Favorite' }),
    answer: (page) => page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor(),
  },
  {
    name: '"Map" on /search?q=candles → first pin',
    path: '/search?q=candles',
    goalMs: 2500,
    control: (page) => page.getByRole('link', { name: 'Map', exact: true }),
    // A pin: a link of the server's drawing, or a button of the live map once it has replaced it.
    answer: (page) =>
      page
        .getByRole('region', { name: 'Map of results' })
        .getByLabel('Businesses on the map')
        .locator('a, button')
        .first()
        .waitFor(),
  },
];

/** One cold run: the page loads on the slow phone, the control shows, the tap is timed. */
async function timeTap(browser: Browser, origin: string, tap: Tap) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: false,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_PHONE);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    // The first tap on a page that has loaded (its own script and images in; the app not yet).
    await page.goto(origin + tap.path, { waitUntil: 'load' });
    const control = tap.control(page);
    await control.waitFor();
    const box = await control.boundingBox();
    if (!box) throw new Error(`${tap.name}: the control has no box`);
    // The page reports through a binding, which still answers while a navigation is under way.
    let drawn: Promise<number> | null = null;
    if (tap.inPage) {
      let answered: (ms: number) => void = () => {};
      drawn = new Promise<number>((resolve) => {
        answered = resolve;
      });
      await page.exposeFunction('tapAnswered', (ms: number) => answered(ms));
      await page.evaluate(tap.inPage);
    }
    // Timed from the tap: a plain press where the control is (no waiting on the driver's checks).
    const start = Date.now();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await tap.answer(page);
    const elapsed = Date.now() - start;
    // Null when the page left before its answer was drawn (then the wall clock says).
    const inPage = drawn
      ? await Promise.race([drawn, new Promise<null>((r) => setTimeout(() => r(null), 1000))])
      : null;
    return inPage === null ? elapsed : Math.round(inPage);
  } finally {
    await context.close();
  }
}

const { origin, process: server } = await startDemoServer(3951);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
let failed = 0;
try {
  const pages = await publicPages(origin);
  console.log(
    `first tap on a slow phone (150 ms RTT, 1.6 Mbit/s, CPU ×4, 390 px, cold cache; median of ${RUNS})`,
  );
  for (const tap of taps(pages.business)) {
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await timeTap(browser, origin, tap));
    const ms = median(runs);
    const met = tap.goalMs === null || ms <= tap.goalMs;
    if (!met) failed += 1;
    const goal =
      tap.goalMs === null ? '(no goal of its own)' : `(goal ≤ ${tap.goalMs} ms) ${met ? 'met' : 'NOT met'}`;
    console.log(`  ${tap.name}: ${ms} ms ${goal}  [runs: ${runs.join(', ')}]`);
  }
  console.log(`Lighthouse mobile (median of ${RUNS})`);
  for (const page of await lighthousePages(origin, pages, RUNS)) {
    console.log(formatScores(page));
    const { performance, accessibility, seo } = page.scores;
    const wanted = page.name === 'search' ? [performance, accessibility] : [performance, accessibility, seo];
    if (wanted.some((score) => score < 100) || page.scores['best-practices'] < 100) failed += 1;
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
console.log(failed ? `${failed} row(s) short of their goal` : 'every row at or past its goal');
