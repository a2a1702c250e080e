// Opening hours (docs/product.md §22): the owner sets them from the business dashboard, the form
// refuses overlapping hours, and the business page shows the week and "Open now".
import { createBusiness, nameBusiness, publishedBusiness, shot, test } from './dashboard-support.ts';
import { expect, signUpAndConfirm, uniqueName } from './support/fixtures.ts';
import { expectNoAxeViolations } from './support/marketplace.ts';

// Wednesday 25 November 2026, 10 am in Los Angeles.
const WEDNESDAY_10AM_LA = new Date('2026-11-25T18:00:00Z');

test('the owner sets hours; the business page says "Open now · closes 5 pm" and lists the week', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  const username = uniqueName('hours');
  const id = await publishedBusiness(page, 'Hours Test Bakery', username);
  await page.goto(`/dashboard/business/${id}`);
  await page.getByRole('button', { name: 'Business Account Settings' }).click();
  await page.getByRole('link', { name: 'Opening Hours' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Opening hours' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Opening hours' });
  await form.getByRole('button', { name: 'Add hours on Monday' }).click();
  await expect(form.getByLabel('Monday opens')).toHaveValue('09:00');
  await form.getByRole('button', { name: 'Use Monday’s hours for Tuesday to Friday' }).click();
  await expect(form.getByLabel('Friday closes')).toHaveValue('17:00');
  // An evening range that runs into the day's hours is refused with the day's message.
  await form.getByRole('button', { name: 'Add more hours on Wednesday' }).click();
  await form.getByLabel('Wednesday opens').nth(1).fill('16:00');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('These hours overlap.')).toBeVisible();
  await form.getByRole('button', { name: 'Remove Wednesday hours 2' }).click();
  await form.getByLabel('A note for shoppers').fill('Closed on Thanksgiving.');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: shot('hours', width), fullPage: true });
  }
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Hours saved!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/business/${id}$`));

  await page.clock.setFixedTime(WEDNESDAY_10AM_LA);
  await page.goto(`/business/${username}`);
  await expect(page.getByText('Open now · closes 5 pm').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Connect' }).click();
  const hours = page.getByRole('region', { name: 'Hours' });
  await expect(hours.getByText('Wednesday')).toBeVisible();
  await expect(hours.locator('dd').nth(2)).toHaveText('9 am – 5 pm');
  await expect(hours.locator('dd').nth(6)).toHaveText('Closed');
  await expect(hours.getByText('Closed on Thanksgiving.')).toBeVisible();

  await page.goto(`/dashboard/business/${id}/edit`);
  await expect(page.getByRole('region', { name: 'Opening Hours' })).toContainText('9 am – 5 pm');
});

test('a draft without a ZIP code is asked for one first', async ({ page }) => {
  await signUpAndConfirm(page);
  const id = await createBusiness(page);
  await page.goto(`/dashboard/business/${id}/hours`);
  await expect(page.getByRole('link', { name: 'Add your ZIP code' })).toHaveAttribute(
    'href',
    `/dashboard/business/${id}/edit/3`,
  );
  await nameBusiness(page, id, 'Zip Later', uniqueName('ziplater'));
  await page.reload();
  await expect(page.getByRole('form', { name: 'Opening hours' })).toBeVisible();
});
