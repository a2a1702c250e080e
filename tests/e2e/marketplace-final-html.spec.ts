// The server's HTML is the page (issue 44, docs/decisions/036-server-html-is-final.md): what a
// public page says first is what it says for good. A business or a state that does not exist is
// answered 404 with its final words, never a loading skeleton that a script would later replace.
import { expect, test } from './support/fixtures.ts';

const GONE = [
  {
    path: '/business/no-such-business-here',
    heading: 'Business not found',
    placeholder: 'Loading business…',
  },
  { path: '/market?state=atlantis', heading: 'We couldn’t find that state', placeholder: 'Loading...' },
];

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, placeholder } of GONE) {
    test(`${path} answers 404 with its final page`, async ({ page }) => {
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(placeholder)).toHaveCount(0);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const name = path.replace(/\W+/g, '-');
        await page.screenshot({
          path: `test-results/screens/final-html${name}-${width}.png`,
          fullPage: true,
        });
      }
    });
  }
});

test.describe('the phone menu without script', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('opens from its button and by keyboard, shows every link, and Escape closes it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu.getByRole('link', { name: 'Market', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Support', exact: true })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/final-html-menu-open-390.png' });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: 'Log In' })).toBeVisible();
    await menu.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=login/);
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });
});

test.describe('the map view without script', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the results as pins on a server-drawn map, each a link to its business', async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/search?q=candles&view=map');
      await expect(page.getByText('Loading the map…')).toHaveCount(0);
      const map = page.getByRole('region', { name: 'Map of results' });
      await expect(map.getByText(/businesses? (is|are) on the map/)).toBeVisible();
      const pins = map.locator('svg a');
      expect(await pins.count()).toBeGreaterThan(0);
      const href = await pins.first().getAttribute('href');
      expect(href).toMatch(/^\/business\/[\w-]+$/);
      // On the app's own US outline, loaded as an image (no script needed).
      const outline = map.locator('svg image');
      await expect(outline).toHaveAttribute('href', '/map/us-outline.svg');
      expect(Number(await outline.getAttribute('width'))).toBeGreaterThan(0);
      await page.screenshot({ path: `test-results/screens/final-html-map-${width}.png`, fullPage: true });
    }
    await page.locator('svg a').first().click();
    await expect(page).toHaveURL(/\/business\//);
  });
});

test.describe('with script', () => {
  for (const { path, heading, placeholder } of GONE) {
    test(`${path} stays its final page once the app runs`, async ({ page }) => {
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(placeholder)).toHaveCount(0);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    });
  }
});
