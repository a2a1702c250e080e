// Typing before the page's script has run (docs/decisions/017-forms-without-script.md): the app's
// start is held back while the walk types, then let go. What was typed stays, and the form then
// treats it as typed: usernames lowercased and checked, messages shown, submit enabled.
import type { Page } from '@playwright/test';
import {
  expect,
  holdRequests,
  PASSWORD,
  signUpAndConfirm,
  test,
  uniqueName,
  wakeApp,
} from './support/fixtures.ts';

/** Opens `path` with the app held back (the page is the server's HTML until `start`). */
async function openBeforeScript(page: Page, path: string) {
  const release = await holdRequests(page, '**/assets/boot-*.js');
  // The frame's goto: the page's own waits for the app, which is exactly what is held back.
  await page.mainFrame().goto(path);
  await expect(page.locator('html')).not.toHaveAttribute('data-ready');
  return async () => {
    release();
    // A page the server answered a post with is a new page: it starts on the visitor's next move.
    await wakeApp(page);
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  };
}

test('sign-up typed before the script: kept, lowercased, checked and validated once it runs', async ({
  page,
}) => {
  const start = await openBeforeScript(page, '/auth?mode=signup');
  const name = uniqueName('early');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Username').fill(name.toUpperCase());
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Retype Password').fill(PASSWORD);
  await page.getByLabel('Retype Password').focus();
  await start();
  await expect(page.getByLabel('Username')).toHaveValue(name);
  await expect(page.getByText('Username is available')).toBeVisible();
  // The email field was left before the script ran: its message shows as if it had been.
  await expect(page.getByText('Must be a valid email address.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(PASSWORD);
  await expect(page.getByLabel('Retype Password')).toHaveValue(PASSWORD);
  await expect(page.getByLabel('Retype Password')).toBeFocused();
});

test('log-in typed before the script: the app signs in with it', async ({ page }) => {
  const start = await openBeforeScript(page, '/auth?mode=login');
  await page.getByLabel('Email or Username').fill('shopper');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('LocalsDemo#2024');
  await start();
  await expect(page.getByLabel('Email or Username')).toHaveValue('shopper');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
});

test('the waitlist typed before the script: its submit is enabled and joins', async ({ page }) => {
  const start = await openBeforeScript(page, '/waitlist');
  await page.getByLabel('Email').fill(`${uniqueName('early')}@example.test`);
  await page.getByLabel('Business name').fill('Juniper Thread Co.');
  await page.getByLabel('Owner name').fill('June Park');
  await page.getByLabel('What do you sell or offer?').fill('Hand-dyed yarn');
  await page.getByLabel('ZIP code').fill('80202');
  await start();
  await expect(page.getByLabel('Business name')).toHaveValue('Juniper Thread Co.');
  const submit = page.getByRole('button', { name: 'Join the Waitlist' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(
    page.getByRole('heading', { level: 1, name: "You've planted your roots in Denver, Colorado" }),
  ).toBeVisible();
});

test('the search field typed before the script keeps its words', async ({ page }) => {
  const start = await openBeforeScript(page, '/about');
  const field = page.getByRole('searchbox', { name: 'Search businesses' }).first();
  await field.fill('candles');
  await start();
  await expect(field).toHaveValue('candles');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=candles$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “candles”');
});

test('a form sent before the script: the server answers in the page, which then hydrates with it', async ({
  page,
}) => {
  const start = await openBeforeScript(page, '/auth?mode=signup');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Username').fill('demo');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Retype Password').fill(`${PASSWORD}x`);
  const answer = page.waitForResponse((r) => r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  expect((await answer).status()).toBe(400);
  await page.waitForURL(/\/auth\?mode=signup$/);
  await start();
  // The fixture fails the walk on any hydration warning: the app drew what the server drew.
  await expect(page.getByText('Must be a valid email address.')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  await expect(page.getByText('Username already exists')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/forms-signup-answered-1280.png', fullPage: true });
});

test('a favourite pressed before the script: the form posts it, the page comes back favourited, saved once', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  const start = await openBeforeScript(page, '/business/marigoldandclay');
  // The button is a form (docs/decisions/036): pressed before the script, the browser posts it and
  // the server answers with the page again (303), drawn favourited.
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.status() === 303),
    page.getByRole('button', { name: 'Add to Favorite' }).click(),
  ]);
  await expect(page.getByRole('button', { name: 'Remove from Favorite' })).toBeVisible();
  await start();
  await expect(page.getByRole('button', { name: 'Remove from Favorite' })).toBeVisible();
  const favorites = await (await page.request.get('/api/me/favorites')).json();
  expect(favorites.items.map((b: { businessUsername: string }) => b.businessUsername)).toEqual([
    'marigoldandclay',
  ]);
});

test('the phone menu tapped before the script: it opens once the app runs', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A page the app runs on (an islands page's button is its own island: docs/decisions/041).
  const start = await openBeforeScript(page, '/explore-businesses');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await start();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await page.screenshot({ path: 'test-results/screens/menu-tapped-early-390.png', animations: 'disabled' });
});

test('"Add to Favorite" tapped signed out before the app runs: a spinner at once, then log in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openBeforeScript(page, '/business/marigoldandclay');
  // The log-in page is held too: what shows meanwhile is the tapped link's own answer.
  const releaseLogin = await holdRequests(page, '**/auth?*');
  // While a navigation is under way the driver cannot read the page: the page reports instead.
  const spinner = new Promise<string>((resolve) => void page.exposeFunction('pendingSeen', resolve));
  await page.evaluate(() => {
    new MutationObserver((_, seen) => {
      const link = document.querySelector('a[aria-busy="true"]');
      if (!link) return;
      seen.disconnect();
      const report = (window as unknown as { pendingSeen: (animation: string) => void }).pendingSeen;
      report(getComputedStyle(link, '::after').animationName);
    }).observe(document.body, { attributes: true, subtree: true, attributeFilter: ['aria-busy'] });
  });
  await page.getByRole('link', { name: 'Add to Favorite' }).click({ noWaitAfter: true });
  expect(await spinner).toBe('pending-spin');
  releaseLogin();
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?mode=login&redirect=/);
});

test('a page opened on the map starts its app without waiting for a touch', async ({ page }) => {
  // The frame's goto: no pointer moves. The map needs its script at once (docs/decisions/029).
  await page.mainFrame().goto('/search?state=california&view=map');
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  const map = page.getByRole('region', { name: 'Map of results' });
  await expect(
    map.getByRole('list', { name: 'Businesses on the map' }).getByRole('button').first(),
  ).toBeVisible();
});

test('a tab chosen before the script: it is the one shown once the app runs', async ({ page }) => {
  const start = await openBeforeScript(page, '/business/goldenhourportraits');
  // Tabs open on the press, not the click: the press is made again too (clicks-before-hydration.ts).
  await page.getByRole('tab', { name: 'Photos' }).click();
  await start();
  await expect(page.getByRole('tab', { name: 'Photos' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Photos' })).toBeVisible();
});
