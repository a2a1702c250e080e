// Public forms with JavaScript off (docs/decisions/017-forms-without-script.md): joining the
// waitlist, reporting a business and searching with filters each work as plain HTML forms, and a
// form with mistakes comes back with the same messages and what was typed.
import { expect, test, uniqueName } from './support/fixtures.ts';
import { joinWaitlistInLiveState } from './support/marketplace.ts';

test.use({ javaScriptEnabled: false });

test('joining the waitlist: mistakes answer 400 in the page, then the confirmation', async ({ page }) => {
  await page.goto('/waitlist');
  const submit = page.getByRole('button', { name: 'Join the Waitlist' });
  await expect(submit).toBeEnabled();
  await page.getByLabel('Email').fill('june@example');
  await page.getByLabel('Business name').fill('Juniper Thread Co.');
  await page.getByLabel('ZIP code').fill('8020');
  const answer = page.waitForResponse((r) => r.request().method() === 'POST');
  await submit.click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByText('Must be a valid email address.')).toBeVisible();
  await expect(page.getByText('Owner name is required.')).toBeVisible();
  await expect(page.getByText('Must be a valid ZIP code.')).toBeVisible();
  await expect(page.getByLabel('Business name')).toHaveValue('Juniper Thread Co.');

  await page.getByLabel('Email').fill(`${uniqueName('wait')}@example.test`);
  await page.getByLabel('Owner name').fill('June Park');
  await page.getByLabel('What do you sell or offer?').fill('Hand-dyed yarn');
  await page.getByLabel('ZIP code').fill('80202');
  await submit.click();
  // The same confirmation as the script's: the place is named.
  await expect(page).toHaveURL('/waitlist/confirm?zip=80202');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: "You've planted your roots in Denver, Colorado",
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    page.getByText('You’re on the waitlist. We’ll email you the moment Locals Market opens in Colorado.'),
  ).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `test-results/screens/no-script-waitlist-confirm-${width}.png`,
      fullPage: true,
    });
  }
});

test('the waitlist in a live state: 409 in the page, with the message and the way to list the business', async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/waitlist');
    const email = `${uniqueName('live')}@example.test`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Business name').fill('Mission Thread Co.');
    await page.getByLabel('Owner name').fill('Mina Park');
    await page.getByLabel('What do you sell or offer?').fill('Hand-dyed yarn');
    await joinWaitlistInLiveState(page, (r) => r.request().method() === 'POST');
    await expect(page.getByLabel('Business name')).toHaveValue('Mission Thread Co.');
    await page.screenshot({
      path: `test-results/screens/no-script-waitlist-live-${width}.png`,
      fullPage: true,
    });
  }
});

test('reporting a business: the link opens the report page, which sends the report', async ({ page }) => {
  await page.goto('/business/goldenhourportraits');
  await page.getByRole('link', { name: 'Report this business' }).click();
  await expect(page).toHaveURL('/business/goldenhourportraits/report');
  await expect(page.getByRole('heading', { level: 1, name: 'Report this business' })).toBeVisible();
  await expect(page.getByText('What is wrong with Golden Hour Portraits?')).toBeVisible();
  await page.getByLabel('Details').fill('The phone number rings a laundromat.');
  const answer = page.waitForResponse((r) => r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send report' }).click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByText('Choose a reason.')).toBeVisible();
  await expect(page.getByLabel('Details')).toHaveValue('The phone number rings a laundromat.');
  await page.getByText('Wrong information').click();
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for telling us' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Golden Hour Portraits' }).click();
  await expect(page).toHaveURL('/business/goldenhourportraits');
});

test('searching from the nav, then narrowing with filters', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('searchbox', { name: 'Search businesses' }).first().fill('candles');
  await page.getByRole('searchbox', { name: 'Search businesses' }).first().press('Enter');
  await expect(page).toHaveURL(/\/search\?q=candles$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “candles”');
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'State' }).selectOption('california');
  await filters.getByRole('checkbox', { name: /^Queer-Owned/ }).check();
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/q=candles.*state=california.*identity=queer-owned/);
  await expect(page.getByRole('link', { name: 'Queer-Owned (remove)' })).toBeVisible();
});

test('the report page and an answered sign-up form at phone and desktop widths', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/business/goldenhourportraits/report');
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Choose a reason.')).toBeVisible();
    await page.screenshot({ path: `test-results/screens/no-script-report-${width}.png`, fullPage: true });
    await page.goto('/auth?mode=login');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await page.screenshot({ path: `test-results/screens/no-script-login-${width}.png`, fullPage: true });
  }
});
