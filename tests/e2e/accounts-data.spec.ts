// Account settings: "Your data" (Download my data, one business as JSON) and "Signed-in devices"
// (issue 27 items 3 and 4). The downloaded file holds the person's business and favourites; a
// device signed out from the list is signed out at its next request.
import { readFile } from 'node:fs/promises';
import { createDraft, expectNoAxeViolations, shoot, test, toast, WIDTHS } from './accounts-helpers.ts';
import { expect, ORIGIN, PASSWORD, signUpAndConfirm, uniqueName } from './support/fixtures.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('Download my data: the file holds my business and my favourites; one business downloads on its own', async ({
  page,
}) => {
  const { username, email } = await signUpAndConfirm(page);
  const name = `Juniper Kiln ${uniqueName('s').slice(-6)}`;
  const businessUsername = uniqueName('kiln');
  const businessId = await createDraft(page, { name, username: businessUsername, zip: '90012' });
  const market = await (await page.request.get('/api/market?state=california&region=los-angeles')).json();
  const favourite = market.items[0] as { businessId: string; businessName: string };
  const fav = await page.request.put(`/api/me/favorites/${favourite.businessId}`, {
    headers: { origin: ORIGIN },
  });
  expect(fav.status()).toBe(200);

  await page.goto('/account/settings');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section.getByRole('button', { name: `Download ${name}` })).toBeVisible();
  // The text names every part of the file.
  await expect(section).toContainText(
    'One file with everything we hold about you: your account and how you sign in, signed-in devices, favourites, your businesses (every step, pricing, opening hours, photos’ links, page views, posts, and neighbours’ notes with your answers), your recommendations with the owners’ answers, reports you made, new-business alerts, your email roundup setting and waitlist entries.',
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^locals-market-my-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(data.account).toMatchObject({ username, email });
  expect(
    data.businesses.map((b: { steps: { 3: { businessName: string } } }) => b.steps[3].businessName),
  ).toEqual([name]);
  expect(data.favorites.map((f: { businessName: string }) => f.businessName)).toEqual([
    favourite.businessName,
  ]);
  await expect(toast(page, 'Your download has started.')).toBeVisible();

  const [one] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: `Download ${name}` }).click(),
  ]);
  expect(one.suggestedFilename()).toBe(`locals-market-business-${businessUsername}.json`);
  const business = JSON.parse(await readFile(await one.path(), 'utf8'));
  expect(business).toMatchObject({ businessId, steps: { 3: { businessName: name } } });

  await expectNoAxeViolations(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await shoot(page, `settings-data-${width}`, false);
  }
});

test('Signed-in devices: sign out my phone from the list, and its next request is signed out', async ({
  page,
  browser,
}) => {
  const { username } = await signUpAndConfirm(page);
  // The phone: its own browser, user agent and address.
  const phone = await browser.newContext({
    userAgent: IPHONE,
    extraHTTPHeaders: {
      'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  const signIn = await phone.request.post(`${ORIGIN}/api/auth/sign-in/username`, {
    data: { username, password: PASSWORD },
    headers: { origin: ORIGIN },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  expect((await phone.request.get(`${ORIGIN}/api/me`)).status()).toBe(200);

  await page.goto('/account/settings');
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  const current = devices.getByRole('listitem').filter({ hasText: 'This device' });
  // Playwright's desktop Chrome reports Windows.
  await expect(current).toContainText('Chrome on Windows');
  await expect(current).toContainText('Active in the last 15 minutes');
  await expect(devices.getByRole('listitem').filter({ hasText: 'Safari on iOS' })).toBeVisible();
  await expect(page.getByText(/\d+\.\d+\.\d+\.\d+/)).toHaveCount(0);

  await expectNoAxeViolations(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await devices.scrollIntoViewIfNeeded();
    await shoot(page, `settings-devices-${width}`, false);
  }

  await devices.getByRole('button', { name: 'Sign out Safari on iOS' }).click();
  await expect(toast(page, 'Signed out Safari on iOS.')).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('No other device is signed in.')).toBeVisible();

  // The phone's next request finds no session: the API says so, and the page sends it to log in.
  expect((await phone.request.get(`${ORIGIN}/api/me`)).status()).toBe(401);
  const phonePage = await phone.newPage();
  await phonePage.goto(`${ORIGIN}/account/settings`);
  await expect(phonePage).toHaveURL(/\/auth\?mode=login/);
  await phone.close();
  // This device is still signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Edit Information' })).toBeVisible();
});
