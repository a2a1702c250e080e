// The sign-in pages with JavaScript off (docs/decisions/017-forms-without-script.md): each form
// posts to its page, the server answers with the same messages or signs in and redirects, and no
// password or token ever reaches an address, the browser's requests or the server's log.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test } from './accounts-helpers.ts';
import { expect, linkFor, mailsTo, PASSWORD, uniqueName } from './support/fixtures.ts';
import { SERVER_LOG } from './support/paths.ts';

test.use({ javaScriptEnabled: false });

/** A password no other walk uses, so finding it anywhere means this walk leaked it. */
const uniquePassword = () => `Plum#${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}x`;

/** Every address the page asks for, from now on. */
function recordAddresses(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

function expectNowhere(secret: string, urls: string[]) {
  expect(urls.filter((url) => url.includes(secret) || url.includes(encodeURIComponent(secret)))).toEqual([]);
  expect(readFileSync(SERVER_LOG, 'utf8')).not.toContain(secret);
}

const passwordBox = (page: Page, name = 'Password') => page.getByRole('textbox', { name, exact: true });
const signedIn = async (page: Page) =>
  (await page.context().cookies()).some((c) => c.name.endsWith('session_token'));

test('sign up, confirm from the email, then log in by username: all without script', async ({ page }) => {
  const urls = recordAddresses(page);
  const password = uniquePassword();
  const username = uniqueName('nojs');
  const email = `${username}@example.test`;

  await page.goto('/auth?mode=signup');
  await page.getByLabel('Email').fill(email);
  // The field lowercases as typed once the script runs; without it the server does.
  await page.getByLabel('Username').fill(username.toUpperCase());
  await passwordBox(page).fill(password);
  await page.getByLabel('Retype Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/confirm-email$/);
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(/We sent a confirmation link to your email address/)).toBeVisible();
  expect(await signedIn(page)).toBe(false);

  await page.goto(await linkFor(email, '/api/auth/verify-email'));
  expect(await signedIn(page)).toBe(true);
  await page.context().clearCookies();

  await page.goto('/auth?mode=login');
  await page.getByLabel('Email or Username').fill(username);
  await passwordBox(page).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  expect(await signedIn(page)).toBe(true);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  expectNowhere(password, urls);
});

test('logging in goes where the page was asked to return to, and a wrong password answers in the page', async ({
  page,
}) => {
  const urls = recordAddresses(page);
  const password = uniquePassword();
  const username = uniqueName('back');
  const email = `${username}@example.test`;
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(username);
  await passwordBox(page).fill(password);
  await page.getByLabel('Retype Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.goto(await linkFor(email, '/api/auth/verify-email'));
  await page.context().clearCookies();

  await page.goto('/auth?mode=login&redirect=%2Fbusiness%2Fgoldenhourportraits');
  await page.getByLabel('Email or Username').fill(email);
  await passwordBox(page).fill(`${password}wrong`);
  const answer = page.waitForResponse((r) => r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Log In' }).click();
  expect((await answer).status()).toBe(401);
  await expect(page.getByRole('alert')).toContainText(/invalid/i);
  await expect(page.getByLabel('Email or Username')).toHaveValue(email);
  await expect(passwordBox(page)).toHaveValue('');
  expect(await signedIn(page)).toBe(false);

  await passwordBox(page).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/business\/goldenhourportraits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Golden Hour Portraits' })).toBeVisible();
  expectNowhere(password, urls);
  expectNowhere(`${password}wrong`, urls);
});

test('a sign-up with mistakes answers 400 with each message, keeps what was typed but not the password', async ({
  page,
}) => {
  const urls = recordAddresses(page);
  const password = uniquePassword();
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Username').fill('demo');
  await passwordBox(page).fill(password);
  await page.getByLabel('Retype Password').fill(`${password}2`);
  const answer = page.waitForResponse((r) => r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  expect((await answer).status()).toBe(400);
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await expect(page.getByText('Must be a valid email address.')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  await expect(page.getByLabel('Username')).toHaveValue('demo');
  await expect(passwordBox(page)).toHaveValue('');
  await expect(page.getByLabel('Retype Password')).toHaveValue('');
  expect(await page.content()).not.toContain(password);

  // A taken username is the server's answer, in the same place.
  await page.getByLabel('Email').fill(`${uniqueName('taken')}@example.test`);
  await passwordBox(page).fill(password);
  await page.getByLabel('Retype Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Username already exists')).toBeVisible();
  expectNowhere(password, urls);
});

test('a login link and a password reset, asked for and used without script', async ({ page }) => {
  const urls = recordAddresses(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  const username = uniqueName('link');
  const email = `${username}@example.test`;
  const first = uniquePassword();
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(username);
  await passwordBox(page).fill(first);
  await page.getByLabel('Retype Password').fill(first);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.goto(await linkFor(email, '/api/auth/verify-email'));
  await page.context().clearCookies();

  await page.goto('/login-link');
  await page.getByLabel('Email').fill('nope');
  await page.getByRole('button', { name: 'Send login link' }).click();
  await expect(page.getByText('Must be a valid email address.')).toBeVisible();
  const before = mailsTo(email).length;
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send login link' }).click();
  await expect(page).toHaveURL(/\/login-link$/);
  await expect(page.getByText(/has an account, a login link is on its way/)).toBeVisible();
  await page.goto(await linkFor(email, '/api/auth/magic-link/verify', before));
  expect(await signedIn(page)).toBe(true);
  await page.context().clearCookies();

  await page.goto('/forgot-password');
  const sent = mailsTo(email).length;
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/has an account, a reset link is on its way/)).toBeVisible();
  await page.goto(await linkFor(email, '/api/auth/reset-password/', sent));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const token = new URL(page.url()).searchParams.get('token')!;
  const second = uniquePassword();
  await passwordBox(page, 'New Password').fill(second);
  await page.getByLabel('Retype Password').fill('short');
  await page.getByRole('button', { name: 'Update Password' }).click();
  // The form posts to the bare path: the answer's address holds no token.
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await passwordBox(page, 'New Password').fill(second);
  await page.getByLabel('Retype Password').fill(second);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  expect(await signedIn(page)).toBe(true);
  // The token came in the email's address; no form sent it in one.
  expect(posts.filter((url) => url.includes(token))).toEqual([]);
  expectNowhere(first, urls);
  expectNowhere(second, urls);
  expect(readFileSync(SERVER_LOG, 'utf8')).not.toContain(token);
});

test('every page with a password field posts it, never puts it in an address', async ({ page }) => {
  for (const path of ['/auth?mode=login', '/auth?mode=signup', '/reset-password?token=not-a-real-token']) {
    const urls = recordAddresses(page);
    await page.goto(path);
    const forms = page.locator('form:has(input[type="password"])');
    await expect(forms).not.toHaveCount(0);
    for (const form of await forms.all()) {
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form).toHaveAttribute('action', /^\//);
    }
    for (const box of await page.locator('input[type="password"]').all()) await box.fill(PASSWORD);
    for (const box of await page.locator('form input:not([type]), form input[type="email"]').all())
      await box.fill('someone@example.test');
    await page.locator('form:has(input[type="password"]) button[type="submit"]').first().click();
    await page.waitForLoadState();
    expect(page.url()).not.toContain(encodeURIComponent(PASSWORD));
    expectNowhere(PASSWORD, urls);
  }
});
