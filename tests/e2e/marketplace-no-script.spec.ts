// Public forms with JavaScript off (docs/decisions/017-forms-without-script.md): joining the
// waitlist, reporting a business, a post or a note and searching with filters each work as plain
// HTML forms, and a
// form with mistakes comes back with the same messages and what was typed.
import { publishedBusiness } from './dashboard-support.ts';
import { expect, ORIGIN, signUpAndConfirm, test, uniqueName } from './support/fixtures.ts';
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

test('reporting a post and a neighbour’s note: each link opens the report page naming it', async ({
  page,
  browser,
}) => {
  // An owner with a post, and the demo shopper's note on the business (both through the API).
  await signUpAndConfirm(page);
  const username = uniqueName('kiln');
  const businessId = await publishedBusiness(page, 'Kiln Street Ceramics', username);
  const posted = await page.request.post(`/api/businesses/${businessId}/posts`, {
    data: { kind: 'update', title: 'Seconds sale on Saturday', text: 'Mugs with tiny flaws, half price.' },
    headers: { origin: ORIGIN },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const postId = (await posted.json()).id as string;
  const shopper = await browser.newContext({ baseURL: ORIGIN });
  const signedIn = await shopper.request.post('/api/auth/sign-in/username', {
    data: { username: 'shopper', password: 'LocalsDemo#2024' },
    headers: { origin: ORIGIN },
  });
  expect(signedIn.status()).toBe(200);
  const noted = await shopper.request.put(`/api/businesses/${businessId}/recommendation`, {
    data: { note: 'Lovely glazes, and the owner fixed my chipped bowl.' },
    headers: { origin: ORIGIN },
  });
  expect(noted.status(), await noted.text()).toBe(200);
  const noteId = (await noted.json()).recommendation.id as string;
  await shopper.close();

  const visitor = await browser.newContext({ baseURL: ORIGIN, javaScriptEnabled: false });
  const view = await visitor.newPage();
  await view.goto(`/business/${username}`);
  await view
    .getByRole('region', { name: 'Latest' })
    .getByRole('link', { name: /^Report post/ })
    .click();
  await expect(view).toHaveURL(`/business/${username}/report?post=${postId}`);
  await expect(view.getByRole('heading', { level: 1, name: 'Report this post' })).toBeVisible();
  await expect(view.getByText('What is wrong with “Seconds sale on Saturday”?')).toBeVisible();
  for (const width of [390, 1280]) {
    await view.setViewportSize({ width, height: 900 });
    await view.screenshot({
      path: `test-results/screens/no-script-report-post-${width}.png`,
      fullPage: true,
    });
  }
  await view.getByText('Wrong information').click();
  await view.getByRole('button', { name: 'Send report' }).click();
  await expect(view.getByRole('heading', { level: 1, name: 'Thank you for telling us' })).toBeVisible();
  await expect(view.getByText('The marketplace team will look at “Seconds sale on Saturday”.')).toBeVisible();
  await view.getByRole('link', { name: 'Back to Kiln Street Ceramics' }).click();
  await expect(view).toHaveURL(`/business/${username}#post-${postId}`);

  await view.getByRole('link', { name: /^Report note from Sam/ }).click();
  await expect(view).toHaveURL(`/business/${username}/report?note=${noteId}`);
  await expect(view.getByRole('heading', { level: 1, name: 'Report this note' })).toBeVisible();
  await expect(view.getByText('What is wrong with Sam’s note?')).toBeVisible();
  const answer = view.waitForResponse((r) => r.request().method() === 'POST');
  await view.getByRole('button', { name: 'Send report' }).click();
  expect((await answer).status()).toBe(400);
  await expect(view.getByText('Choose a reason.')).toBeVisible();
  await view.getByText('Inappropriate content').click();
  await view.getByRole('button', { name: 'Send report' }).click();
  await expect(view.getByRole('heading', { level: 1, name: 'Thank you for telling us' })).toBeVisible();
  await view.getByRole('link', { name: 'Back to Kiln Street Ceramics' }).click();
  await expect(view).toHaveURL(`/business/${username}#recommend`);
  await visitor.close();
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

test('on a phone, the filters open in their sheet without script and "Show results" runs the search', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search?q=candles');
  // The side form is hidden at this width: the sheet is the phone's way to filter.
  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('combobox', { name: 'State' }).selectOption('california');
  await sheet.getByRole('checkbox', { name: 'Open now' }).check();
  await page.screenshot({ path: 'test-results/screens/no-script-sheet-390.png' });
  await sheet.getByRole('button', { name: /^Show \d+ results?$/ }).click();
  await expect(page).toHaveURL(/state=california/);
  const asked = new URL(page.url()).searchParams;
  expect([asked.get('q'), asked.get('state'), asked.get('open')]).toEqual(['candles', 'california', '1']);
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  // "Clear all" keeps the words and drops every filter.
  await page.getByRole('button', { name: 'Filters (2)' }).click();
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/search\?q=candles$/);
  // Closed by its own button, as a dialog is.
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
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
