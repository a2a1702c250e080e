// The customer dashboard: greeting, Edit Profile, business tiles (0, 1 and 3 businesses, name
// truncation, untitled drafts), the favourites grid and its empty state with the browse button.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { businessIdOf, createBusiness, favorite, nameBusiness, shot, test } from './dashboard-support.ts';
import { expect, ORIGIN, signUpAndConfirm, uniqueName } from './support/fixtures.ts';

const tiles = (page: Page) => page.getByRole('region', { name: 'Your Businesses' }).getByRole('listitem');

for (const width of [390, 1280]) {
  test(`a new user's dashboard at ${width}px: greeting, Add Business and the empty favourites`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { username } = await signUpAndConfirm(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back ${username}!` })).toBeVisible();
    await expect(tiles(page)).toHaveCount(1);
    await expect(page.getByRole('link', { name: /Add Business/ })).toHaveAttribute('href', '/onboarding');
    await expect(page.getByText('Your journey with local shops begins here.')).toBeVisible();
    const browse = page.getByRole('link', { name: 'Browse Los Angeles Shops' });
    await expect(browse).toHaveAttribute('href', '/market?state=california&region=los-angeles');
    await page.screenshot({ path: shot('empty', width), fullPage: true });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/account\/settings$/);
  });
}

test("the dashboard comes drawn with the shopper's name, never a 'Welcome back!' placeholder", async ({
  page,
}) => {
  await signUpAndConfirm(page);
  // The server draws /dashboard for its visitor (ADR 036): the name is in the HTML it sends.
  const answer = await page.goto('/dashboard');
  const html = (await answer?.text()) ?? '';
  expect(html).toMatch(/Welcome back [^<!]+!/);
  expect(html).not.toContain('Welcome back!<');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back .+!$/ })).toBeVisible();
});

test("the browse button follows the shopper's zip when their state is live", async ({ page }) => {
  const { username } = await signUpAndConfirm(page);
  const setZip = async (zip: string) => {
    const res = await page.request.put('/api/me', {
      data: { username, firstName: '', lastName: '', birthday: '', zip },
      headers: { origin: ORIGIN },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await setZip('94103'); // San Francisco: Bay Area, California
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Browse Bay Area Shops' })).toHaveAttribute(
    'href',
    '/market?state=california&region=bay-area',
  );
  await setZip('10001'); // New York is not live: the Los Angeles default
  await page.reload();
  await expect(page.getByText('Your journey with local shops begins here.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Los Angeles Shops' })).toBeVisible();
});

test('business tiles: 1 business with a cut name, then 3 with no Add Business tile', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndConfirm(page);
  const first = await createBusiness(page);
  await nameBusiness(page, first, 'Marigold & Clay Pottery Studio', uniqueName('mc'));
  await page.goto('/dashboard');
  await expect(tiles(page)).toHaveCount(2);
  const tile = page.getByRole('link', { name: /Marigold & Clay Pottery Studio/ });
  // The visible name is cut at 12 characters; the full name is the link's accessible name.
  await expect(tile.getByText('Marigold & C…', { exact: true })).toBeVisible();
  await expect(tile.getByText('Marigold & C…', { exact: true })).toHaveAttribute(
    'title',
    'Marigold & Clay Pottery Studio',
  );
  await expect(tile).toHaveAttribute('href', `/dashboard/business/${first}`);
  await expect(page.getByRole('link', { name: /Add Business/ })).toBeVisible();

  await createBusiness(page, 'service'); // a draft without a name
  const third = await createBusiness(page);
  await nameBusiness(page, third, 'Short Name', uniqueName('sn'));
  await page.reload();
  await expect(tiles(page)).toHaveCount(3);
  await expect(page.getByRole('link', { name: /Untitled business/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Short Name/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Add Business/ })).toHaveCount(0);
  await page.screenshot({ path: shot('three-businesses', 1280), fullPage: true });
  await tile.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/business/${first}$`));
  await expect(page.getByRole('heading', { level: 1, name: /Marigold & Clay Pottery Studio/ })).toBeVisible();
});

const FAVOURITES = ['marigoldandclay', 'okraandash', 'mangoseason', 'cedarandsalt', 'honuandhale'];

for (const width of [390, 1280]) {
  test(`the favourites grid at ${width}px: cards with short states, ${width < 600 ? 2 : 4} columns`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpAndConfirm(page);
    for (const username of FAVOURITES) await favorite(page, await businessIdOf(page, username));
    await page.goto('/dashboard');
    const favourites = page.getByRole('region', { name: /Favorites/ });
    const cards = favourites.getByRole('article');
    await expect(cards).toHaveCount(FAVOURITES.length);
    const places = await favourites.locator('article p').allTextContents();
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place).toMatch(/, [A-Z]{2}$/);
    for (const code of ['CA', 'TX', 'FL', 'WA', 'HI'])
      expect(places.some((p) => p.endsWith(`, ${code}`))).toBe(true);
    await expect(favourites.getByText(/California|Texas|Florida/)).toHaveCount(0);
    const columns = await favourites
      .getByRole('list')
      .first()
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(width < 600 ? 2 : 4);
    await expect(page.getByText('Your journey with local shops begins here.')).toHaveCount(0);
    await page.screenshot({ path: shot('full', width), fullPage: true });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await cards.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/business\/[a-z]+$/);
  });
}

test("'Error loading favorites' when the favourites fail to load", async ({ page }) => {
  await signUpAndConfirm(page);
  await page.route('**/api/me/favorites', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Boom' } } }),
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('alert').filter({ hasText: 'Error loading favorites' })).toBeVisible();
  await expect(page.getByText('Your journey with local shops begins here.')).toHaveCount(0);
});
