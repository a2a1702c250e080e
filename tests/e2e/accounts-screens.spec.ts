// Screenshots of every accounts screen at 390 and 1280 px (opened and reviewed by hand), with axe.

import { expectNoAxeViolations, shoot, test, WIDTHS } from './accounts-helpers.ts';
import { expect, signUpAndConfirm, uniqueName } from './support/fixtures.ts';

for (const width of WIDTHS) {
  test(`public account screens at ${width}px`, async ({ page }) => {
    // Nine screens, each shot and checked with axe: over a minute on a busy machine.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    for (const [path, heading, name] of [
      ['/auth?mode=login', 'Log In', 'login'],
      ['/auth?mode=signup', 'Sign Up', 'signup'],
      ['/login-link', 'Trouble logging in?', 'login-link'],
      ['/forgot-password', 'Forgot Password', 'forgot-password'],
      ['/reset-password?token=abc', 'Choose a new password', 'reset-password'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await shoot(page, `${name}-${width}`);
      await expectNoAxeViolations(page);
    }
    const username = uniqueName('scr');
    await page.goto('/auth?mode=signup');
    await page.evaluate(
      ([email, user]) =>
        sessionStorage.setItem(
          'locals.pending_signup',
          JSON.stringify({ email, username: user, sentAt: Date.now() }),
        ),
      [`${username}@example.test`, username],
    );
    await page.goto('/confirm-email');
    await expect(page.getByTestId('pending-email')).toHaveText(`${username}@example.test`);
    await shoot(page, `confirm-email-${width}`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Use a different email' }).click();
    await page.getByRole('button', { name: 'Send new link' }).click();
    await expect(page.getByText('Must be a valid email address.')).toBeVisible();
    await shoot(page, `confirm-email-change-${width}`);
    await expectNoAxeViolations(page);

    await page.goto('/auth?mode=signup');
    await page.getByLabel('Username').fill('demo');
    await expect(page.getByText('Username already exists')).toBeVisible();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Must be a valid email address.')).toBeVisible();
    await shoot(page, `signup-errors-${width}`);
    await expectNoAxeViolations(page);
  });

  test(`signed-in account screens at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpAndConfirm(page);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: "You haven't created any businesses yet" })).toBeVisible();
    await shoot(page, `profile-empty-${width}`);
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Account Settings' }).click();
    await shoot(page, `profile-settings-tab-${width}`);
    await page.goto('/account/settings');
    await expect(page.getByLabel('Username')).not.toHaveValue('');
    await shoot(page, `settings-${width}`);
    await expectNoAxeViolations(page);
    await page.goto('/delete-account');
    await shoot(page, `delete-${width}`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm account deletion' })).toBeVisible();
    await shoot(page, `delete-modal-${width}`, false);
    await expectNoAxeViolations(page);
  });
}
