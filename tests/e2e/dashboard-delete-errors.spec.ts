// Deleting a business that cannot be deleted, and the delete page's error messages (docs/product.md §14.2, §17.3).
import { createBusiness, nameBusiness, test } from './dashboard-support.ts';
import { expect, signUpAndConfirm, uniqueName } from './support/fixtures.ts';

test('a draft abandoned before it had a name is deleted by typing DELETE', async ({ page }) => {
  await signUpAndConfirm(page);
  const kept = await createBusiness(page);
  await page.goto(`/dashboard/business/${kept}/delete`);
  const keptModal = page.getByRole('dialog', { name: 'Delete Untitled business?' });
  await keptModal.getByRole('button', { name: 'Cancel' }).click();
  await expect(keptModal).toBeHidden();
  await page.getByRole('link', { name: 'Keep my business' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/business/${kept}$`));

  await page.goto(`/dashboard/business/${kept}/delete`);
  const modal = page.getByRole('dialog', { name: 'Delete Untitled business?' });
  const confirm = modal.getByRole('button', { name: 'Confirm Delete' });
  await modal.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('delete');
  await expect(confirm).toBeDisabled();
  await modal.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
  await confirm.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Business and assets deleted.' }),
  ).toBeVisible();
  expect((await page.request.get(`/api/businesses/${kept}`)).status()).toBe(404);
});

test('delete errors: loading fails, the server refuses, and files left for later', async ({ page }) => {
  await signUpAndConfirm(page);
  const username = uniqueName('err');
  const id = await createBusiness(page);
  await nameBusiness(page, id, 'Sturdy Stools', username);

  await page.route(`**/api/businesses/${id}`, (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Boom' } } }),
  );
  await page.goto(`/dashboard/business/${id}/delete`);
  await expect(page.getByRole('heading', { name: 'Failed to load business details.' })).toBeVisible();
  await page.unroute(`**/api/businesses/${id}`);

  let answer = {
    status: 503,
    json: { error: { code: 'unavailable', message: 'Database briefly unavailable' } },
  };
  await page.route(`**/api/businesses/${id}/delete`, (route) => route.fulfill(answer));
  await page.goto(`/dashboard/business/${id}/delete`);
  const modal = page.getByRole('dialog', { name: 'Delete Sturdy Stools?' });
  await modal.getByRole('textbox').fill(username);
  await modal.getByRole('button', { name: 'Confirm Delete' }).click();
  await expect(page.getByText('Database briefly unavailable')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/business/${id}/delete$`));

  answer = { status: 500, json: {} as never };
  await modal.getByRole('button', { name: 'Confirm Delete' }).click();
  await expect(page.getByText('Failed to delete business record')).toBeVisible();

  answer = { status: 200, json: { deleted: true, files: 3, filesPending: 1 } as never };
  await modal.getByRole('button', { name: 'Confirm Delete' }).click();
  await expect(page.getByText('Business and assets deleted.')).toBeVisible();
  await expect(page.getByText('Some files will be removed shortly.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
