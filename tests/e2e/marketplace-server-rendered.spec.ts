// Public pages arrive as HTML (docs/decisions/011-server-rendering.md): without script a business
// page and a market page show their content and links; with script they hydrate without asking
// the API again and without a hydration error.
import { expect, test } from './support/fixtures.ts';
import { cardHrefs } from './support/marketplace.ts';

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('a business page shows its name, headline, story, chips, pricing, contact links and photos', async ({
    page,
  }) => {
    await page.goto('/business/goldenhourportraits');
    await expect(page).toHaveTitle('Golden Hour Portraits · San Francisco, California · Locals Market');
    await expect(page.getByRole('heading', { level: 1, name: 'Golden Hour Portraits' })).toBeVisible();
    await expect(page.getByText('Relaxed family and couple portraits in natural light')).toBeVisible();
    await expect(page.getByText(/I photograph people the way their friends see them/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Offerings' }).getByRole('listitem')).toHaveText([
      'Booking Available',
      'Taking New Clients',
      'Mobile',
    ]);
    await expect(page.getByText('Black-Owned', { exact: true })).toBeVisible();
    await expect(page.getByText('Mini session (30 min, 15 photos)')).toBeVisible();
    await expect(page.getByText(/Starting at/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://instagram.com/goldenhourportraits',
    );
    const photos = page
      .getByRole('tabpanel')
      .filter({ has: page.getByRole('img') })
      .getByRole('img');
    await expect(photos).toHaveCount(4);
    // The tabs need script: without it every panel shows and the tab list does not.
    await expect(page.getByRole('tablist')).toBeHidden();
    await page.screenshot({ path: 'test-results/screens/no-script-business.png', fullPage: true });
  });

  test('a market page shows its first cards and Load More is a link to the next ones', async ({ page }) => {
    await page.goto('/market?state=california');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('California');
    const first = await cardHrefs(page);
    expect(first).toHaveLength(6);
    const next = page.getByRole('link', { name: 'Load More' });
    await expect(next).toHaveAttribute('href', /^\/market\?state=california&cursor=/);
    await next.click();
    await expect(page).toHaveURL(/cursor=/);
    const second = await cardHrefs(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((href) => first.includes(href))).toEqual([]);
  });

  test('the nav links work and an unknown page answers 404', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Recently Added Businesses' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  });
});

test('public pages hydrate with the data they came with: no API call, no error', async ({ page }) => {
  const problems: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
  });
  for (const path of [
    '/',
    '/explore-businesses',
    '/market?state=california',
    '/business/goldenhourportraits',
    '/about',
    '/auth?mode=login',
  ]) {
    // The app hydrates #root; an islands page (docs/decisions/041) hydrates each island alone.
    const hydrated = page.waitForFunction(() => {
      const root = document.getElementById('root');
      const live = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactContainer'));
      if (root?.hasAttribute('data-islands')) {
        // Ready once every island is live; a page without one (home) has nothing to hydrate.
        const islands = [...document.querySelectorAll('[data-island]')];
        return 'ready' in document.documentElement.dataset && !live(root) && islands.every(live);
      }
      return root !== null && live(root);
    });
    await page.goto(path);
    await hydrated;
    // The page works: a tab switches (business page), links navigate in the app.
    await expect(page.getByRole('main')).toBeVisible();
  }
  await page.goto('/business/goldenhourportraits');
  await page.getByRole('tab', { name: 'Pricing' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Mini session');
  expect(problems).toEqual([]);
  expect(apiCalls).toEqual([]);
});
