// Static pages (docs/product.md §3.4): About, Terms, Privacy, Support, Contact; each axe-clean.
import { expect, test } from './support/fixtures.ts';
import { expectNoAxeViolations } from './support/marketplace.ts';

for (const width of [390, 1280]) {
  test(`about at ${width}px: hero, the four values and the data credit`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The shops that make a place feel like home',
    );
    for (const value of [
      'Rooted in Story',
      'Discovered by Heart',
      'Growing Together',
      'Built by Locals For Locals',
    ])
      await expect(page.getByRole('heading', { level: 3, name: value })).toBeVisible();
    await expect(page.getByText('ZIP code data from GeoNames (geonames.org), CC BY 4.0')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up For Free' })).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
    await page.screenshot({ path: `test-results/screens/marketplace-about-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page);
  });
}

test('terms: "Terms and Conditions" with its sections', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Business profiles' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Your account' })
    .click();
  await expect(page).toHaveURL(/\/terms#accounts$/);
  await expectNoAxeViolations(page);
});

test('privacy: "Privacy Notice", last updated July 11, 2024', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
  await expect(page.getByText('Last updated July 11, 2024')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What we collect' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('support: FAQ answers open, and the support mailbox is linked', async ({ page }) => {
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
  const answer = page.getByText('Creating and publishing a profile is free.');
  await expect(answer).toBeHidden();
  await page.getByText('How much does a business profile cost?').click();
  await expect(answer).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@localsmarket.app' })).toHaveAttribute(
    'href',
    'mailto:support@localsmarket.app',
  );
  await expectNoAxeViolations(page);
});

test("contact: headed 'We'd Love to Hear From You' with the support mailbox link", async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: "We'd Love to Hear From You" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@localsmarket.app' })).toHaveAttribute(
    'href',
    'mailto:support@localsmarket.app',
  );
  await expectNoAxeViolations(page);
});
