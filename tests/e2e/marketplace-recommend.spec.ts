// Neighbours recommend (issue 29): a new account is told when it can recommend; the demo shopper
// (an account weeks old) recommends a demo business with a note; the count and the note show on the
// page and the count on its card ("Recommended" in search); the shopper cannot report their own
// note, the owner can; the owner answers the note once; a reported note reaches the console's
// Recommendations tab, is dismissed, then hidden for a note's reason (never a business's) and
// restored, each in the audit log with the status it took; the shopper withdraws and both go.
// Screens of the page's section, the console tab, the hide dialog and the audit log at 390 and
// 1280 px, axe clean.
import type { Page } from '@playwright/test';
import { test } from './dashboard-support.ts';
import { expect, ORIGIN, signUpAndConfirm } from './support/fixtures.ts';
import { expectNoAxeViolations } from './support/marketplace.ts';
import { ownContext, signInOperator } from './support/operators.ts';

const shot = (name: string, width: number) => `test-results/screens/recommend-${name}-${width}.png`;
const BUSINESS = 'saltboxpantry';
const NOTE = 'The pickles are the best in town. I’d go back every week.';

async function signInDemo(page: Page, username: 'shopper' | 'demo') {
  const res = await page.request.post('/api/auth/sign-in/username', {
    data: { username, password: 'LocalsDemo#2024' },
    headers: { origin: ORIGIN },
  });
  expect(res.status()).toBe(200);
}

test('a shopper recommends with a note, the owner answers, the console sees a report, the shopper withdraws', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const business = await (await page.request.get(`/api/businesses/by-username/${BUSINESS}`)).json();
  const mine = `/api/businesses/${business.businessId}/recommendation`;

  // A brand-new account is told when it can.
  await signUpAndConfirm(page);
  await page.goto(`/business/${BUSINESS}`);
  await expect(page.getByRole('heading', { name: 'Neighbours recommend' })).toBeVisible();
  await expect(
    page.getByText(/^You can recommend from [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} (am|pm)/),
  ).toBeVisible();

  // The demo shopper (weeks old) starts without a recommendation of it (a rerun withdraws the last).
  const shopper = await ownContext(browser);
  await signInDemo(shopper.page, 'shopper');
  await shopper.page.request.delete(mine, { headers: { origin: ORIGIN } });
  await shopper.page.goto(`/business/${BUSINESS}`);
  const section = shopper.page.getByRole('region', { name: 'Neighbours recommend' });
  await expect(section.getByTestId('recommend-count')).toHaveText('No recommendations yet.');
  await section.getByLabel('Add a note (optional)').fill(NOTE);
  await section.getByRole('button', { name: 'Recommend' }).click();
  await expect(section.getByText('You recommend this business')).toBeVisible();
  await expect(section.getByTestId('recommend-count')).toHaveText('Recommended by 1 neighbour');
  const note = section.getByRole('article', { name: 'Note from Sam' });
  await expect(note).toContainText(NOTE);
  await expect(note).toContainText('Sam · Los Angeles');
  await expect(note).not.toContainText('@');
  // Sam's own note is Sam's to edit or withdraw, not to report.
  await expect(note.getByRole('link', { name: /Report note/ })).toHaveCount(0);

  // The card shows the count; "Recommended" in search keeps it.
  await shopper.page.goto('/search?recommended=1');
  const card = shopper.page.getByRole('article').filter({ hasText: 'Saltbox Pantry' });
  await expect(card.getByTestId('card-recommended')).toHaveText('Recommended by 1 neighbour');
  await expect(shopper.page.getByRole('link', { name: 'Recommended' }).first()).toBeVisible();

  // The owner answers the note, once.
  const owner = await ownContext(browser);
  await signInDemo(owner.page, 'demo');
  await owner.page.goto(`/business/${BUSINESS}`);
  const ownerNote = owner.page.getByRole('article', { name: 'Note from Sam' });
  await expect(owner.page.getByLabel('Add a note (optional)')).toHaveCount(0);
  await expect(ownerNote.getByRole('link', { name: 'Report note from Sam' })).toBeVisible();
  await ownerNote.getByRole('link', { name: 'Answer Sam' }).click();
  await ownerNote.getByLabel('Your answer').fill('Thank you, Sam! See you Saturday.');
  await ownerNote.getByRole('button', { name: 'Post answer' }).click();
  await expect(ownerNote.getByText('Reply from the owner')).toBeVisible();
  await expect(ownerNote.getByRole('link', { name: 'Answer Sam' })).toHaveCount(0);

  await shopper.page.goto(`/business/${BUSINESS}`);
  await expect(section.getByText('Thank you, Sam! See you Saturday.')).toBeVisible();
  for (const width of [390, 1280]) {
    await shopper.page.setViewportSize({ width, height: 900 });
    await section.screenshot({ path: shot('section', width), animations: 'disabled' });
  }
  await expectNoAxeViolations(shopper.page);

  // Someone reports the note; the operator sees it in the Recommendations tab and dismisses it.
  const noteId = (
    await (await page.request.get(`/api/businesses/by-username/${BUSINESS}/recommendations`)).json()
  ).items[0].id;
  const reported = await page.request.post(`/api/recommendations/${noteId}/reports`, {
    data: { reason: 'other', details: 'Testing the queue.' },
    headers: { origin: ORIGIN },
  });
  expect(reported.status()).toBe(201);
  const op = await ownContext(browser);
  await signInOperator(op.page, 'oprecommend');
  await op.page.goto('/admin/recommendations');
  await expect(op.page.getByRole('heading', { name: 'Recommendations', level: 1 })).toBeVisible();
  await op.page.getByText('Reported notes', { exact: true }).click();
  const entry = op.page.getByRole('article').filter({ hasText: NOTE });
  await expect(entry).toContainText('Testing the queue.');
  for (const width of [390, 1280]) {
    await op.page.setViewportSize({ width, height: 900 });
    await op.page.screenshot({ path: shot('console', width), fullPage: true });
  }
  await expectNoAxeViolations(op.page);
  await entry.getByRole('button', { name: 'Dismiss reports' }).click();
  // This note leaves the queue (other walks' reported notes may stay in it).
  await expect(entry).toHaveCount(0);

  // Reported again, it is hidden for a note's reason: a business's reasons are not offered.
  const again = await page.request.post(`/api/recommendations/${noteId}/reports`, {
    data: { reason: 'inappropriate_content' },
    headers: { origin: ORIGIN },
  });
  expect(again.status()).toBe(201);
  await op.page.reload();
  await op.page.getByText('Reported notes', { exact: true }).click();
  await entry.getByRole('button', { name: 'Hide…' }).click();
  const hide = op.page.getByRole('dialog', { name: 'Hide Sam’s recommendation?' });
  await expect(hide.getByRole('group', { name: 'Reason' }).locator('label')).toHaveText([
    'Rude, hateful or inappropriate',
    'Not a genuine recommendation (fake, paid or by someone involved)',
    'Shares someone’s personal information',
    'Spam or advertising',
    'Not about this business',
    'Another reason (see the note)',
  ]);
  await expect(hide.getByText(/permanently closed|duplicate of another listing/)).toHaveCount(0);
  for (const width of [390, 1280]) {
    await op.page.setViewportSize({ width, height: 900 });
    await op.page.screenshot({ path: shot('hide-dialog', width) });
  }
  await hide.getByText('Spam or advertising').click();
  await hide.getByRole('button', { name: 'Hide recommendation' }).click();
  await expect(hide).toBeHidden();
  await expect(entry).toHaveCount(0);
  await op.page.getByText('Hidden', { exact: true }).click();
  await expect(entry).toContainText('Spam or advertising');
  await entry.getByRole('button', { name: 'Restore' }).click();
  await expect(entry).toHaveCount(0);

  // The audit log says what the status became each time, in words.
  await op.page.goto(`/admin/audit?target=${noteId}`);
  const log = op.page.getByRole('main');
  await expect(log.getByText('Status: counted → hidden')).toBeVisible();
  await expect(log.getByText('Reason: — → Spam or advertising')).toBeVisible();
  await expect(log.getByText('Status: hidden → counted')).toBeVisible();
  await expect(log.getByText('Status: counted → —')).toHaveCount(0);
  for (const width of [390, 1280]) {
    await op.page.setViewportSize({ width, height: 900 });
    await op.page.screenshot({ path: shot('audit', width), fullPage: true });
  }
  await expectNoAxeViolations(op.page);

  // The shopper withdraws: the count and the note go.
  await shopper.page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(section.getByTestId('recommend-count')).toHaveText('No recommendations yet.');
  await expect(section.getByRole('article', { name: 'Note from Sam' })).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Recommend' })).toBeVisible();
});
