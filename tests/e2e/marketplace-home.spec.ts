// Home (docs/product.md §12.1, §12.2): hero and discover button, the 3 most recent published businesses as cards,
// 'Sign Up For Free', the coming-soon banner to /onboarding; explore page with its six groups.
import { expect, test } from './support/fixtures.ts';
import { expectNoAxeViolations as axeClean } from './support/marketplace.ts';

for (const width of [390, 1280]) {
  test(`home at ${width}px shows the 3 newest businesses as cards`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const recent = await (await page.request.get('/api/businesses/recent')).json();
    expect(recent.items).toHaveLength(3);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Where Locals Shop Locals' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Recently added businesses' });
    await expect(list.locator(':scope > li')).toHaveCount(3);
    for (const item of recent.items) {
      const link = list.getByRole('link', { name: item.businessName });
      await expect(link).toHaveAttribute('href', `/business/${item.businessUsername}`);
    }
    // Card image: the small WebP variant with its size set, lazy loaded.
    const img = list.locator('img').first();
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', /\d+/);
    await expect(img).toHaveAttribute('src', /\.card\.webp$/);
    await expect(page.getByRole('link', { name: 'Discover Local Businesses' })).toHaveAttribute(
      'href',
      '/explore-businesses',
    );
    await expect(page.getByRole('link', { name: 'Sign Up For Free' })).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
    await expect(page.getByRole('link', { name: 'Start Your Profile' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
    await page.screenshot({ path: `test-results/screens/marketplace-home-${width}.png`, fullPage: true });
    await axeClean(page);
    await list.getByRole('link', { name: recent.items[0].businessName }).click();
    await expect(page).toHaveURL(`/business/${recent.items[0].businessUsername}`);
    await expect(page.getByRole('heading', { level: 1, name: recent.items[0].businessName })).toBeVisible();
  });

  test(`explore at ${width}px groups every state; only live states link to their market`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/explore-businesses');
    for (const group of ['Pacific', 'Mountain', 'Southwest', 'Midwest', 'Southeast', 'Northeast'])
      await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
    const { states } = await (await page.request.get('/api/states')).json();
    expect(states).toHaveLength(51);
    const pacific = page.getByRole('list', { name: 'Pacific' });
    await expect(pacific.getByRole('link', { name: 'California' })).toHaveAttribute(
      'href',
      '/market?state=california',
    );
    // Alaska is not live: greyed out and not a link.
    await expect(pacific.getByText('Alaska')).toBeVisible();
    await expect(pacific.getByRole('link', { name: /Alaska/ })).toHaveCount(0);
    const live = states.filter((s: { isLive: boolean }) => s.isLive).length;
    await expect(page.locator('main a[href^="/market?state="]')).toHaveCount(live);
    await expect(page.locator('main [data-live="false"]')).toHaveCount(51 - live);
    // One clear invitation to the waitlist.
    await expect(page.locator('main a[href="/waitlist"]')).toHaveCount(1);
    await page.screenshot({ path: `test-results/screens/marketplace-explore-${width}.png`, fullPage: true });
    await axeClean(page);
    await page.getByRole('link', { name: 'Nevada' }).click();
    await expect(page).toHaveURL('/market?state=nevada');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop local in Nevada' })).toBeVisible();
  });
}
