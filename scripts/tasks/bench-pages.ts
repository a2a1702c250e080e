// `npm run bench:pages`: Lighthouse (mobile, default throttling) on /, a market page and a business
// page of a freshly started demo server in production mode (the production build, server-rendered
// pages); prints the median of 5 runs for each category (docs/product.md §20).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = 3950;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const root = new URL('../..', import.meta.url).pathname;
const origin = `http://127.0.0.1:${PORT}`;

const server = spawn(process.execPath, ['scripts/start.js'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    PORT: String(PORT),
    PUBLIC_URL: origin,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'locals-bench-')),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
for (let i = 0; i < 300; i++) {
  if (
    await fetch(`${origin}/readyz`)
      .then((r) => r.ok)
      .catch(() => false)
  )
    break;
  await new Promise((r) => setTimeout(r, 500));
}
const recent = await (await fetch(`${origin}/api/businesses/recent`)).json();
const pages = {
  home: '/',
  market: '/market?state=california',
  business: `/business/${recent.items[0].businessUsername}`,
};

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
} finally {
  chrome.kill();
  server.kill('SIGTERM');
}
