// Search (docs/product.md §21): from the nav on any page, filter by a value, near a ZIP code, a
// typo corrected, the result count announced, and the page before its script runs.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectNoAxeViolations } from './support/marketplace.ts';

const results = (page: Page) => page.locator('ul[aria-label="Search results"] a[href^="/business/"]');

test('search from the nav: "/" focuses the field, Enter shows the results with their count', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about');
  await page.keyboard.press('/');
  const field = page.getByRole('searchbox', { name: 'Search businesses' });
  await expect(field).toBeFocused();
  await field.fill('candles');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=candles$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “candles”');
  await expect(page.locator('#result-count')).toHaveText('Showing 2 businesses');
  await expect(results(page).filter({ hasText: 'Slow Wick Candle Co.' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/screens/search-candles-1280.png', fullPage: true });
});

test('a demo business found by its name, a typo corrected ("did you mean")', async ({ page }) => {
  await page.goto('/search?q=slow+wick');
  await expect(results(page).first()).toContainText('Slow Wick Candle Co.');
  await page.goto('/search?q=candels');
  await expect(page.getByText('No matches for “candels”. Did you mean')).toBeVisible();
  await expect(page.getByRole('link', { name: 'candles', exact: true })).toBeVisible();
  await expect(results(page)).toHaveCount(2);
});

test('filter by a tag: the count beside it is what the results show, and Back undoes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/search');
  const total = await page.locator('#result-count').textContent();
  const tag = page.getByRole('checkbox', { name: /^Black-Owned \d+$/ });
  const count = Number((await tag.locator('..').textContent())?.match(/(\d+)$/)?.[1]);
  expect(count).toBeGreaterThan(0);
  await tag.check();
  await expect(page).toHaveURL(/identity=black-owned/);
  await expect(page.locator('#result-count')).toHaveText(
    `Showing ${count} ${count === 1 ? 'business' : 'businesses'}`,
  );
  for (const card of await results(page).all())
    await expect(card.locator('xpath=ancestor::article')).toContainText('Black-Owned');
  await expect(page.getByRole('link', { name: 'Black-Owned (remove)' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.locator('#result-count')).toHaveText(total ?? '');
});

test('near a ZIP code on a phone: the filter sheet counts as you choose, nearest first, miles on each card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search');
  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  // One primary button and "Clear all"; no second "Apply" button.
  await expect(sheet.getByRole('button', { name: 'Apply filters' })).toHaveCount(0);
  const show = sheet.getByRole('button', { name: /^Show \d+ results?$/ });
  await expect(show).toBeVisible();
  const everything = await show.textContent();
  await expect(sheet.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/screens/search-sheet-390.png' });
  // A ZIP that is not one: the field's own message, once, and nothing searched.
  const zip = sheet.getByRole('textbox', { name: 'ZIP code' });
  await zip.fill('9410');
  await zip.press('Enter');
  await expect(zip).toHaveAccessibleDescription('Must be a valid ZIP code.');
  await expect(page.getByText('Must be a valid ZIP code.')).toHaveCount(1);
  await expect(show).toHaveText(everything ?? '');
  // A whole ZIP counts at once, like a checkbox (no Enter, no leaving the field); the sheet stays.
  await zip.fill('94103');
  await expect(zip).not.toHaveAttribute('aria-invalid', 'true');
  await sheet.getByRole('combobox', { name: 'Distance' }).selectOption('5');
  await expect(show).not.toHaveText(everything ?? '');
  await expect(show).toHaveText(/^Show \d+ results?$/);
  await expect(sheet.getByRole('button', { name: 'Clear all' })).toBeEnabled();
  await expect(page).toHaveURL(/\/search$/);
  await page.screenshot({ path: 'test-results/screens/search-sheet-filtered-390.png' });
  const counted = Number((await show.textContent())?.match(/\d+/)?.[0]);
  await show.click();
  await expect(page).toHaveURL(/zip=94103.*radius=5|radius=5.*zip=94103/);
  await expect(page.locator('#result-count')).toContainText('near San Francisco, California · nearest first');
  await expect(page.locator('#result-count')).toContainText(
    `Showing ${counted} ${counted === 1 ? 'business' : 'businesses'}`,
  );
  const first = results(page).first().locator('xpath=ancestor::article');
  await expect(first).toContainText(/\d+ mi|under 1 mi/);
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/screens/search-near-390.png', fullPage: true });
});

test('a ZIP code in the address that is not one says the field’s message, not "a filter we don’t know"; Clear all empties the sheet', async ({
  page,
}) => {
  await page.goto('/search?zip=123');
  const problem = page.getByRole('alert');
  await expect(problem).toContainText('Must be a valid ZIP code.');
  await expect(problem).not.toContainText('we don’t know');
  await expect(problem).not.toContainText('zip:');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search?q=candles&open=1');
  await page.getByRole('button', { name: 'Filters (1)' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByRole('button', { name: 'Clear all' }).click();
  await expect(sheet.getByRole('checkbox', { name: 'Open now' })).not.toBeChecked();
  await expect(sheet.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  await sheet.getByRole('button', { name: /^Show \d+ results?$/ }).click();
  await expect(page).toHaveURL(/\/search\?q=candles$/);
});

test('the filters beside the results at 1280px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/search');
  await expect(page.getByRole('form', { name: 'Filters' })).toBeVisible();
  await expect(page.locator('#result-count')).toContainText(/^Showing \d+ businesses$/);
  await page.screenshot({ path: 'test-results/screens/search-filters-1280.png' });
});

test('nothing matches: ways to widen the search', async ({ page }) => {
  await page.goto('/search?q=candles&state=texas&identity=veteran-owned');
  await expect(page.getByRole('heading', { name: 'No businesses match this search' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Drop “candles” and keep the filters' })).toHaveAttribute(
    'href',
    '/search?state=texas&identity=veteran-owned',
  );
  await page.getByRole('link', { name: 'Search all states' }).click();
  await expect(page).toHaveURL(/\/search\?q=candles&identity=veteran-owned$/);
});

test.describe('before the script runs', () => {
  test.use({ javaScriptEnabled: false });
  test('the results, the filter form and the next-page link are in the HTML', async ({ page }) => {
    await page.goto('/search?q=candles');
    await expect(results(page)).toHaveCount(2);
    await page.getByRole('checkbox', { name: /^Queer-Owned/ }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/q=candles.*identity=queer-owned/);
    await expect(results(page)).toHaveCount(1);
    await page.goto('/search');
    await expect(page.getByRole('link', { name: 'Load More' })).toHaveAttribute('href', /cursor=/);
  });
});
