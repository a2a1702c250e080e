// Every request an anonymous visitor can make that reads businesses: the pages, the JSON they load,
// search in each shape, the sitemap files. One list for the EXPLAIN guard (explain-guard.pg.test.ts,
// which fails when one of them reads or sorts a whole table) and for `npm run bench:public`, which
// measures each of them. Names and places are those of the generated businesses (seed-million.ts).

export interface PublicRequest {
  title: string;
  /** Asked in turn (a benchmark spreads its requests over them). */
  paths: string[];
}

/** Usernames of generated businesses, spread over the whole table (`bench-0` … `bench-<total-1>`). */
export const benchUsernames = (total: number, n = 200) =>
  Array.from({ length: n }, (_, k) => `bench-${(k * 997) % total}`);

/** Words that name one or two generated businesses (a number in a name: "Golden Bakery 4999"). */
export const rareWords = (total: number, n = 200) =>
  Array.from({ length: n }, (_, k) => String((k * 4999) % total));

const COMBINED =
  '/api/search?q=bakery&state=california&identity=women-owned&zip=90012&radius=50&open=1&offering=small-batch';

/**
 * The open data change feed's shapes (from the start, from a position, since a time, since a time
 * after every change) and the dumps' manifest. Apart from the list above: the feed is rate limited
 * per address, so `npm run bench:public` (one address) would meet 429s; `npm run bench:open-data`
 * measures it from many addresses. The EXPLAIN guard checks both lists.
 */
export const OPEN_DATA_REQUESTS: PublicRequest[] = [
  {
    title: 'open data: change feed',
    paths: [
      '/api/open/businesses',
      '/api/open/businesses?cursor=2500&limit=500',
      '/api/open/businesses?updated_since=2000-01-01T00:00:00Z',
      '/api/open/businesses?updated_since=2999-01-01T00:00:00Z',
    ],
  },
  { title: 'open data: dumps', paths: ['/api/open/dumps'] },
];

/** The requests, with load-more cursors read from the first pages at `origin`. */
export async function publicRequests(origin: string, total: number): Promise<PublicRequest[]> {
  const next = async (path: string): Promise<string[]> => {
    const res = await fetch(origin + path);
    const body = (await res.json()) as { nextCursor?: string | null };
    const sep = path.includes('?') ? '&' : '?';
    return body.nextCursor ? [`${path}${sep}cursor=${encodeURIComponent(body.nextCursor)}`] : [];
  };
  const users = benchUsernames(total);
  return [
    { title: 'home page', paths: ['/'] },
    { title: 'recently added (JSON)', paths: ['/api/businesses/recent'] },
    { title: 'explore page', paths: ['/explore-businesses'] },
    { title: 'states (JSON)', paths: ['/api/states', '/api/states/california/regions'] },
    { title: 'market page', paths: ['/market?state=california'] },
    { title: 'market first page (JSON)', paths: ['/api/market?state=california'] },
    { title: 'market region (JSON)', paths: ['/api/market?state=california&region=los-angeles'] },
    {
      title: 'market load more (JSON)',
      paths: [
        ...(await next('/api/market?state=california')),
        ...(await next('/api/market?state=california&region=los-angeles')),
      ],
    },
    { title: 'business page', paths: users.map((u) => `/business/${u}?r=1`) },
    { title: 'business (JSON)', paths: users.map((u) => `/api/businesses/by-username/${u}`) },
    { title: 'business posts (JSON)', paths: users.map((u) => `/api/businesses/by-username/${u}/posts`) },
    {
      title: 'business recommendations (JSON)',
      paths: users.map((u) => `/api/businesses/by-username/${u}/recommendations`),
    },
    { title: 'business feed', paths: users.map((u) => `/feeds/business/${u}.atom`) },
    { title: 'state feed', paths: ['/feeds/state/california.atom'] },
    { title: 'search page', paths: ['/search?q=pottery'] },
    { title: 'search: common word', paths: ['/api/search?q=pottery'] },
    { title: 'search: rare word', paths: rareWords(total).map((w) => `/api/search?q=${w}`) },
    { title: 'search: typo', paths: ['/api/search?q=poterry'] },
    { title: 'search: two words', paths: ['/api/search?q=golden%20bakery'] },
    { title: 'search: all businesses', paths: ['/api/search'] },
    {
      title: 'search: filters only',
      paths: ['/api/search?state=california&identity=black-owned&type=shop'],
    },
    {
      title: 'search: region, type and rate',
      paths: ['/api/search?state=california&region=los-angeles&type=service&rateMin=20&rateMax=80'],
    },
    {
      title: 'search: recommended',
      paths: ['/api/search?recommended=1', '/api/search?state=california&recommended=1&type=shop'],
    },
    { title: 'search: open now', paths: ['/api/search?q=coffee&open=1'] },
    { title: 'search: near a ZIP (25 mi)', paths: ['/api/search?zip=90012&radius=25'] },
    { title: 'search: combined', paths: [COMBINED] },
    {
      // A common word walks the ZIP codes nearest first; a rare one joins its few matches to them.
      title: 'search: words near a ZIP',
      paths: [
        '/api/search?q=pottery&zip=90012&radius=25',
        `/api/search?q=${rareWords(total, 2)[1]}&zip=90012`,
      ],
    },
    {
      // The map's "Search this area": a few ZIP codes (read by ZIP code), a metro and a state-wide
      // box (walked in shuffle order), an empty box, and a box with words and a ZIP code.
      title: 'search: map area (bbox)',
      paths: [
        '/api/search?bbox=-118.30,34.03,-118.20,34.09',
        '/api/search?bbox=-118.7,33.7,-117.6,34.4',
        '/api/search?bbox=-124.5,32.5,-114.1,42.0',
        // A box where nobody is (the seed has no business in St. Louis).
        '/api/search?bbox=-90.1,38.5,-90.0,38.6',
        '/api/search?q=pottery&zip=90012&radius=25&bbox=-118.4,33.9,-118.1,34.2',
      ],
    },
    {
      title: 'search: load more',
      paths: [
        ...(await next('/api/search?q=pottery')),
        ...(await next('/api/search?state=california')),
        ...(await next('/api/search?zip=90012&radius=25')),
      ],
    },
    {
      // Events near me (docs/decisions/040): near a ZIP code, in a region with a filter, a state's
      // every coming date, a later page, and the calendar files.
      title: 'events (JSON)',
      paths: [
        '/api/events?zip=90012&radius=25',
        '/api/events?state=california&region=los-angeles&when=weekend&category=candles',
        '/api/events?state=california&from=2000-01-01',
        '/api/events?when=today&identity=women-owned',
        ...(await next('/api/events?state=california&from=2000-01-01')),
      ],
    },
    { title: 'events page', paths: ['/events?zip=90012&radius=10'] },
    {
      title: 'events calendars',
      paths: [
        '/events.ics?state=california&region=los-angeles',
        ...users.slice(0, 20).map((u) => `/business/${u}/events.ics`),
      ],
    },
    { title: 'nearest ZIP (JSON)', paths: ['/api/zips/nearest?lat=34.05&lng=-118.24', '/api/zips/90012'] },
    {
      title: 'sitemaps',
      paths: ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/businesses-1.xml'],
    },
  ];
}
