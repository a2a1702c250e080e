// Waitlist (docs/product.md §13): the form's messages, submit disabled until valid, the confirmation naming
// the city and state (or a plain version), and a failed insert that lets the user try again.
import { expect, test, uniqueName } from './support/fixtures.ts';
import { expectNoAxeViolations, joinWaitlistInLiveState } from './support/marketplace.ts';

async function fillValid(page: import('@playwright/test').Page, zip: string) {
  await page.getByLabel('Email').fill(`${uniqueName('wait')}@example.test`);
  await page.getByLabel('Business name').fill('Juniper Thread Co.');
  await page.getByLabel('Owner name').fill('June Park');
  await page.getByLabel('What do you sell or offer?').fill('Hand-dyed yarn and knitting kits');
  await page.getByLabel('ZIP code').fill(zip);
}

for (const width of [390, 1280]) {
  test(`joining at ${width}px plants your roots in the zip's city and state`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/waitlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Join the Waitlist' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Join the Waitlist' });
    await expect(submit).toBeDisabled();
    await page.screenshot({ path: `test-results/screens/marketplace-waitlist-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page);
    await fillValid(page, '80202');
    await expect(submit).toBeEnabled();
    await submit.click();
    // The page's action joins and names the place by its zip (the same path without script).
    await expect(page).toHaveURL('/waitlist/confirm?zip=80202');
    await expect(
      page.getByRole('heading', { level: 1, name: "You've planted your roots in Denver, Colorado" }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Your Free Account' })).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
    await expect(page.getByRole('link', { name: 'Explore Businesses' })).toHaveAttribute(
      'href',
      '/explore-businesses',
    );
    await expectNoAxeViolations(page);
    // A visit without a zip shows the plain version.
    await page.goto('/waitlist/confirm');
    await expect(page.getByRole('heading', { level: 1, name: "You've planted your roots" })).toBeVisible();
  });
}

for (const width of [390, 1280]) {
  test(`a ZIP code in a live state at ${width}px says so and points to listing the business`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/waitlist');
    await fillValid(page, '94103');
    const notice = await joinWaitlistInLiveState(page, (r) => r.url().endsWith('/api/waitlist'));
    await expect(notice).not.toContainText('Something went wrong');
    await page.screenshot({
      path: `test-results/screens/marketplace-waitlist-live-${width}.png`,
      fullPage: true,
    });
    await expectNoAxeViolations(page);
    await notice.getByRole('link', { name: 'List your business' }).click();
    await expect(page).toHaveURL('/auth?mode=signup');
  });
}

test('each field shows its message and submit stays disabled until all are valid', async ({ page }) => {
  await page.goto('/waitlist');
  const submit = page.getByRole('button', { name: 'Join the Waitlist' });
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Business name').focus();
  await expect(page.getByText('Must be a valid email address.')).toBeVisible();
  await page.getByLabel('Owner name').focus();
  await expect(page.getByText('Business name is required.')).toBeVisible();
  await page.getByLabel('What do you sell or offer?').focus();
  await expect(page.getByText('Owner name is required.')).toBeVisible();
  await page.getByLabel('ZIP code').focus();
  await expect(page.getByText('What you sell is required.')).toBeVisible();
  // Only digits can be typed, at most 5.
  await page.getByLabel('ZIP code').pressSequentially('12a3');
  await expect(page.getByLabel('ZIP code')).toHaveValue('123');
  await page.getByLabel('Email').focus();
  await expect(page.getByText('Must be a valid ZIP code.')).toBeVisible();
  await expect(page.getByLabel('ZIP code')).toHaveAttribute('aria-invalid', 'true');
  await expect(submit).toBeDisabled();
  await expectNoAxeViolations(page);

  await fillValid(page, '1234567');
  await expect(page.getByLabel('ZIP code')).toHaveValue('12345');
  await expect(page.getByText('Must be a valid ZIP code.')).toHaveCount(0);
  await expect(page.getByText('Must be a valid email address.')).toHaveCount(0);
  await expect(submit).toBeEnabled();
  await page.getByLabel('Email').fill('still@not');
  await expect(submit).toBeDisabled();
});

test('an unknown zip leads to the plain confirmation', async ({ page }) => {
  await page.goto('/waitlist');
  await fillValid(page, '00000');
  await page.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(page).toHaveURL('/waitlist/confirm');
  await expect(page.getByRole('heading', { level: 1, name: "You've planted your roots" })).toBeVisible();
});

test('a failed insert tells the user and enables the button again', async ({ page }) => {
  await page.route('**/api/waitlist', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } }),
  );
  await page.goto('/waitlist');
  await fillValid(page, '80202');
  const submit = page.getByRole('button', { name: 'Join the Waitlist' });
  await submit.click();
  await expect(page.getByRole('alert')).toContainText('Something went wrong');
  await expect(submit).toBeEnabled();
  await expect(page).toHaveURL('/waitlist');
});
