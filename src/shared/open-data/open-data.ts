// What the open data is (ADR 039): its licences, its columns with what each holds, the rate limit of
// the change feed, and the names of the dump files. The page (/open-data), the dumps, the feed's
// contract and the tests read it from here.

export const OPEN_DATA_LICENCE = {
  database: {
    name: 'Open Database License (ODbL) 1.0',
    id: 'ODbL-1.0',
    url: 'https://opendatacommons.org/licenses/odbl/1-0/',
  },
  contents: {
    name: 'Database Contents License (DbCL) 1.0',
    id: 'DbCL-1.0',
    url: 'https://opendatacommons.org/licenses/dbcl/1-0/',
  },
  attribution: '© Locals Market contributors',
} as const;

/** The change feed's limit for each caller's address, as /open-data says. */
export const OPEN_FEED_LIMIT = { window: 60, max: 120 } as const;
export const OPEN_FEED_PAGE = { default: 100, max: 500 } as const;

/** Every column of the CSV (and property of the GeoJSON, but the two coordinates), in order. */
export const OPEN_DATA_COLUMNS = [
  ['id', 'The business’s stable id (a UUID), as the change feed names it.'],
  ['name', 'The business’s name.'],
  ['username', 'Its username: the last part of its page’s address.'],
  ['url', 'Its business page.'],
  ['type', '“shop” or “service”.'],
  ['categories', 'Category slugs, separated by “;” (labels: /api/catalogues).'],
  ['tags', 'Identity and values tags, separated by “;”.'],
  ['offering', 'What it offers, separated by “;”.'],
  ['structure', 'How it is run (one slug).'],
  ['city', 'Its town, as its page shows it.'],
  ['state', 'Its state.'],
  ['region', 'Its region of the state, as the market pages group them.'],
  ['zip', 'Its ZIP code.'],
  ['longitude', 'Of its ZIP code’s centroid (never a street address), WGS 84.'],
  ['latitude', 'Of its ZIP code’s centroid, WGS 84.'],
  [
    'storefront_address',
    'The street address of a storefront that welcomes visitors, only where its page shows one.',
  ],
  ['opening_hours', 'Opening hours in OpenStreetMap’s opening_hours syntax, in the business’s local time.'],
  ['recommendations', 'How many neighbours recommend it.'],
  ['first_published', 'When it was first made public (ISO 8601, UTC).'],
  ['last_changed', 'When what this file shows of it last changed (ISO 8601, UTC).'],
] as const;

export type OpenDataColumn = (typeof OPEN_DATA_COLUMNS)[number][0];
export const OPEN_DATA_HEADER: readonly OpenDataColumn[] = OPEN_DATA_COLUMNS.map(([name]) => name);

export type DumpFormat = 'csv' | 'geojson';
/** A dump's file name: the whole directory ('businesses.csv.gz') or one state ('businesses-california.csv.gz'). */
export const dumpFileName = (format: DumpFormat, stateSlug?: string) =>
  `businesses${stateSlug ? `-${stateSlug}` : ''}.${format}.gz`;
export const DUMP_FILE_PATTERN = /^businesses(?:-([a-z-]{2,40}))?\.(csv|geojson)\.gz$/;
export const OPEN_DATA_DOWNLOADS = '/open-data/downloads';
