// Open data (ADR 039): /open-data says what is published and under which licence, and its download
// links give the dumps the server writes soon after it starts: a CSV a maintained parser reads, with
// the demo's businesses and no email. Whole without script: the links and the states' list are HTML.
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { OPEN_DATA_HEADER } from '../../src/shared/open-data/open-data.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoAxeViolations } from './support/marketplace.ts';

// The server writes its first dumps a few seconds after it starts (dump-schedule.ts).
test.beforeEach(async ({ request }) => {
  await expect
    .poll(async () => (await (await request.get('/api/open/dumps')).json()) !== null, { timeout: 30_000 })
    .toBe(true);
});

for (const width of [390, 1280]) {
  test(`open data at ${width}px: licence, what is left out, and the files`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/open-data');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The directory belongs to everyone');
    await expect(page.getByRole('link', { name: 'Open Database License (ODbL) 1.0' })).toHaveAttribute(
      'href',
      'https://opendatacommons.org/licenses/odbl/1-0/',
    );
    await expect(page.getByText('© Locals Market contributors').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What is left out, and why' })).toBeVisible();
    await expect(page.getByRole('link', { name: /businesses\.csv\.gz/ })).toBeVisible();
    await page.getByText(/One state at a time/).click();
    await expect(page.getByRole('cell', { name: 'California', exact: true })).toBeVisible();
    await page.screenshot({ path: `test-results/screens/open-data-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page);
  });
}

test('the footer leads to open data, and its CSV downloads whole: every column, no email', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Open Data' }).click();
  await expect(page).toHaveURL(/\/open-data$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /businesses\.csv\.gz/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('businesses.csv.gz');
  const text = gunzipSync(await readFile(await download.path())).toString('utf8');
  const rows: Record<string, string>[] = parse(text, { columns: true });
  expect(Object.keys(rows[0])).toEqual(OPEN_DATA_HEADER);
  expect(rows.length).toBeGreaterThan(10);
  expect(rows.every((r) => r.url.includes('/business/'))).toBe(true);
  expect(text).not.toContain('@');
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });
  test('the page is whole: the files are links and each state is listed', async ({ page, request }) => {
    await page.goto('/open-data');
    const link = page.getByRole('link', { name: /businesses\.geojson\.gz/ });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/open-data\/downloads\/businesses\.geojson\.gz$/);
    const file = await request.get(href!);
    expect(file.status()).toBe(200);
    const collection = JSON.parse(gunzipSync(await file.body()).toString('utf8'));
    expect(collection.type).toBe('FeatureCollection');
    await page.getByText(/One state at a time/).click();
    await expect(page.getByRole('cell', { name: 'California', exact: true })).toBeVisible();
  });
});
