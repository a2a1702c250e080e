// The wizard's failure messages (docs/product.md §17.2): a step that cannot load or save, and every photo failure.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { buildBusiness, rememberBusiness } from './fixtures/onboarding-api.ts';
import { makeImages } from './fixtures/onboarding-images.ts';
import { photoOrder, productImages } from './fixtures/onboarding-photos.ts';
import { saveButton } from './fixtures/onboarding-walk.ts';
import { expect, signUpAndConfirm, test, uniqueName } from './support/fixtures.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a step that fails to load or save says so', async ({ page }) => {
  await signUpAndConfirm(page);
  const id = await buildBusiness(page, uniqueName('fail'));
  await page.goto('/dashboard');
  await rememberBusiness(page, id);

  let failLoad = true;
  await page.route('**/api/businesses/*/steps/3', (route) =>
    route.request().method() === 'GET' && failLoad
      ? route.fulfill({ status: 500, body: '' })
      : route.continue(),
  );
  await page.goto('/onboarding/3');
  await expect(toast(page, 'Failed to load business info.')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Failed to load business info.');
  failLoad = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveValue('Slow Flame');

  await page.route('**/api/businesses/*/steps/4', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
  );
  await page.goto('/onboarding/4');
  await expect(page.getByLabel('Your story')).toHaveValue('Poured in small batches.');
  await saveButton(page).click();
  await expect(toast(page, 'Failed to save your story.')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/4$/);
});

test('photo failures: unreadable files, failed deletes and a failed reorder', async ({ page }) => {
  const files = await makeImages(3);
  const broken = join(files.products[0], '..', 'broken.jpg');
  writeFileSync(broken, 'this is not a picture');
  await signUpAndConfirm(page);
  const id = await buildBusiness(page, uniqueName('pics'));
  await page.goto('/dashboard');
  await rememberBusiness(page, id);
  await page.goto('/onboarding/13');

  // A file that is not a picture says so; a failed upload says which one failed.
  await page.getByLabel('Choose owner photo').setInputFiles(broken);
  await expect(toast(page, 'That file is not a JPEG, PNG, WebP or HEIC image')).toBeVisible();
  await page.route('**/photos/owner', (r) => r.fulfill({ status: 500, body: '' }));
  await page.getByLabel('Choose owner photo').setInputFiles(files.owner);
  await expect(toast(page, 'Owner photo upload failed.')).toBeVisible();
  await page.unroute('**/photos/owner');
  await page.route('**/photos/logo', (r) => r.fulfill({ status: 500, body: '' }));
  await page.getByLabel('Choose logo').setInputFiles(files.logo);
  await expect(toast(page, 'Logo upload failed.')).toBeVisible();
  await page.unroute('**/photos/logo');
  await page.getByLabel('Choose owner photo').setInputFiles(files.owner);
  await page.getByLabel('Choose logo').setInputFiles(files.logo);
  // Both uploads run at once; each slot keeps its own answer.
  await expect(page.getByRole('img', { name: 'Owner photo' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();
  await page.route('**/photos/owner', (r) => r.fulfill({ status: 500, body: '' }));
  await page.route('**/photos/logo', (r) => r.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: 'Remove owner photo' }).click();
  await expect(toast(page, 'Failed to delete owner photo.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove logo' }).click();
  await expect(toast(page, 'Failed to delete logo.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();

  await page.goto('/onboarding/14');
  await page.getByLabel('Add product photos').setInputFiles(broken);
  await expect(toast(page, 'That file is not a JPEG, PNG, WebP or HEIC image')).toBeVisible();
  await page.route('**/photos/products', (r) =>
    r.request().method() === 'POST' ? r.fulfill({ status: 500, body: '' }) : r.continue(),
  );
  await page.getByLabel('Add product photos').setInputFiles(files.products[0]);
  await expect(toast(page, 'Upload failed.')).toBeVisible();
  await page.unroute('**/photos/products');
  // An upload answered without the photos' addresses.
  await page.route('**/photos/products', (r) =>
    r.request().method() === 'POST' ? r.fulfill({ status: 200, json: {} }) : r.continue(),
  );
  await page.getByLabel('Add product photos').setInputFiles(files.products[0]);
  await expect(toast(page, 'URL error.')).toBeVisible();
  await expect(productImages(page)).toHaveCount(0);
  await page.unroute('**/photos/products');
  await page.getByLabel('Add product photos').setInputFiles(files.products);
  await expect(productImages(page)).toHaveCount(3);
  const order = await photoOrder(page);
  await page.route('**/photos/products/order', (r) => r.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: 'Move photo 1 later' }).click();
  await expect(toast(page, 'Failed to update photo list.')).toBeVisible();
  await expect.poll(() => photoOrder(page)).toEqual(order);
  await page.route('**/photos/products', (r) =>
    r.request().method() === 'DELETE' ? r.fulfill({ status: 500, body: '' }) : r.continue(),
  );
  await page.getByRole('button', { name: 'Delete photo 2' }).click();
  await expect(toast(page, 'Failed to delete photo.')).toBeVisible();
  await expect(productImages(page)).toHaveCount(3);
});

// Every step's own save-failure toast (docs/product.md §17.2), each made to fail at the server.
const SAVE_FAILED: [number, string][] = [
  [1, 'An error occurred.'],
  [2, 'Failed to save categories.'],
  [3, 'Failed to complete onboarding step.'],
  [4, 'Failed to save your story.'],
  [5, 'Failed to save contact info.'],
  [6, 'Failed to save primary contact.'],
  [7, 'Failed to save storefront address.'],
  [8, 'Failed to save mobile service info.'],
  [9, 'Failed to save pricing items.'],
  [10, 'Failed to save offerings.'],
  [11, 'Failed to save identities.'],
  [12, 'Failed to save structure.'],
  [13, 'Failed to save photos.'],
  [14, 'Failed to save photos.'],
];

test('every step says which save failed, and stays on the step', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndConfirm(page);
  const id = await buildBusiness(page, uniqueName('saves'));
  await page.goto('/dashboard');
  await rememberBusiness(page, id);
  let failure: 'status' | 'network' = 'status';
  await page.route('**/api/businesses/*/steps/*', (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    return failure === 'network' ? route.abort('failed') : route.fulfill({ status: 500, body: '' });
  });
  for (const [step, message] of SAVE_FAILED) {
    await page.goto(`/onboarding/${step}`);
    await expect(saveButton(page)).toBeEnabled();
    await saveButton(page).click();
    await expect(toast(page, message)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/onboarding/${step}$`));
  }

  // Step 3 when the server cannot be reached; step 9 when only the starting rate changed.
  failure = 'network';
  await page.goto('/onboarding/3');
  await saveButton(page).click();
  await expect(toast(page, 'Failed to save business info.')).toBeVisible();
  failure = 'status';
  await page.goto('/onboarding/9');
  await page.getByRole('checkbox', { name: 'This is starting rate' }).uncheck();
  await saveButton(page).click();
  await expect(toast(page, 'Failed to save starting rate.')).toBeVisible();
});

test("step 1 says 'Could not retrieve user.' when the session is gone as the business is created", async ({
  page,
}) => {
  await signUpAndConfirm(page);
  await page.route('**/api/businesses', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 401,
          json: { error: { code: 'unauthorized', message: 'Not authenticated' } },
        })
      : route.continue(),
  );
  await page.goto('/onboarding/1');
  await page.getByText('I sell products').click();
  await saveButton(page).click();
  await expect(toast(page, 'Could not retrieve user.')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/1$/);
});
