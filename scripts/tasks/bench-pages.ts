// `npm run bench:pages`: Lighthouse (mobile, default throttling) on /, a market page, a business page
// and a search of a freshly started demo server in production mode (the production build,
// server-rendered pages); prints the median of 5 runs for each category, then how soon the map
// shows its pins after "Map" under the same throttling (map-timing.ts; docs/product.md §20).
import { startDemoServer } from './demo-server.ts';
import { formatScores, lighthousePages } from './lighthouse-pages.ts';
import { mapTiming } from './map-timing.ts';
import { publicPages } from './public-pages.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const { origin, process: server } = await startDemoServer(3950);
/** The map is timed on a search with results across the state (the demo's businesses). */
const MAP_PATH = '/search?state=california';

try {
  for (const page of await lighthousePages(origin, await publicPages(origin), RUNS))
    console.log(formatScores(page));
  const map = await mapTiming(origin, MAP_PATH, RUNS);
  console.log(
    `map      ${MAP_PATH} (Lighthouse mobile throttling, cold cache)\n  pins ${map.pins} ms after "Map" (runs: ${map.allPins.join(', ')} ms), base map drawn ${map.drawn} ms`,
  );
  const first = await mapTiming(origin, MAP_PATH, RUNS, false);
  console.log(
    `  "Map" as the first touch (a page load, the app not yet started): pins ${first.pins} ms (runs: ${first.allPins.join(', ')} ms), base map drawn ${first.drawn} ms`,
  );
} finally {
  server.kill('SIGTERM');
}
