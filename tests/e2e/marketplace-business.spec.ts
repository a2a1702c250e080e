// The public business page (docs/product.md §4.4, §11.2): header, chips, tabs and their links, favourites signed
// in and out with their toasts, share and copy, drafts for their owner only, 'Business not found'.
import { expect, ORIGIN, PASSWORD, signUpAndConfirm, test, wakeApp } from './support/fixtures.ts';
import { expectNoAxeViolations } from './support/marketplace.ts';

for (const width of [390, 1280]) {
  test(`a service page at ${width}px shows header, chips and every tab`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/business/goldenhourportraits');
    await expect(page.getByRole('heading', { level: 1, name: 'Golden Hour Portraits' })).toBeVisible();
    await expect(page).toHaveTitle(/Golden Hour Portraits/);
    await expect(page.getByText('Photographer', { exact: true })).toBeVisible();
    await expect(page.getByText('Amara Nwosu')).toBeVisible();
    await expect(page.getByText('San Francisco, California')).toBeVisible();
    await expect(page.getByText('Relaxed family and couple portraits in natural light')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Offerings' }).getByRole('listitem')).toHaveText([
      'Booking Available',
      'Taking New Clients',
      'Mobile',
    ]);
    // Public page order (docs/product.md §4.3, rule C5): first 2 identity chips, the structure, ethos chips, the remaining chips.
    await expect(
      page.getByRole('list', { name: 'Identity, structure and values' }).getByRole('listitem'),
    ).toHaveText(['Black-Owned', 'Immigrant-Owned', 'Just me', 'Women-Owned']);
    await expect(page.getByRole('img', { name: /Amara Nwosu/ })).toBeVisible();
    // Story (with the mobile service description).
    await expect(page.getByText(/I photograph people the way their friends see them/)).toBeVisible();
    await expect(page.getByText('I come to you anywhere in the Bay Area')).toBeVisible();
    await page.screenshot({ path: `test-results/screens/marketplace-business-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Photos' }).click();
    await expect(page.getByRole('tabpanel').getByRole('img')).toHaveCount(4);

    await page.getByRole('tab', { name: 'Connect' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://instagram.com/goldenhourportraits',
    );
    await expect(panel.getByRole('link', { name: /Website/ })).toHaveAttribute(
      'href',
      'https://goldenhourportraits.test',
    );

    await page.getByRole('tab', { name: 'Pricing' }).click();
    const rows = page.getByRole('tabpanel').getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText('Mini session (30 min, 15 photos)');
    await expect(rows.first()).toContainText('Starting at');
    await expect(rows.first()).toContainText('$275.00');
    await expectNoAxeViolations(page);
  });
}

for (const width of [390, 1280]) {
  test(`a storefront's Connect tab at ${width}px shows its address and a Directions link`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/business/marigoldandclay');
    await expect(page.getByRole('heading', { level: 1, name: 'Marigold & Clay' })).toBeVisible();
    // The public page names the preferred contact, as the step 15 preview does (one component).
    await expect(page.getByText('Contact: Instagram')).toBeVisible();
    await page.getByRole('tab', { name: 'Connect' }).click();
    const panel = page.getByRole('tabpanel');
    const visit = panel.getByRole('region', { name: 'Visit the shop' });
    await expect(visit).toContainText('2314 W Sunset Blvd, Studio 4');
    await expect(visit).toContainText(/Los Angeles, California \d{5}/);
    const directions = visit.getByRole('link', { name: /Directions/ });
    await expect(directions).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=2314%20W%20Sunset%20Blvd%2C%20Los%20Angeles%2C%20California%20\d{5}$/,
    );
    await expect(directions).toHaveAttribute('target', '_blank');
    await page.screenshot({ path: `test-results/screens/business-connect-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page);
  });
}

test('a shop without pricing has no Pricing tab; Connect links are working links', async ({ page }) => {
  await page.goto('/business/slowwick');
  await expect(page.getByRole('heading', { level: 1, name: 'Slow Wick Candle Co.' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Story', 'Photos', 'Connect']);
  await page.getByRole('tab', { name: 'Connect' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: /TikTok/ })).toHaveAttribute(
    'href',
    'https://tiktok.com/@slowwickco',
  );
  await expect(panel.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
    'href',
    'https://instagram.com/slowwickco',
  );
  await expect(panel.getByRole('link', { name: /Website/ })).toHaveAttribute('href', 'https://slowwick.test');
  // A business without a storefront shows no street address: its town and state only.
  await expect(panel.getByRole('link', { name: /Directions/ })).toHaveCount(0);
  await expect(page.getByText('Oakland, California')).toBeVisible();
});

test('an unknown business shows "Business not found"', async ({ page }) => {
  await page.goto('/business/no-such-shop-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Business not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a draft is "Business not found" for visitors and marked as a draft for its owner', async ({ page }) => {
  await page.goto('/business/hollowoakwoodshop');
  await expect(page.getByRole('heading', { level: 1, name: 'Business not found' })).toBeVisible();
  const res = await page.request.post('/api/auth/sign-in/username', {
    data: { username: 'demo', password: 'LocalsDemo#2024' },
    headers: { origin: ORIGIN },
  });
  expect(res.status()).toBe(200);
  await page.goto('/business/hollowoakwoodshop');
  await expect(page.getByRole('heading', { level: 1, name: 'Hollow Oak Woodshop' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Not published yet — only you can see this page.');
  await expect(page.getByRole('button', { name: 'Add to Favorite' })).toHaveCount(0);
});

test('signed out, "Add to Favorite" says why it asks to log in, and the favourite is saved after', async ({
  page,
}) => {
  const { username } = await signUpAndConfirm(page);
  await page.context().clearCookies();
  await page.goto('/business/marigoldandclay');
  await page.getByRole('link', { name: 'Add to Favorite' }).click();
  await expect(page).toHaveURL('/auth?mode=login&redirect=%2Fbusiness%2Fmarigoldandclay%3Fthen%3Dfavorite');
  await expect(page.getByText('Log in to save favourites')).toBeVisible();
  // The link was a page load (the business page is islands for a visitor: docs/decisions/041): the
  // log-in page's app starts on a touch, and signs in with its toast. (Pressed before it runs, the
  // form posts to the server, which saves the favourite too: accounts-final-html.spec.ts.)
  await wakeApp(page);
  await expect(page.locator('html[data-ready]')).toBeAttached();
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  // Back on the page, the favourite saved, and the address without the intent (a reload adds nothing).
  await expect(page).toHaveURL('/business/marigoldandclay');
  await expect(page.getByRole('button', { name: 'Remove from Favorite' })).toBeVisible();
  await expect(page.getByText('Favorites updated!')).toBeVisible();
  const favorites = await (await page.request.get('/api/me/favorites')).json();
  expect(favorites.items.map((b: { businessUsername: string }) => b.businessUsername)).toEqual([
    'marigoldandclay',
  ]);
});

test('signed in, the favourite toggle writes favorites and says so', async ({ page }) => {
  await signUpAndConfirm(page);
  await page.goto('/business/marigoldandclay');
  await page.getByRole('button', { name: 'Add to Favorite' }).click();
  await expect(page.getByText('Favorites updated!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from Favorite' })).toBeVisible();
  let favorites = await (await page.request.get('/api/me/favorites')).json();
  expect(favorites.items.map((b: { businessUsername: string }) => b.businessUsername)).toEqual([
    'marigoldandclay',
  ]);

  await page.reload();
  await page.getByRole('button', { name: 'Remove from Favorite' }).click();
  await expect(page.getByText('Removed from favorites')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Favorite' })).toBeVisible();
  favorites = await (await page.request.get('/api/me/favorites')).json();
  expect(favorites.items).toEqual([]);
});

test('favourite failures show their toasts', async ({ page }) => {
  await signUpAndConfirm(page);
  await page.goto('/business/slowwick');
  await page.route('**/api/me/favorites/*', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } }),
  );
  await page.getByRole('button', { name: 'Add to Favorite' }).click();
  await expect(page.getByText('Could not update favorites.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Favorite' })).toBeVisible();

  await page.unroute('**/api/me/favorites/*');
  await page.getByRole('button', { name: 'Add to Favorite' }).click();
  await expect(page.getByRole('button', { name: 'Remove from Favorite' })).toBeVisible();
  await page.route('**/api/me/favorites/*', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: 'Remove from Favorite' }).click();
  await expect(page.getByText('Could not remove favorite')).toBeVisible();
});

test('Share copies the link where the Web Share API is missing', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGIN });
  await page.goto('/business/slowwick?from=test');
  expect(await page.evaluate(() => 'share' in navigator)).toBe(false);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${ORIGIN}/business/slowwick`);
});

test('Share uses the Web Share API where the browser has it', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shared: unknown[]; failShare: boolean };
    w.shared = [];
    w.failShare = false;
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: unknown) => {
        if (w.failShare) throw new Error('share sheet broke');
        w.shared.push(data);
      },
    });
  });
  await page.goto('/business/slowwick');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { shared: { url: string; title: string }[] }).shared),
    )
    .toEqual([
      expect.objectContaining({ url: `${ORIGIN}/business/slowwick`, title: 'Slow Wick Candle Co.' }),
    ]);
  await expect(page.getByText('Link copied!')).toHaveCount(0);

  await page.evaluate(() => {
    (window as unknown as { failShare: boolean }).failShare = true;
  });
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Share failed.')).toBeVisible();
});

test('copy failures say "Copy failed."', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  await page.goto('/business/slowwick');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Copy failed.')).toBeVisible();
});
