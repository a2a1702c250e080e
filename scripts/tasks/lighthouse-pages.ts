// Lighthouse (mobile, default throttling) on a few pages: the median of `runs` for each category
// and the paint metrics, one line each. bench:pages and bench:interaction both print these.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export interface PageScores {
  name: string;
  path: string;
  scores: Record<Category, number>;
  metrics: { FCP: number; LCP: number; TBT: number; CLS: number };
}

export async function lighthousePages(origin: string, pages: Record<string, string>, runs: number) {
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
  const results: PageScores[] = [];
  try {
    for (const [name, path] of Object.entries(pages)) {
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, [] as number[]])) as Record<
        Category,
        number[]
      >;
      const metrics: Record<keyof PageScores['metrics'], number[]> = { FCP: [], LCP: [], TBT: [], CLS: [] };
      for (let run = 0; run < runs; run++) {
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
      results.push({
        name,
        path,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c])])) as Record<Category, number>,
        metrics: {
          FCP: median(metrics.FCP),
          LCP: median(metrics.LCP),
          TBT: median(metrics.TBT),
          CLS: median(metrics.CLS),
        },
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}

export function formatScores(p: PageScores): string {
  const s = CATEGORIES.map((c) => `${c} ${p.scores[c]}`).join(', ');
  const m = `FCP ${Math.round(p.metrics.FCP)} ms, LCP ${Math.round(p.metrics.LCP)} ms, TBT ${Math.round(p.metrics.TBT)} ms, CLS ${p.metrics.CLS.toFixed(3)}`;
  return `${p.name.padEnd(9)} ${p.path}\n  ${s}\n  ${m}`;
}
