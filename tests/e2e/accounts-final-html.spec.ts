// A signed-in visitor's pages are whole in the server's HTML (issue 44,
// docs/decisions/036-server-html-is-final.md): /auth with a session open is an HTTP redirect,
// /profile and /dashboard arrive drawn for their visitor, and a page that needs a session answers
// a visitor without one with a redirect to log in and back.
import type { Page, Request } from '@playwright/test';
import { expect, PASSWORD, signUpAndConfirm, test } from './support/fixtures.ts';

/** The first answer of the last navigation, before any redirect. */
const firstAnswer = async (page: Page, path: string) => {
  const answer = await page.goto(path);
  let request: Request | null | undefined = answer?.request();
  while (request?.redirectedFrom()) request = request.redirectedFrom();
  return request ? await request.response() : null;
};

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('signed in: /auth redirects to /profile; /profile and /dashboard are drawn for the visitor', async ({
    page,
  }) => {
    const { username, email } = await signUpAndConfirm(page);
    for (const mode of ['login', 'signup']) {
      const first = await firstAnswer(page, `/auth?mode=${mode}`);
      expect(first?.status()).toBe(302);
      await expect(page).toHaveURL(/\/profile$/);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText("You haven't created any businesses yet")).toBeVisible();

    // With a return address, /auth goes there.
    await page.goto('/auth?mode=login&redirect=%2Fdashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back ${username}!` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Businesses' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: `test-results/screens/final-html-dashboard-${width}.png`,
        fullPage: true,
      });
    }
  });

  test('signing in with the form lands on a drawn /profile; signed out, /dashboard redirects to log in', async ({
    page,
  }) => {
    const { username } = await signUpAndConfirm(page);
    await page.context().clearCookies();
    const first = await firstAnswer(page, '/dashboard');
    expect(first?.status()).toBe(302);
    await expect(page).toHaveURL('/auth?mode=login&redirect=%2Fdashboard');

    await page.goto('/auth?mode=login');
    await page.getByLabel('Email or Username').fill(username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back ${username}!` })).toBeVisible();
  });
});

test.describe("without script, the visitor's own state", () => {
  test.use({ javaScriptEnabled: false });

  test('a favourite asked for signed out is saved by signing in, and the page shows it done', async ({
    page,
  }) => {
    const { username } = await signUpAndConfirm(page);
    await page.context().clearCookies();
    await page.goto('/business/marigoldandclay');
    await page.getByRole('link', { name: 'Add to Favorite' }).click();
    await expect(page).toHaveURL('/auth?mode=login&redirect=%2Fbusiness%2Fmarigoldandclay%3Fthen%3Dfavorite');
    await expect(page.getByText('Log in to save favourites')).toBeVisible();
    await page.getByLabel('Email or Username').fill(username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    // Back on the page without the intent (a reload adds nothing), drawn with the favourite saved.
    await expect(page).toHaveURL('/business/marigoldandclay');
    await expect(page.getByRole('button', { name: 'Remove from Favorite' })).toBeVisible();
    const favorites = await (await page.request.get('/api/me/favorites')).json();
    expect(favorites.items.map((b: { businessUsername: string }) => b.businessUsername)).toEqual([
      'marigoldandclay',
    ]);
    // A new account cannot recommend yet: the page says why, in its first answer.
    await expect(page.getByText(/^You can recommend from /)).toBeVisible();
  });

  test('signed in, the favourite button is a form: it saves and removes, and the page comes back drawn', async ({
    page,
  }) => {
    await signUpAndConfirm(page);
    await page.goto('/business/goldenhourportraits');
    const add = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Add to Favorite' }).click();
    expect((await add).status()).toBe(303);
    await expect(page).toHaveURL('/business/goldenhourportraits');
    await page.getByRole('button', { name: 'Remove from Favorite' }).click();
    await expect(page.getByRole('button', { name: 'Add to Favorite' })).toBeVisible();
    const favorites = await (await page.request.get('/api/me/favorites')).json();
    expect(favorites.items).toEqual([]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/screens/final-html-favorite-form-${width}.png` });
    }
  });

  test('a return address to another site or an unknown intent does nothing but sign in', async ({ page }) => {
    const { username } = await signUpAndConfirm(page);
    await page.context().clearCookies();
    await page.goto(
      '/auth?mode=login&redirect=%2F%2Fevil.example%2Fbusiness%2Fmarigoldandclay%3Fthen%3Dfavorite',
    );
    await page.getByLabel('Email or Username').fill(username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const favorites = await (await page.request.get('/api/me/favorites')).json();
    expect(favorites.items).toEqual([]);
  });
});

test.describe('with script', () => {
  test('/profile and /dashboard hydrate what the server drew, without errors', async ({ page }) => {
    const { username } = await signUpAndConfirm(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back ${username}!` })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await page.goto('/auth?mode=login');
    await expect(page).toHaveURL(/\/profile$/);
  });
});
