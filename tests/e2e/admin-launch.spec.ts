// The operator console, launching a state (docs/product.md §23): a visitor joins the Vermont
// waitlist, an operator (by ADMIN_EMAILS) launches Vermont from its page after a confirmation that
// says how many people will be emailed, and the waitlisted address receives "We're live in Vermont"
// in the SMTP sink. Everyone else finds no console at /admin. Screens at 390 and 1280 px, axe clean.
import { expect, mailsTo, ORIGIN, signUpAndConfirm, test, uniqueName } from './support/fixtures.ts';
import { expectNoAxeViolations } from './support/marketplace.ts';
import { ownContext, signInOperator } from './support/operators.ts';

const shot = (name: string, width: number) => `test-results/screens/admin-${name}-${width}.png`;

test('the console is the 404 page for a visitor and for an ordinary user', async ({ page }) => {
  for (const path of ['/admin', '/admin/reports', '/admin/audit']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  }
  await signUpAndConfirm(page);
  const res = await page.goto('/admin');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  expect((await page.request.get('/api/admin/states')).status()).toBe(404);
  // No "Admin" link in the nav for anyone but operators.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
  ).toHaveCount(0);
});

test('an operator launches Vermont and the waitlisted address gets "We\'re live in Vermont"', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInOperator(page, 'oplaunch');
  // A retried walk finds Vermont live from its first try: pausing first makes the launch real again
  // (and opens its waitlist: a live state has none).
  await page.request.post('/api/admin/states/vermont/pause', { headers: { origin: ORIGIN } });
  // A visitor joins the Vermont waitlist through the form.
  const waiting = `${uniqueName('vt')}@example.test`;
  const visitor = await ownContext(browser);
  await visitor.page.goto('/waitlist');
  await visitor.page.getByLabel('Email').fill(waiting);
  await visitor.page.getByLabel('Business name').fill('Green Mountain Maple');
  await visitor.page.getByLabel('Owner name').fill('Ada Frost');
  await visitor.page.getByLabel('What do you sell or offer?').fill('Maple syrup');
  await visitor.page.getByLabel('ZIP code').fill('05401');
  await visitor.page.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(visitor.page).toHaveURL(/\/waitlist\/confirm(\?zip=05401)?$/);
  await visitor.context.close();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'States' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vermont' })).toBeVisible();
    if (width === 1280)
      // Operators find the console from the nav, marked while they are in it.
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
      ).toHaveAttribute('aria-current', 'page');
    await page.screenshot({ path: shot('states', width), fullPage: width === 1280 });
    await expectNoAxeViolations(page);
  }

  await page.getByRole('radio', { name: /Not live/ }).check({ force: true });
  await page.getByRole('link', { name: 'Vermont' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vermont' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Waitlist sign-ups in Vermont per week/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    '/api/admin/states/vermont/waitlist.csv',
  );
  await page.screenshot({ path: shot('state', 1280), fullPage: true });
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Launch Vermont' }).click();
  const dialog = page.getByRole('dialog', { name: 'Launch Vermont?' });
  await expect(dialog).toContainText(/This will email \d+ (person|people)/);
  await expect(dialog).toContainText('on the waitlist');
  await page.screenshot({ path: shot('launch-dialog', 1280), animations: 'disabled' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: /^Launch and email/ }).click();
  await expect(page.getByText(/Vermont is live\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause Vermont' })).toBeVisible();

  await expect
    .poll(() => mailsTo(waiting).map((m) => m.subject), { timeout: 20_000 })
    .toEqual(["We're live in Vermont"]);
  const [mail] = mailsTo(waiting);
  expect(mail.text).toContain('/market?state=vermont');
  expect(mail.text).toMatch(/Unsubscribe: http:\/\/127\.0\.0\.1:\d+\/unsubscribe\?token=/);
  // The console follows the emails as they leave.
  await expect(page.getByText(/^(\d+) of \1 emails? sent/)).toBeVisible({ timeout: 15_000 });
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: shot('state', 390), fullPage: true });

  // The email's unsubscribe link opens a page with one button (link scanners unsubscribe nobody).
  const unsubscribe = mail.text.match(/Unsubscribe: (http\S+)/)![1];
  const reader = await ownContext(browser);
  await reader.page.setViewportSize({ width: 390, height: 900 });
  await reader.page.goto(unsubscribe);
  await expect(
    reader.page.getByRole('heading', { level: 1, name: 'Unsubscribe from waitlist emails?' }),
  ).toBeVisible();
  await reader.page.screenshot({ path: shot('unsubscribe', 390) });
  await expectNoAxeViolations(reader.page);
  await reader.page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(reader.page.getByRole('heading', { level: 1, name: 'You’re unsubscribed' })).toBeVisible();
  await reader.context.close();

  // The launch is in the audit log.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/audit?action=launch');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Operator actions, newest first' });
    await expect(table).toContainText('Vermont');
    // Readable words, not field names.
    await expect(table).toContainText(/\d+ emails? queued/);
    await expect(table).not.toContainText('emailsQueued');
    await page.screenshot({ path: shot('audit', width), fullPage: true });
    await expectNoAxeViolations(page);
  }
});
