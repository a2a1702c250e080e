// The shell: home with nav and footer at phone and desktop widths, the mobile menu, the 404 page,
// the session guard, and a session created through the auth API showing the signed-in nav.
import AxeBuilder from '@axe-core/playwright';
import { expect, signUpAndConfirm, test, wakeApp } from './support/fixtures.ts';

const FOOTER_LINKS: [string, string][] = [
  ['/auth?mode=signup', 'signup'],
  ['/auth?mode=login', 'login'],
  ['/about', 'about'],
  ['/explore-businesses', 'explore'],
  ['/support', 'support'],
  ['/terms', 'terms'],
  ['/privacy', 'privacy'],
];

for (const width of [390, 1280]) {
  test(`home at ${width}px shows the nav, the hero and the footer`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Where Locals Shop Locals' })).toBeVisible();
    const footer = page.locator('footer');
    for (const [href] of FOOTER_LINKS)
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (width >= 1024) {
      await expect(nav.getByRole('link', { name: 'Market', exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Log In' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    }
    await page.screenshot({ path: `test-results/screens/home-${width}.png`, fullPage: true });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
  });
}

test('the mobile menu opens, shows every link, and navigates', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(
    `#${await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls')}`,
  );
  await expect(menu.getByRole('link', { name: 'Market', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  // No SUPPORT_URL configured: the support link is the app's own Support page (no dead store link).
  await expect(menu.getByRole('link', { name: 'Support', exact: true })).toHaveAttribute('href', '/support');
  await page.screenshot({ path: 'test-results/screens/menu-390.png' });
  // From the home page (islands: docs/decisions/041) a link is a page load: the new page's menu is shut.
  await menu.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=login/);
  await expect(menu).toBeHidden();
  // Where the app runs, its own navigation closes the menu too.
  await wakeApp(page);
  await expect(page.locator('html[data-ready]')).toBeAttached();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('an unknown path shows the 404 page and reports the path', async ({ page }) => {
  const reported = page.waitForRequest(
    (r) => r.url().endsWith('/api/client-log/not-found') && r.postDataJSON().path === '/no/such/page',
  );
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  expect((await (await reported).response())?.status()).toBe(204);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a session route answers a visitor without a session with a redirect to /auth', async ({ page }) => {
  // The server knows there is no session: an HTTP redirect, not a page that checks (ADR 036).
  const answer = await page.goto('/dashboard');
  expect(answer?.request().redirectedFrom()?.url()).toMatch(/\/dashboard$/);
  await expect(page).toHaveURL(/\/auth\?mode=login&redirect=%2Fdashboard/);
});

test('a session created through the auth API shows Sign Out and Dashboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndConfirm(page);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Log In' })).toHaveCount(0);
  await nav.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Log In' })).toBeVisible();
});

test('the API reference at /api/docs renders the generated document', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Locals Market API/ })).toBeVisible();
  await expect(page.getByText('/api/businesses/{id}/steps/{step}').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/api-docs-1280.png' });
  expect(errors).toEqual([]);
});
