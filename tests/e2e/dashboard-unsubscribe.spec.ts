// Leaving the roundup from its email (issue 42 item 6): a shopper gets the roundup, opens the email
// and clicks its "Unsubscribe" link, signed out and without script; the page says what stops and
// for whom, its one button stops it, and their settings say the roundup is off. A link that is not
// genuine gets a page saying so.
import { mailParts } from '../../src/server/test/mail-parts.ts';
import { cli, favorite, publishedBusiness, shot, test, visitor } from './dashboard-support.ts';
import { expect, mailsTo, ORIGIN, signUpAndConfirm, uniqueName } from './support/fixtures.ts';
import { expectNoAxeViolations } from './support/marketplace.ts';

const json = (data: unknown) => ({ data, headers: { origin: ORIGIN } });

test('a shopper leaves the roundup from the link in its email, signed out and without script', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpAndConfirm(page);
  const id = await publishedBusiness(page, 'Lantern Lane', uniqueName('lantern'));
  const shopper = await visitor(browser);
  await favorite(shopper.page, id);
  expect((await shopper.page.request.put('/api/me/digest', json({ frequency: 'weekly' }))).status()).toBe(
    200,
  );
  const title = `Paper lanterns ${uniqueName('')}`;
  const posted = await page.request.post(
    `/api/businesses/${id}/posts`,
    json({ kind: 'update', title, text: 'Folded by hand.' }),
  );
  expect(posted.status(), await posted.text()).toBe(201);

  // Other walks' roundups may be due in the same run: the count is at least this one.
  expect(cli('digests', 'send')).toMatch(/[1-9]\d* digest\(s\) queued/);
  await expect.poll(() => mailsTo(shopper.email).filter((m) => m.text.includes(title)).length).toBe(1);
  const mail = mailsTo(shopper.email).find((m) => m.text.includes(title)) as unknown as { raw: string };
  const { html, text } = mailParts(mail.raw);
  expect(text).toMatch(/Unsubscribe: http:\/\/127\.0\.0\.1:\d+\/roundup\/unsubscribe\?token=[\w.-]+/);

  const link = /Unsubscribe: (\S+)/.exec(text)?.[1] as string;
  // Axe runs in a browser with script (the page itself has none): the page as first opened.
  const checker = await browser.newContext({ baseURL: ORIGIN });
  const checked = await checker.newPage();
  await checked.goto(link);
  await expect(checked.getByRole('heading', { level: 1, name: 'Stop your roundup emails?' })).toBeVisible();
  await expectNoAxeViolations(checked);

  // The email as a mail app shows it, in a browser that runs no script and is signed in to nothing.
  const reader = await browser.newContext({ baseURL: ORIGIN, javaScriptEnabled: false });
  const inbox = await reader.newPage();
  await inbox.setContent(html);
  await inbox.getByRole('link', { name: 'Unsubscribe' }).click();
  await expect(inbox).toHaveURL(link);
  await expect(inbox.getByRole('heading', { level: 1, name: 'Stop your roundup emails?' })).toBeVisible();
  await expect(inbox.getByText(`We’ll stop emailing ${shopper.email} the weekly roundup`)).toBeVisible();
  for (const width of [390, 1280]) {
    await inbox.setViewportSize({ width, height: 800 });
    await inbox.screenshot({ path: shot('unsubscribe-ask', width) });
  }

  await inbox.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(inbox.getByRole('heading', { level: 1, name: 'You’re unsubscribed' })).toBeVisible();
  for (const width of [390, 1280]) {
    await inbox.setViewportSize({ width, height: 800 });
    await inbox.screenshot({ path: shot('unsubscribe-done', width) });
  }
  // Signed out and without script, the settings page is a redirect to log in and back (ADR 036).
  await inbox.getByRole('link', { name: 'Email settings' }).click();
  await expect(inbox).toHaveURL(/\/auth\?mode=login&redirect=%2Faccount%2Fsettings$/);
  await shopper.page.goto('/dashboard/updates');
  await expect(shopper.page.getByLabel('Email roundup')).toHaveValue('off');

  // Pressed again, the button answers the same page (nothing left to stop).
  await checked.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(checked.getByRole('heading', { level: 1, name: 'You’re unsubscribed' })).toBeVisible();
  await expectNoAxeViolations(checked);

  await checked.goto('/roundup/unsubscribe?token=cut-short');
  await expect(checked.getByRole('heading', { level: 1, name: 'This link doesn’t work' })).toBeVisible();
  await expect(checked.getByRole('button')).toHaveCount(0);
  for (const width of [390, 1280]) {
    await checked.setViewportSize({ width, height: 800 });
    await checked.screenshot({ path: shot('unsubscribe-invalid', width) });
  }
  await expectNoAxeViolations(checked);
  await checker.close();
  await reader.close();
  await shopper.context.close();
});
