// Sign-up (docs/product.md §9.1, §9.2): every message, the username availability states, /confirm-email (reload, resend after
// the countdown, a different email), confirmation through the emailed link, and signing in early.

import type { Page } from '@playwright/test';
import { expectNoAxeViolations, signUpUnconfirmed, test, toast } from './accounts-helpers.ts';
import { expect, holdRequests, linkFor, ORIGIN, PASSWORD, uniqueName } from './support/fixtures.ts';

const DANGER = 'rgb(179, 38, 30)';
const SUCCESS = 'rgb(47, 107, 60)';

async function signUpInUi(page: Page, username = uniqueName('new'), email = `${username}@example.test`) {
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Retype Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(toast(page, 'Account created! Check your inbox to verify.')).toBeVisible();
  await expect(page).toHaveURL(/\/confirm-email$/);
  return { username, email };
}

test('sign-up shows every validation message and the availability states, then confirms by email', async ({
  page,
}) => {
  // A held answer keeps the spinner on screen until the test has seen it.
  const release = await holdRequests(page, '**/api/usernames/*/exists');
  await page.goto('/auth?mode=signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy');
  await expect(page.getByText('Minimum 8 characters, including a number and a symbol.')).toBeVisible();

  const username = page.getByLabel('Username');
  await username.pressSequentially('Ana Shop');
  await expect(username).toHaveValue('ana shop');
  await username.press('Tab');
  await expect(
    page.getByText('Only lowercase letters, numbers, dot (.), dash (-), and underscore (_) allowed.'),
  ).toBeVisible();
  await username.fill('ab');
  await expect(page.getByText('Username must be 3-20 characters long.')).toBeVisible();

  await username.fill('demo');
  await expect(page.getByText('Checking availability…')).toBeVisible();
  release();
  const taken = page.getByText('Username already exists');
  await expect(taken).toBeVisible();
  await expect(taken).toHaveCSS('color', DANGER);

  const name = uniqueName('ana');
  await username.fill(name);
  const available = page.getByText('Username is available');
  await expect(available).toBeVisible();
  await expect(available).toHaveCSS('color', SUCCESS);
  await username.fill('');
  await expect(page.getByText(/Username is available|Username already exists|Checking/)).toHaveCount(0);
  await username.fill(name);

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await page.getByLabel('Retype Password').fill('different');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Must be a valid email address.')).toBeVisible();
  await expect(
    page.getByText('Password must be at least 8 characters and include a number and a symbol.'),
  ).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page).toHaveURL(/mode=signup/);

  const email = `${name}@example.test`;
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'SHOW' }).first().click();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute('type', 'text');
  await page.getByLabel('Retype Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(toast(page, 'Account created! Check your inbox to verify.')).toBeVisible();
  await expect(page).toHaveURL(/\/confirm-email$/);
  await expect(page.getByTestId('pending-email')).toHaveText(email);
  await page.reload();
  await expect(page.getByTestId('pending-email')).toHaveText(email);

  await page.goto(await linkFor(email, '/api/auth/verify-email'));
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
});

test('a confirmation link opened again says it was already used, signed in or not', async ({
  page,
  browser,
}) => {
  const username = uniqueName('twice');
  const email = `${username}@example.test`;
  const signedUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, username, password: PASSWORD, callbackURL: '/profile' },
    headers: { origin: ORIGIN },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  const link = await linkFor(email, '/api/auth/verify-email');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();

  await page.goto(link);
  await expect(page).toHaveURL(/\/confirm-email\/used$/);
  await expect(page.getByRole('heading', { level: 1, name: 'This link was already used' })).toBeVisible();
  await expect(page.getByText('Your email address is confirmed: there is nothing more to do.')).toBeVisible();
  await page.locator('#main').getByRole('link', { name: 'Go to My Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();

  // Another device (no session): the same words, and the way to log in.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { level: 1, name: 'This link was already used' })).toBeVisible();
  await expect(
    other.getByText('A confirmation link logs you in only the first time.', { exact: false }),
  ).toBeVisible();
  await other.locator('#main').getByRole('link', { name: 'Log In' }).click();
  await expect(other).toHaveURL(/\/auth\?mode=login$/);
  await elsewhere.close();
});

test('a username taken between the check and the submit gets the server’s "Username already exists"', async ({
  page,
}) => {
  await page.route('**/api/usernames/*/exists', (route) => route.fulfill({ json: { exists: false } }));
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Email').fill(`${uniqueName('x')}@example.test`);
  await page.getByLabel('Username').fill('demo');
  await expect(page.getByText('Username is available')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Retype Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Username already exists')).toBeVisible();
  await expect(page).toHaveURL(/mode=signup/);
});

test('resend appears after the 60-second countdown; success shows "Verification email resent."', async ({
  page,
}) => {
  await page.clock.install();
  const { email } = await signUpInUi(page);
  await expect(page.getByTestId('resend-countdown')).toHaveText(/^(1:00|0:5\d)$/);
  await expect(page.getByRole('button', { name: 'Resend email' })).toHaveCount(0);

  const sent: unknown[] = [];
  await page.route('**/api/auth/send-verification-email', async (route) => {
    sent.push(route.request().postDataJSON());
    await route.fulfill({ json: { status: true } });
  });
  await page.clock.fastForward(60_000);
  await page.getByRole('button', { name: 'Resend email' }).click();
  await expect(toast(page, 'Verification email resent.')).toBeVisible();
  expect(sent).toEqual([{ email, callbackURL: '/profile' }]);
  await expect(page.getByTestId('resend-countdown')).toHaveText(/^(1:00|0:5\d)$/);
});

test('resend reaches the real server, which still holds its own per-address cooldown', async ({ page }) => {
  await page.clock.install();
  const { email } = await signUpInUi(page);
  await page.clock.fastForward(60_000);
  const answer = page.waitForResponse('**/api/auth/send-verification-email');
  await page.getByRole('button', { name: 'Resend email' }).click();
  const response = await answer;
  expect(response.request().postDataJSON()).toEqual({ email, callbackURL: '/profile' });
  // The sign-up email went out moments ago in real time, so the server asks to wait: its message shows
  // and the countdown starts again from what the server said.
  expect(response.status()).toBe(429);
  await expect(toast(page, 'Please wait a minute before asking for another email.')).toBeVisible();
  await expect(page.getByTestId('resend-countdown')).toBeVisible();
});

test('"Use a different email" moves the sign-up to the right address; the old link never activates', async ({
  page,
}) => {
  const username = uniqueName('chg');
  const wrong = `${username}.typo@example.test`;
  const right = `${username}@example.test`;
  await signUpInUi(page, username, wrong);
  const oldLink = await linkFor(wrong, '/api/auth/verify-email');

  await page.getByRole('button', { name: 'Use a different email' }).click();
  await page.getByLabel('Correct email').fill(right);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('weak');
  await page.getByRole('button', { name: 'Send new link' }).click();
  await expect(
    page.getByText('Password must be at least 8 characters and include a number and a symbol.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Send new link' }).click();
  await expect(toast(page, `Confirmation email sent to ${right}.`)).toBeVisible();
  await expect(page.getByTestId('pending-email')).toHaveText(right);
  await page.reload();
  await expect(page.getByTestId('pending-email')).toHaveText(right);

  await page.goto(oldLink);
  await expect(page).toHaveURL(/\/auth\?mode=login/);
  await expect(page.getByText('That link is for an account that no longer exists.')).toBeVisible();

  await page.goto(await linkFor(right, '/api/auth/verify-email'));
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  const me = await (await page.request.get('/api/me')).json();
  expect(me).toMatchObject({ email: right, username });
});

test('logging in before confirming explains what to do and offers the resend', async ({ page }) => {
  const { username, email } = await signUpUnconfirmed(page);
  await page.goto('/auth?mode=login');
  await page.getByLabel('Email or Username').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Please confirm your email first' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Open the confirmation link we emailed you');
  await expectNoAxeViolations(page);
  const resend = page.waitForResponse('**/api/auth/send-verification-email');
  await notice.getByRole('button', { name: 'Resend confirmation email' }).click();
  expect((await resend).request().postDataJSON()).toEqual({ email, callbackURL: '/profile' });
  await expect(toast(page, 'Please wait a minute before asking for another email.')).toBeVisible();

  // By username the address is not known yet: the notice asks for it.
  await page.getByLabel('Email or Username').fill(username);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(notice.getByLabel('Email you signed up with')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});
