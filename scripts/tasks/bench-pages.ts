// `npm run bench:pages`: Lighthouse (mobile, default throttling) on /, a market page, a business page
// and a search of a freshly started demo server in production mode (the production build,
// server-rendered pages); prints the median of 5 runs for each category, then how soon the map
// shows its pins after "Map" under the same throttling (map-timing.ts; docs/product.md §20).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startDemoServer } from './demo-server.ts';
import { mapTiming } from './map-timing.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const { origin, process: server } = await startDemoServer(3950);
const recent = await (await fetch(`${origin}/api/businesses/recent`)).json();
const pages = {
  home: '/',
  market: '/market?state=california',
  business: `/business/${recent.items[0].businessUsername}`,
  search: '/search?q=candles',
};
/** The map is timed on a search with results across the state (the demo's businesses). */
const MAP_PATH = '/search?state=california';

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

try {
  for (const [name, path] of Object.entries(pages)) {
    const scores: Record<string, number[]> = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
    const metrics: Record<string, number[]> = { FCP: [], LCP: [], TBT: [], CLS: [] };
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      const lhr = result!.lhr;
      for (const c of CATEGORIES) scores[c].push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
      metrics.FCP.push(lhr.audits['first-contentful-paint'].numericValue ?? 0);
      metrics.LCP.push(lhr.audits['largest-contentful-paint'].numericValue ?? 0);
      metrics.TBT.push(lhr.audits['total-blocking-time'].numericValue ?? 0);
      metrics.CLS.push(lhr.audits['cumulative-layout-shift'].numericValue ?? 0);
    }
    const s = CATEGORIES.map((c) => `${c} ${median(scores[c])}`).join(', ');
    const m = `FCP ${Math.round(median(metrics.FCP))} ms, LCP ${Math.round(median(metrics.LCP))} ms, TBT ${Math.round(median(metrics.TBT))} ms, CLS ${median(metrics.CLS).toFixed(3)}`;
    console.log(`${name.padEnd(9)} ${path}\n  ${s}\n  ${m}`);
  }
  const map = await mapTiming(origin, MAP_PATH, RUNS);
  console.log(
    `map      ${MAP_PATH} (Lighthouse mobile throttling, cold cache)\n  pins ${map.pins} ms after "Map" (runs: ${map.allPins.join(', ')} ms), base map drawn ${map.drawn} ms`,
  );
  const first = await mapTiming(origin, MAP_PATH, RUNS, false);
  console.log(
    `  "Map" as the first touch (a page load, the app not yet started): pins ${first.pins} ms (runs: ${first.allPins.join(', ')} ms), base map drawn ${first.drawn} ms`,
  );
} finally {
  chrome.kill();
  server.kill('SIGTERM');
}
