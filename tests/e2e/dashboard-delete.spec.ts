// Deleting a business: the pause page, the username-confirmed modal, and what deletion removes
// (its files, other people's favourites of it, its public page).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  createBusiness,
  favorite,
  nameBusiness,
  publishedBusiness,
  shot,
  test,
  visitor,
} from './dashboard-support.ts';
import { expect, ORIGIN, signUpAndConfirm, uniqueName } from './support/fixtures.ts';

/** Uploads a demo shop's photo as this business's logo and as a product photo; returns every image URL. */
async function addPhotos(page: Page, id: string): Promise<string[]> {
  const demo = await (await page.request.get('/api/businesses/by-username/marigoldandclay')).json();
  const image = await page.request.get(demo.productPhotos[0]);
  expect(image.status()).toBe(200);
  const file = { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await image.body() };
  const headers = { origin: ORIGIN };
  const logo = await page.request.put(`/api/businesses/${id}/photos/logo`, { multipart: { file }, headers });
  expect(logo.status(), await logo.text()).toBe(200);
  const products = await page.request.post(`/api/businesses/${id}/photos/products`, {
    multipart: { files: file },
    headers,
  });
  expect(products.status(), await products.text()).toBe(200);
  const owner = await (await page.request.get(`/api/businesses/${id}`)).json();
  const urls = [owner.businessLogoUrl, ...owner.productPhotos, owner.imageUrl].filter(Boolean) as string[];
  expect(urls.length).toBeGreaterThanOrEqual(3);
  for (const url of urls) expect((await page.request.get(url)).status()).toBe(200);
  return urls;
}

for (const width of [390, 1280]) {
  test(`the pause page at ${width}px: the notice, the help mailbox and the way to delete`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpAndConfirm(page);
    const id = await createBusiness(page, 'service');
    await nameBusiness(page, id, 'Paused Pantry', uniqueName('pp'));
    await page.goto(`/dashboard/business/${id}/pause`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard is paused' })).toBeVisible();
    await expect(page.getByText(/outside our launch areas and for service-based businesses/)).toBeVisible();
    await expect(page.getByText('Paused Pantry is saved.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@localsmarket.app' })).toHaveAttribute(
      'href',
      'mailto:support@localsmarket.app',
    );
    await page.screenshot({ path: shot('pause', width), fullPage: true });
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('link', { name: 'Delete Business Profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/business/${id}/delete$`));
    await expect(page.getByRole('dialog', { name: 'Delete Paused Pantry?' })).toBeVisible();
    await page.screenshot({ path: shot('delete-modal', width) });
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  });
}

test('deleting a business removes its files, its favourites and its public page', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndConfirm(page);
  const username = uniqueName('del');
  const id = await publishedBusiness(page, 'Doomed Dahlias', username);
  const urls = await addPhotos(page, id);
  const fan = await visitor(browser);
  await favorite(fan.page, id);
  const fanFavourites = async () =>
    ((await (await fan.page.request.get('/api/me/favorites')).json()).items as { businessId: string }[]).map(
      (b) => b.businessId,
    );
  expect(await fanFavourites()).toContain(id);

  await page.goto(`/dashboard/business/${id}`);
  await page.getByRole('button', { name: 'Business Account Settings' }).click();
  await page.getByRole('link', { name: 'Delete Business Profile' }).click();
  // The pause page has a link of the same name: wait for it, not the menu's link still on screen.
  await expect(page).toHaveURL(new RegExp(`/dashboard/business/${id}/pause$`));
  await page.getByRole('link', { name: 'Delete Business Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/business/${id}/delete$`));
  const modal = page.getByRole('dialog', { name: 'Delete Doomed Dahlias?' });
  const confirm = modal.getByRole('button', { name: 'Confirm Delete' });
  const input = modal.getByRole('textbox', { name: `Type ${username} to confirm` });
  await expect(confirm).toBeDisabled();
  await input.fill(username.toUpperCase());
  await expect(confirm).toBeDisabled();
  await input.fill(`${username} `);
  await expect(confirm).toBeDisabled();
  await input.fill(username);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByText('Business and assets deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: /Doomed Dahlias/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Add Business/ })).toBeVisible();

  for (const url of urls) expect((await page.request.get(url)).status(), url).toBe(404);
  expect(await fanFavourites()).not.toContain(id);
  await fan.page.goto(`/business/${username}`);
  await expect(fan.page.getByText('Business not found', { exact: false }).first()).toBeVisible();
  await fan.context.close();
  expect((await page.request.get(`/api/businesses/${id}`)).status()).toBe(404);
});
