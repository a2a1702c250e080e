// "Tell me about new businesses here" (issue 31 item 4): a signed-out visitor asks on a search near
// a ZIP code, confirms through the emailed link, a business opens there, `npm run cli -- digests
// send` runs and the visitor's email names it (a second run sends nothing); without the script the
// form still posts; a signed-in shopper asks in one click on a market page and removes it on the
// dashboard, where a ZIP code can be added too.
import { cli, publishedBusiness, shot, test } from './dashboard-support.ts';
import {
  expect,
  linkFor,
  mailsTo,
  ORIGIN,
  signUpAndConfirm,
  uniqueName,
  wakeApp,
} from './support/fixtures.ts';

const ASK = 'Tell me about new businesses here';

test('a signed-out visitor asks near a ZIP code, confirms by email and hears about a business that opens there', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({
    baseURL: ORIGIN,
    extraHTTPHeaders: { 'x-forwarded-for': `10.77.${process.pid % 250}.${Date.now() % 250}` },
  });
  const guest = await context.newPage();
  const email = `${uniqueName('near')}@example.test`;
  await guest.goto('/search?zip=90012&radius=10');
  await wakeApp(guest);
  await guest.locator('html[data-ready]').waitFor();
  await expect(guest.getByText('New businesses within 10 miles of 90012')).toBeVisible();
  for (const width of [390, 1280]) {
    await guest.setViewportSize({ width, height: 900 });
    await guest.screenshot({ path: shot('alert-search', width) });
  }
  await guest.getByLabel('Email').fill(email);
  await guest.getByRole('button', { name: ASK }).click();
  // The search's list is an islands page for a visitor (ADR 041): the form posts as HTML, and the
  // answer is the page that says to check the mailbox.
  await expect(guest).toHaveURL(/\/alerts\/check-email$/);
  await expect(guest.getByRole('heading', { name: 'Check your email to confirm' })).toBeVisible();
  for (const width of [390, 1280]) {
    await guest.setViewportSize({ width, height: 900 });
    await guest.screenshot({ path: shot('alert-check-email', width) });
  }

  await guest.goto(await linkFor(email, '/api/alerts/confirm'));
  await expect(guest.getByRole('heading', { name: 'You’re on the list' })).toBeVisible();
  await expect(guest).toHaveURL(/\/alerts\/confirmed$/);

  await signUpAndConfirm(page);
  const username = uniqueName('kiln');
  await publishedBusiness(page, 'Near Kiln Studio', username);

  expect(cli('digests', 'send')).toMatch(/[1-9]\d* digest\(s\) queued/);
  await expect
    .poll(() => mailsTo(email).filter((m) => m.text.includes(`/business/${username}`)).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const mail = mailsTo(email).find((m) => m.text.includes(`/business/${username}`));
  expect(mail?.text).toContain('Near Kiln Studio');
  expect(mail?.text).toContain('New near you: Within 10 miles of 90012');
  cli('digests', 'send');
  expect(mailsTo(email).filter((m) => m.text.includes('Near Kiln Studio'))).toHaveLength(1);
  await context.close();
});

test('without the script the signed-out form still posts, then asks to check email', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: ORIGIN,
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': `10.78.${process.pid % 250}.${Date.now() % 250}` },
  });
  const guest = await context.newPage();
  await guest.goto('/market?state=california');
  await guest.getByLabel('Email').fill('not-an-email');
  await guest.getByRole('button', { name: ASK }).click();
  await expect(guest.getByText('Must be a valid email address.')).toBeVisible();
  const email = `${uniqueName('noscr')}@example.test`;
  await guest.getByLabel('Email').fill(email);
  await guest.getByRole('button', { name: ASK }).click();
  await expect(guest).toHaveURL(/\/alerts\/check-email$/);
  await expect(guest.getByRole('heading', { name: 'Check your email to confirm' })).toBeVisible();
  expect(await linkFor(email, '/api/alerts/confirm')).toContain('token=');
  await context.close();
});

test('a signed-in shopper asks in one click on a market page and removes it on the dashboard', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  await page.goto('/market?state=california&region=los-angeles');
  await page.getByRole('button', { name: ASK }).click();
  await expect(
    page.getByText('You’re set: we’ll email you about new businesses in Los Angeles, California.'),
  ).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: shot('alert-market', width) });
  }

  await page.getByRole('link', { name: 'Manage your alerts' }).click();
  const list = page.getByRole('list', { name: 'Your alerts' });
  await expect(list.getByText('Los Angeles, California')).toBeVisible();
  await page.getByLabel('ZIP code').fill('90012');
  await page.getByLabel('Within').selectOption('25');
  await page.getByRole('button', { name: ASK }).click();
  await expect(list.getByText('Within 25 miles of 90012')).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: shot('alerts', width), fullPage: true });
  }
  await page.getByRole('button', { name: 'Remove alert: Los Angeles, California' }).click();
  await expect(list.getByText('Los Angeles, California')).toBeHidden();
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Your alerts' }).getByText('Within 25 miles of 90012'),
  ).toBeVisible();
  await expect(page.getByText('Los Angeles, California')).toBeHidden();
});
