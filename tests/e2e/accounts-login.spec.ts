// Logging in by email and by username, wrong passwords, the session redirects, the login link,
// password reset (the old password stops working) and both sign-out outcomes.

import type { Page } from '@playwright/test';
import { test, toast } from './accounts-helpers.ts';
import { expect, holdRequests, linkFor, mailsTo, PASSWORD, signUpAndConfirm } from './support/fixtures.ts';

const passwordBox = (page: Page) => page.getByRole('textbox', { name: 'Password', exact: true });

async function logIn(page: Page, identifier: string, password = PASSWORD) {
  await page.getByLabel('Email or Username').fill(identifier);
  await passwordBox(page).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

test('log in by email and by username; wrong password; required fields; SHOW/HIDE', async ({ page }) => {
  const { username, email } = await signUpAndConfirm(page);
  await page.context().clearCookies();
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
    'href',
    '/auth?mode=signup',
  );

  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByText('This field is required.')).toHaveCount(2);

  await passwordBox(page).fill('Wrong#Pass123');
  await expect(passwordBox(page)).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(passwordBox(page)).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Hide password' })).toHaveText('HIDE');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(passwordBox(page)).toHaveAttribute('type', 'password');

  await logIn(page, email, 'Wrong#Pass123');
  await expect(toast(page, 'Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);

  await logIn(page, email);
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);

  // Sign-out, first outcome: a live session ends with 'Signed out successfully' on the home page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(toast(page, 'Signed out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/auth?mode=signin');
  await logIn(page, username.toUpperCase(), 'Wrong#Pass123');
  await expect(toast(page, 'Invalid username or password')).toBeVisible();
  await logIn(page, username.toUpperCase());
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
});

test('sign-out when the session is already gone counts as success: "Signed out"', async ({ page }) => {
  await signUpAndConfirm(page);
  await page.goto('/dashboard');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }),
  ).toBeVisible();
  await page.evaluate(() => localStorage.setItem('current_business_id', 'abc'));
  await page.context().clearCookies();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.locator('[data-sonner-toast]').getByText('Signed out', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('current_business_id'))).toBeNull();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log In' }),
  ).toBeVisible();
});

test('a session route shows "Checking authentication…" while the browser draws it, sends to /auth, and returns after login', async ({
  page,
}) => {
  const { email } = await signUpAndConfirm(page);
  // A page the browser draws checks the session first: a held check keeps 'Checking
  // authentication…' on screen until the test has seen it.
  const release = await holdRequests(page, '**/api/auth/get-session');
  await page.goto('/account/settings', { waitUntil: 'commit' });
  await expect(page.getByText('Checking authentication…')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Information' })).toBeVisible();
  await page.unroute('**/api/auth/get-session');
  // Without a session the server answers with the redirect (ADR 036).
  await page.context().clearCookies();
  await page.goto('/account/settings');
  await expect(page).toHaveURL(/\/auth\?mode=login&redirect=%2Faccount%2Fsettings$/);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Information' })).toBeVisible();

  // With a session, /auth goes straight on: to ?redirect= when it is safe, else to /profile.
  await page.goto('/auth?mode=login&redirect=%2Fdashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/auth?mode=signup&redirect=%2F%2Fevil.example');
  await expect(page).toHaveURL(/\/profile$/);
});

test('"Trouble logging in?" sends a one-time login link, waits 60 s, and the link signs in', async ({
  page,
}) => {
  const { email } = await signUpAndConfirm(page);
  await page.context().clearCookies();
  await page.clock.install();
  await page.goto('/auth?mode=login');
  await page.getByRole('link', { name: 'Trouble logging in?' }).click();
  await expect(page).toHaveURL(/\/login-link$/);
  const send = page.getByRole('button', { name: 'Send login link' });
  await send.click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await send.click();
  await expect(page.getByText('Must be a valid email address.')).toBeVisible();

  const before = mailsTo(email).length;
  await page.getByLabel('Email').fill(email);
  const request = page.waitForRequest('**/api/auth/sign-in/magic-link');
  await send.click();
  expect((await request).postDataJSON()).toMatchObject({ email, callbackURL: '/profile' });
  await expect(toast(page, 'Check your inbox for the login link.')).toBeVisible();
  const waiting = page.getByRole('button', { name: /Send again in/ });
  await expect(waiting).toBeDisabled();
  await page.clock.fastForward(30_000);
  await expect(waiting).toBeDisabled();
  await page.clock.fastForward(31_000);
  await expect(page.getByRole('button', { name: 'Send login link' })).toBeEnabled();

  await page.goto(await linkFor(email, '/api/auth/magic-link/verify', before));
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
});

test('password reset: the new password signs in here, other sessions end, the old one stops working', async ({
  page,
  request,
  clientIp,
}) => {
  const { email } = await signUpAndConfirm(page);
  const other = await request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers: { origin: new URL(page.url()).origin, 'x-forwarded-for': clientIp },
  });
  expect(other.status()).toBe(200);
  await page.context().clearCookies();

  await page.goto('/auth?mode=login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  // The login form's 'Email or Username' also matches 'Email': fill only once the reset form shows.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  // The answer waits for the email to be handed to SMTP, which can be slow on a loaded CI machine.
  await expect(toast(page, 'Check your inbox for the reset link.')).toBeVisible({ timeout: 20_000 });

  await page.goto(await linkFor(email, '/api/auth/reset-password/'));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByRole('textbox', { name: 'New Password' }).fill('short');
  await page.getByLabel('Retype Password').fill('other');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(
    page.getByText('Password must be at least 8 characters and include a number and a symbol.'),
  ).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  const fresh = 'Fresh#Pass2025';
  await page.getByRole('textbox', { name: 'New Password' }).fill(fresh);
  await page.getByLabel('Retype Password').fill(fresh);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password updated. You’re logged in.')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);

  expect(await (await request.get('/api/auth/get-session')).json()).toBeNull();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(toast(page, 'Signed out successfully')).toBeVisible();
  await page.goto('/auth?mode=login');
  await logIn(page, email);
  await expect(toast(page, 'Invalid email or password')).toBeVisible();
  await logIn(page, email, fresh);
  await expect(toast(page, 'Welcome back!')).toBeVisible();
});

test('a reset link that is broken says so and offers a new one', async ({ page }) => {
  await page.goto('/reset-password?error=INVALID_TOKEN');
  await expect(page.getByText('This reset link doesn’t work')).toBeVisible();
  await page.getByRole('link', { name: 'Get a new reset link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('/auth says so when the session check fails', async ({ page }) => {
  // The server sends the page without a session when its own check failed; the browser then asks.
  await page.route('**/auth?mode=login', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /<script type="application\/json" id="page-state">.*?<\/script>/s,
      '',
    );
    await route.fulfill({ response, body });
  });
  await page.route('**/api/auth/get-session', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/auth?mode=login');
  await expect(toast(page, 'Error checking authentication status')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
});
