// `npm run bench:search`: search at 1,000,000 businesses on PostgreSQL, every query shape with its
// filter counts (docs/product.md §20, §21), then how long a demo business's name takes to appear in
// the browser after Enter in the nav's search field.
import { benchDatabase, measure, startApp } from './bench-kit.ts';
import { searchInBrowser } from './bench-search-browser.ts';

const url = await benchDatabase(process.env.BENCH_DB ?? 'locals_bench');
const app = await startApp(url, 3910);

const shapes: [string, string[]][] = [
  ['common word ("pottery")', ['/api/search?q=pottery']],
  [
    'rare word (a number in one name)',
    Array.from({ length: 200 }, (_, k) => `/api/search?q=${(k * 4999) % 1_000_000}`),
  ],
  ['typo ("poterry")', ['/api/search?q=poterry']],
  ['filters only', ['/api/search?state=california&identity=black-owned&type=shop']],
  ['near me (90012, 25 mi)', ['/api/search?zip=90012&radius=25']],
  [
    'combined',
    [
      '/api/search?q=bakery&state=california&identity=women-owned&zip=90012&radius=50&open=1&offering=small-batch',
    ],
  ],
];
const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
for (const [title, paths] of shapes) results[title] = await measure(app.origin, title, paths);
app.process.kill('SIGTERM');

console.log('\nIn the browser (demo marketplace, production build):');
await searchInBrowser();
process.exit(0);
