// /account/settings (Edit Information): rules, save, cancel, the 7-day username cooldown with its
// ticking countdown; /delete-account: the confirmation, the username modal, and what deletion does.

import { createDraft, expectNoAxeViolations, shoot, test, toast } from './accounts-helpers.ts';
import { expect, PASSWORD, signUpAndConfirm, uniqueName } from './support/fixtures.ts';

test('settings: field rules, Cancel, Save, and a second username change inside 7 days', async ({ page }) => {
  await page.clock.install();
  const { username } = await signUpAndConfirm(page);
  await page.goto('/account/settings');
  const name = page.getByLabel('Username');
  await expect(name).toHaveValue(username);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(toast(page, 'Edit canceled')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/account/settings');
  await name.fill('');
  await name.pressSequentially('Bad Name');
  await expect(name).toHaveValue('bad name');
  await page.getByLabel('Month').selectOption('2');
  await page.getByLabel('Day').selectOption('30');
  await page.getByLabel('Year').fill('2000');
  await page.getByRole('button', { name: 'Save Information' }).click();
  await expect(
    page.getByText('Only lowercase letters, numbers, dot (.), dash (-), and underscore (_) allowed.'),
  ).toBeVisible();
  await expect(page.getByText('Enter a real date.')).toBeVisible();

  await name.fill('demo');
  await expect(page.getByText('Username already exists')).toBeVisible();

  const renamed = uniqueName('re');
  await name.fill(renamed);
  await expect(page.getByText('Username is available')).toBeVisible();
  await page.getByLabel('First Name').fill('Ana');
  await page.getByLabel('Last Name').fill('Flores');
  await page.getByLabel('Day').selectOption('28');
  await page.getByLabel('Year').fill('');
  await page.getByLabel('Year').pressSequentially('19x90');
  await expect(page.getByLabel('Year')).toHaveValue('1990');
  await page.getByLabel('Zip code').fill('00000');
  await page.getByRole('button', { name: 'Save Information' }).click();
  await expect(page.getByText('Must be a valid ZIP code.')).toBeVisible();
  await page.getByLabel('Zip code').fill('90012');
  await page.getByRole('button', { name: 'Save Information' }).click();
  await expect(toast(page, 'Profile updated!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/account/settings');
  await expect(name).toHaveValue(renamed);
  await expect(page.getByLabel('First Name')).toHaveValue('Ana');
  await expect(page.getByLabel('Month')).toHaveValue('2');
  await expect(page.getByLabel('Day')).toHaveValue('28');
  await expect(page.getByLabel('Year')).toHaveValue('1990');
  await expect(page.getByLabel('Zip code')).toHaveValue('90012');

  await name.fill(uniqueName('again'));
  const save = page.waitForResponse((r) => r.url().endsWith('/api/me') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save Information' }).click();
  expect((await save).status()).toBe(429);
  const message = page.locator('p', { hasText: 'You can only update your username every 7 days.' }).first();
  await expect(message).toHaveText(
    /^You can only update your username every 7 days\. Please try again after 6d 23h 5\dm \d\ds\.$/,
  );
  await expect(message).toHaveCSS('color', 'rgb(179, 38, 30)');
  await expect(page).toHaveURL(/\/account\/settings$/);
  const countdown = page.getByTestId('username-countdown');
  const first = await countdown.textContent();
  await page.clock.fastForward(3_000);
  await expect(countdown).not.toHaveText(first ?? '');
  await shoot(page, 'settings-cooldown-1280');
  await expectNoAxeViolations(page);
});

test('delete account: confirm, type the exact username, and everything is gone', async ({ page }) => {
  const { username, email } = await signUpAndConfirm(page);
  const shop = uniqueName('gone');
  await createDraft(page, { name: 'Gone Soon', username: shop, zip: '90012' });
  await page.evaluate(() => localStorage.setItem('current_business_id', 'x'));

  await page.goto('/account/settings');
  await page.getByRole('link', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL(/\/delete-account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Delete Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm account deletion' });
  const confirm = dialog.getByRole('button', { name: 'Confirm Delete' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Username').fill(username.slice(0, -1));
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Username').fill(username.toUpperCase());
  await expect(confirm).toBeDisabled();

  await page.route('**/api/me/delete', (route) => route.fulfill({ status: 502, body: '' }), { times: 1 });
  await dialog.getByLabel('Username').fill(username);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(toast(page, 'Failed to delete account')).toBeVisible();
  await expect(dialog).toBeVisible();

  const request = page.waitForRequest('**/api/me/delete');
  await confirm.click();
  expect((await request).postDataJSON()).toEqual({ confirmUsername: username });
  await expect(toast(page, 'Your account and business profiles were deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log In' }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('current_business_id'))).toBeNull();
  expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
  expect((await page.request.get(`/api/businesses/by-username/${shop}`)).status()).toBe(404);
  const again = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(again.status()).toBe(401);
});

test('change password: the same rule as sign-up, then every other device is signed out', async ({
  page,
  browser,
  clientIp,
}) => {
  const { email } = await signUpAndConfirm(page);
  // A second device, signed in too.
  const other = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
  });
  const otherSignIn = await other.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(otherSignIn.status()).toBe(200);

  await page.goto('/account/settings');
  await page.getByRole('button', { name: 'Change password' }).click();
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByRole('textbox', { name: 'Current password' }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill('café2024é');
  await form.getByRole('textbox', { name: 'Retype new password' }).fill('café2024é');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(
    form.getByText('Password must be at least 8 characters and include a number and a symbol.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'settings-change-password');

  await form.getByRole('textbox', { name: 'New password', exact: true }).fill('Café#2025new');
  await form.getByRole('textbox', { name: 'Retype new password' }).fill('Café#2025new');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Password changed. Your other devices are signed out.')).toBeVisible();

  expect(await (await other.request.get('/api/auth/get-session')).json()).toBeNull();
  expect(await (await page.request.get('/api/auth/get-session')).json()).not.toBeNull();
  await other.close();
});

test('sign out ends the session on every device, with the usual toast', async ({
  page,
  browser,
  clientIp,
}) => {
  const { email } = await signUpAndConfirm(page);
  const other = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
  });
  await other.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(await (await other.request.get('/api/auth/get-session')).json()).not.toBeNull();

  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(toast(page, 'Signed out successfully')).toBeVisible();
  expect(await (await other.request.get('/api/auth/get-session')).json()).toBeNull();
  await other.close();
});

test('email roundup: off until chosen, and the choice is kept', async ({ page }) => {
  await signUpAndConfirm(page);
  await page.goto('/account/settings');
  const section = page.getByRole('region', { name: 'Email roundup' });
  const roundup = section.getByLabel('Email roundup');
  await expect(roundup).toHaveValue('off');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/me/digest') && r.request().method() === 'PUT',
  );
  await roundup.selectOption('daily');
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Email roundup' }).getByLabel('Email roundup')).toHaveValue(
    'daily',
  );
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, `settings-roundup-${width}`);
  }
  await expectNoAxeViolations(page);
  await page.goto('/dashboard/updates');
  await expect(page.getByLabel('Email roundup')).toHaveValue('daily');
});
