// Owner insights on the business dashboard: favourites and page views change after another person
// (a second browser context) views the public page and favourites it.
import AxeBuilder from '@axe-core/playwright';
import { publishedBusiness, shot, test, visitor } from './dashboard-support.ts';
import { expect, signUpAndConfirm, uniqueName } from './support/fixtures.ts';

for (const width of [390, 1280]) {
  test(`insights at ${width}px count a visitor's view and favourite`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpAndConfirm(page);
    const username = uniqueName('ins');
    const id = await publishedBusiness(page, 'Juniper Print Shop', username);
    await page.goto(`/dashboard/business/${id}`);
    const insights = page.getByRole('region', { name: 'Insights' });
    const stat = (label: string) => insights.locator('dt', { hasText: label }).locator('+ dd');
    await expect(stat('Favorites')).toHaveText('0');
    await expect(stat('last 7 days')).toHaveText('0');
    await expect(stat('last 30 days')).toHaveText('0');
    await expect(insights.getByRole('img', { name: /no views yet/ })).toBeVisible();

    const guest = await visitor(browser);
    await guest.page.goto(`/business/${username}`);
    await expect(guest.page.getByRole('heading', { level: 1, name: 'Juniper Print Shop' })).toBeVisible();
    await guest.page.getByRole('button', { name: /Add to Favorite/ }).click();
    await expect(guest.page.getByRole('button', { name: /Remove from Favorite/ })).toBeVisible();
    await guest.context.close();

    await page.reload();
    await expect(stat('Favorites')).toHaveText('1');
    await expect(stat('last 7 days')).toHaveText('1');
    await expect(stat('last 30 days')).toHaveText('1');
    await expect(insights.getByRole('img', { name: /1 view in total/ })).toBeVisible();
    await page.getByRole('button', { name: 'Business Account Settings' }).click();
    await page
      .getByRole('navigation', { name: 'Business Account Settings' })
      .getByRole('button', {
        name: 'Business Information',
      })
      .click();
    await page.screenshot({ path: shot('business', width), fullPage: true });
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}
