// /profile: the empty state, the Account Settings tab, business cards (image or 'No image',
// Published/Draft, edit, View) and publishing a draft: refused outside live states, terms first.
import sharp from 'sharp';
import { createDraft, expectNoAxeViolations, shoot, test, toast, WIDTHS } from './accounts-helpers.ts';
import { expect, ORIGIN, signUpAndConfirm, uniqueName } from './support/fixtures.ts';

test('a new account sees the empty state, Add Business, and its email on Account Settings', async ({
  page,
}) => {
  const { email } = await signUpAndConfirm(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('main').getByText(email).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: "You haven't created any businesses yet" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Business' })).toHaveAttribute('href', '/onboarding');
  await expect(page.getByRole('link', { name: 'Create Your First Business' })).toHaveAttribute(
    'href',
    '/onboarding',
  );

  await page.getByRole('tab', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=settings$/);
  const panel = page.getByRole('tabpanel', { name: 'Account Settings' });
  await expect(panel.getByText(email)).toBeVisible();
  await panel.getByRole('link', { name: 'Edit Information' }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);
});

test('signed out, /profile redirects to /auth?mode=login', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?mode=login&redirect=%2Fprofile$/);
});

test('business cards: image or "No image", Draft/Published, edit, View, and Publish with the terms', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  const la = uniqueName('la');
  const ny = uniqueName('ny');
  const laId = await createDraft(page, { name: 'Clay & Co', username: la, zip: '90012' });
  const nyId = await createDraft(page, { name: 'Hudson Loaves', username: ny, zip: '10001' });
  const halfId = await createDraft(page, {
    name: 'Half Baked',
    username: uniqueName('half'),
    zip: '90012',
    complete: false,
  });
  const logo = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#c8693f' } })
    .png()
    .toBuffer();
  const upload = await page.request.put(`/api/businesses/${laId}/photos/logo`, {
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: logo } },
    headers: { origin: ORIGIN },
  });
  expect(upload.status(), await upload.text()).toBe(200);

  await page.goto('/profile');
  const laCard = page.getByRole('article', { name: 'Clay & Co' });
  const nyCard = page.getByRole('article', { name: 'Hudson Loaves' });
  await expect(laCard.getByText('Los Angeles, California')).toBeVisible();
  await expect(laCard.locator('img')).toHaveAttribute('src', /\/media\//);
  await expect(nyCard.getByText('No image')).toBeVisible();
  await expect(nyCard.getByText('New York, New York')).toBeVisible();
  await expect(laCard.getByText('Draft', { exact: true })).toBeVisible();
  await expect(laCard.getByRole('link', { name: 'Edit Clay & Co' })).toHaveAttribute(
    'href',
    `/dashboard/business/${laId}/edit`,
  );
  await expect(laCard.getByRole('link', { name: 'View' })).toHaveAttribute('href', `/business/${la}`);
  await expect(page.getByRole('link', { name: 'Add Business' })).toHaveCount(0);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, `profile-cards-${width}`);
  }
  await expectNoAxeViolations(page);

  // Out of a live state, or unfinished: no Publish button, and the card says why.
  await expect(
    nyCard.getByText('Not published yet: publishing opens when New York goes live.'),
  ).toBeVisible();
  await expect(nyCard.getByRole('button', { name: /Publish/ })).toHaveCount(0);
  expect(nyId).toBeTruthy();
  const halfCard = page.getByRole('article', { name: 'Half Baked' });
  await expect(halfCard.getByRole('button', { name: /Publish/ })).toHaveCount(0);
  const todo = halfCard.getByRole('region', { name: 'Steps to finish before publishing' });
  await expect(todo.getByText('Finish these 7 steps to publish:')).toBeVisible();
  await expect(todo.getByRole('link', { name: 'Business Categories' })).toHaveAttribute(
    'href',
    `/dashboard/business/${halfId}/edit/2`,
  );
  await expect(todo.getByRole('link', { name: 'Business Structure' })).toHaveAttribute(
    'href',
    `/dashboard/business/${halfId}/edit/12`,
  );

  // A first publish asks for the terms before anything is sent: no refusal opens the dialog.
  const publishCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(`/api/businesses/${laId}/publish`)) publishCalls.push(r.postData() ?? '');
  });
  await laCard.getByRole('button', { name: 'Publish Clay & Co' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish Clay & Co' });
  await expect(dialog.getByText('Please accept the terms and conditions to continue')).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Publish', exact: true });
  await expect(confirm).toBeDisabled();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, `terms-dialog-${width}`, false);
  }
  await expectNoAxeViolations(page);
  await dialog.getByLabel('I accept the Terms and Conditions and Privacy Notice').check();
  const publish = page.waitForRequest(`**/api/businesses/${laId}/publish`);
  await confirm.click();
  expect((await publish).postDataJSON()).toEqual({ publish: true, acceptTerms: true });
  expect(publishCalls.map((body) => JSON.parse(body))).toEqual([{ publish: true, acceptTerms: true }]);
  await expect(toast(page, 'Business published successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(laCard.getByText('Published', { exact: true })).toBeVisible();
  await expect(laCard.getByRole('button', { name: /Publish/ })).toHaveCount(0);
  const view = await (await page.request.get(`/api/businesses/by-username/${la}`)).json();
  expect(view.isPublished).toBe(true);
});
