// The wizard's inputs forgive (issue 30, item 4): prices as people type them, a headline that stops at
// its limit, a preferred contact that must exist, one spelling of TikTok, a file that is not a picture,
// a tall portrait in the photo grid, and a third category that says the limit.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildBusiness, putStep, rememberBusiness } from './fixtures/onboarding-api.ts';
import { errorText, saveButton, stepHeader } from './fixtures/onboarding-walk.ts';
import { expect, signUpAndConfirm, test, uniqueName } from './support/fixtures.ts';

test('prices, the headline, the preferred contact and the category limit forgive', async ({ page }) => {
  await signUpAndConfirm(page);
  const id = await buildBusiness(page, uniqueName('forgive'));
  await page.goto('/dashboard');
  await rememberBusiness(page, id);

  // Step 9: "$28" and "28.5" are prices, stored with two decimals.
  await page.goto('/onboarding/9');
  await expect(stepHeader(page, 9)).toBeVisible();
  const price = (i: number) => page.getByRole('textbox', { name: `Price of item ${i + 1}` });
  await price(0).fill('$28');
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByLabel('Item 2 name').fill('Tealight set');
  await price(1).fill('28.5');
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/onboarding\/10$/);
  const business = await (await page.request.get(`/api/businesses/${id}`)).json();
  expect(business.pricing.map((p: { itemPrice: string }) => p.itemPrice)).toEqual(['28.00', '28.50']);

  // Step 4: the headline stops at 60.
  await page.goto('/onboarding/4');
  await page.getByLabel('Headline').fill('y'.repeat(80));
  await expect(page.getByLabel('Headline')).toHaveValue('y'.repeat(60));

  // Step 6: each option shows its value; Facebook without a Facebook page is refused.
  await putStep(page, id, 5, {
    businessEmail: 'hello@slowflame.test',
    instagramUrl: '@slowflame',
    tiktokUrl: '',
    twitterUrl: '',
    facebookUrl: '',
    websiteUrl: '',
  });
  await page.goto('/onboarding/6');
  await expect(stepHeader(page, 6)).toBeVisible();
  await expect(page.getByText('@slowflame', { exact: true })).toBeVisible();
  await expect(page.getByText('TikTok', { exact: true })).toBeVisible();
  await expect(page.getByText('Tiktok', { exact: true })).toHaveCount(0);
  await page.getByText('Facebook', { exact: true }).click();
  await saveButton(page).click();
  await expect(errorText(page, 'Add your Facebook page in Business Contact first.')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/6$/);
  const refused = await page.request.put(`/api/businesses/${id}/steps/6`, {
    data: { primaryContact: 'Tiktok' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(400);

  // Step 2: a third category is not taken, and says the limit.
  await page.goto('/onboarding/2');
  await expect(stepHeader(page, 2)).toBeVisible();
  await page.getByRole('button', { name: 'Home Decor', exact: true }).click();
  await expect(page.getByText('2/2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Jewelry', exact: true }).click();
  await expect(
    page.getByText('2/2 selected. You can choose up to 2: remove one to pick another.'),
  ).toBeVisible();
});

test('a file that is not a picture says so; a tall portrait does not stretch the photo grid', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  const id = await buildBusiness(page, uniqueName('photos'));
  await page.goto('/dashboard');
  await rememberBusiness(page, id);
  const dir = mkdtempSync(join(tmpdir(), 'forgive-'));
  const text = join(dir, 'menu.pdf');
  writeFileSync(text, '%PDF-1.4 not a picture');
  const wide = join(dir, 'wide.jpg');
  const wide2 = join(dir, 'wide-2.jpg');
  const tall = join(dir, 'tall.jpg');
  // Different colours: the same bytes twice would be one photo.
  for (const [file, background] of [
    [wide, '#c8693f'],
    [wide2, '#2a4f6e'],
  ])
    await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
      .jpeg()
      .toFile(file);
  await sharp({ create: { width: 400, height: 1600, channels: 3, background: '#1f5135' } })
    .jpeg()
    .toFile(tall);

  await page.goto('/onboarding/13');
  await expect(stepHeader(page, 13)).toBeVisible();
  await page.locator('input[type="file"]').first().setInputFiles(text);
  await expect(page.getByText('That file is not a JPEG, PNG, WebP or HEIC image')).toBeVisible();
  await expect(page.getByText('Owner photo upload failed.')).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/onboarding/14');
  await expect(stepHeader(page, 14)).toBeVisible();
  await page.locator('input[type="file"]').first().setInputFiles([wide, tall, wide2]);
  const photos = page.getByTestId('product-photo');
  await expect(photos).toHaveCount(3);
  await expect(photos.nth(1).locator('img')).toHaveJSProperty('complete', true);
  const heights = await photos.evaluateAll((items) => items.map((li) => li.getBoundingClientRect().height));
  expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(2);
  await page.screenshot({ path: 'test-results/screens/forgiving-photo-grid-1280.png', fullPage: true });
});
