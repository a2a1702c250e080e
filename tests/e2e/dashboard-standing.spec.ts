// Where a business stands, told the same way on the dashboard, the /profile card and the owner's own
// page (issue 30, item 2): a draft never published, one its owner hid, and a live one.
import type { Page } from '@playwright/test';
import {
  createBusiness,
  fillBusiness,
  nameBusiness,
  publishedBusiness,
  shot,
  test,
} from './dashboard-support.ts';
import { expect, ORIGIN, signUpAndConfirm, uniqueName } from './support/fixtures.ts';

const WIDTHS = [390, 1280] as const;
const status = (page: Page) => page.getByRole('heading', { name: 'Profile Status' }).locator('..');

async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: shot(name, width), fullPage: true });
  }
}

test('a draft never published says "Not published yet" with the step to finish, everywhere', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  const username = uniqueName('draft');
  const id = await createBusiness(page);
  await nameBusiness(page, id, 'Lemon Tree Goods', username);
  await page.goto(`/dashboard/business/${id}`);
  await expect(status(page)).toContainText('Hidden');
  await expect(status(page)).toContainText('Not published yet: finish step 2.');
  await expect(status(page)).not.toContainText('hidden from the market');
  await expect(page.getByRole('link', { name: 'Continue setup' })).toHaveAttribute(
    'href',
    `/dashboard/business/${id}/edit/2`,
  );
  await shoot(page, 'standing-draft');

  await page.goto('/profile');
  const card = page.getByRole('article', { name: 'Lemon Tree Goods' });
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  await expect(card.getByText('Not published yet: finish step 2.')).toBeVisible();

  await page.goto(`/business/${username}`);
  await expect(page.getByRole('note')).toContainText('Not published yet — only you can see this page.');
});

test('a published business its owner hid says "Hidden by you", not "Draft"', async ({ page }) => {
  await signUpAndConfirm(page);
  const username = uniqueName('hid');
  const id = await publishedBusiness(page, 'Quince & Co', username);
  const res = await page.request.post(`/api/businesses/${id}/publish`, {
    data: { publish: false },
    headers: { origin: ORIGIN },
  });
  expect(res.status()).toBe(200);
  await page.goto(`/dashboard/business/${id}`);
  await expect(status(page)).toContainText('Hidden');
  await expect(status(page)).toContainText(
    'Hidden by you. Shoppers can’t find it until you publish it again.',
  );
  await expect(page.getByRole('link', { name: 'Continue setup' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Publish profile' })).toBeVisible();
  await shoot(page, 'standing-hidden');

  await page.goto('/profile');
  const card = page.getByRole('article', { name: 'Quince & Co' });
  await expect(
    card.getByText('Hidden by you. Shoppers can’t find it until you publish it again.'),
  ).toBeVisible();

  await page.goto(`/business/${username}`);
  await expect(page.getByRole('note')).toContainText('Hidden — only you can see this page.');
  await expect(page.getByRole('note')).not.toContainText('Draft');
});

test('a live business says so', async ({ page }) => {
  await signUpAndConfirm(page);
  const id = await createBusiness(page);
  const username = uniqueName('live');
  await nameBusiness(page, id, 'Olive Branch Supply', username);
  await fillBusiness(page, id);
  await page.request.post(`/api/businesses/${id}/publish`, {
    data: { publish: true, acceptTerms: true },
    headers: { origin: ORIGIN },
  });
  await page.goto(`/dashboard/business/${id}`);
  await expect(status(page)).toContainText('Live');
  await expect(status(page)).toContainText('Shoppers can find your profile on the market.');
  // After publishing: the live page and a way to share it (issue 30, item 8).
  await expect(page.getByRole('link', { name: 'View your live page' })).toHaveAttribute(
    'href',
    `/business/${username}`,
  );
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  // The nav marks the section this page belongs to.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).first(),
  ).toHaveAttribute('aria-current', 'page');
  await shoot(page, 'standing-live');
  await page.getByRole('link', { name: 'View your live page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Olive Branch Supply' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Market', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
});
