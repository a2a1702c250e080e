// Reports and moderation (docs/product.md §23): a visitor reports a business from its page (the
// dialog loads when asked for), an operator hides it from /admin/reports with a reason and a note,
// the business page answers 404, the owner receives the reason by email and sees it on the
// business dashboard, and asks once for a review. A post is reported and hidden the same way: it
// leaves the business page, and its owner sees why on their posts page. Screens at 390 and 1280 px,
// axe clean.
import { publishedBusiness, test } from './dashboard-support.ts';
import { expect, mailsTo, ORIGIN, signUpAndConfirm, uniqueName } from './support/fixtures.ts';
import { expectNoAxeViolations } from './support/marketplace.ts';
import { ownContext, signInOperator } from './support/operators.ts';

const shot = (name: string, width: number) => `test-results/screens/admin-${name}-${width}.png`;

test('a visitor reports a business, an operator hides it, the page is gone and the owner told why', async ({
  page,
  browser,
}, testInfo) => {
  // A long walk of three people: three times the default time. A retry's business has a name of its
  // own, since the first try's report of its namesake is still in the operator's list.
  test.slow();
  const name = testInfo.retry ? `Ember Kiln Studio ${testInfo.retry + 1}` : 'Ember Kiln Studio';
  const owner = await signUpAndConfirm(page);
  const username = uniqueName('kiln');
  const businessId = await publishedBusiness(page, name, username);

  // A visitor, not signed in, reports it. The business page is islands for them (docs/decisions/041):
  // "Report this business" is the report page, whole as HTML.
  const visitor = await ownContext(browser);
  await visitor.page.goto(`/business/${username}`);
  await expect(visitor.page.getByRole('heading', { level: 1, name: name })).toBeVisible();
  await visitor.page.getByRole('link', { name: 'Report this business' }).click();
  await expect(visitor.page).toHaveURL(`/business/${username}/report`);
  await expect(visitor.page.getByRole('heading', { level: 1, name: 'Report this business' })).toBeVisible();
  for (const width of [390, 1280]) {
    await visitor.page.setViewportSize({ width, height: 900 });
    await visitor.page.screenshot({ path: shot('report-page', width), fullPage: true });
    await expectNoAxeViolations(visitor.page);
  }
  await visitor.page.getByRole('button', { name: 'Send report' }).click();
  await expect(visitor.page.getByText('Choose a reason.')).toBeVisible();
  await visitor.page.getByText('Scam or fraud').click();
  await visitor.page.getByLabel('Details').fill('Asked me to pay by gift card.');
  await visitor.page.getByRole('button', { name: 'Send report' }).click();
  await expect(visitor.page.getByText('Its owner won’t see who reported it.')).toBeVisible();

  // The operator finds it in the queue and hides it.
  const op = await ownContext(browser);
  await signInOperator(op.page, 'opmoderate');
  await op.page.setViewportSize({ width: 1280, height: 900 });
  await op.page.goto('/admin/reports');
  const group = op.page.getByRole('article', { name: name });
  await expect(group).toContainText('Scam or fraud × 1');
  await expect(group).toContainText('Asked me to pay by gift card.');
  for (const width of [390, 1280]) {
    await op.page.setViewportSize({ width, height: 900 });
    await op.page.screenshot({ path: shot('reports', width), fullPage: true });
    await expectNoAxeViolations(op.page);
  }
  await group.getByRole('button', { name: 'Hide…' }).click();
  const hide = op.page.getByRole('dialog', { name: `Hide ${name}?` });
  await hide.getByText('Suspected scam or fraud').click();
  await hide.getByLabel('Note to the owner').fill('The payment links pointed to another site.');
  await op.page.screenshot({ path: shot('hide-dialog', 1280), animations: 'disabled' });
  await expectNoAxeViolations(op.page);
  await hide.getByRole('button', { name: 'Hide business' }).click();
  await expect(op.page.getByText(`${name} is hidden. Its owner has been emailed.`)).toBeVisible();
  await expect(group).toBeHidden();

  // The business page answers 404 to everyone.
  const gone = await visitor.page.goto(`/business/${username}`);
  expect(gone?.status()).toBe(404);
  await expect(visitor.page.getByRole('heading', { level: 1, name: name })).toBeHidden();

  // The owner gets the reason by email and on the dashboard, and asks once for a review.
  await expect
    .poll(() => mailsTo(owner.email).map((m) => m.subject), { timeout: 15_000 })
    .toContain(`${name} was hidden by the marketplace team`);
  const mail = mailsTo(owner.email).find((m) => m.subject.includes('was hidden'))!;
  expect(mail.text).toContain('Reason: Suspected scam or fraud.');
  expect(mail.text).toContain('The payment links pointed to another site.');
  await page.goto(`/dashboard/business/${businessId}`);
  await expect(page.getByText('Hidden by the marketplace team: Suspected scam or fraud')).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: shot('owner-hidden', width), fullPage: true });
  }
  await expect(page.getByRole('button', { name: 'Publish profile' })).toBeHidden();
  await page.getByLabel('Ask for a review').fill('We removed the links. Payments are in person only now.');
  await page.getByRole('button', { name: 'Ask for a review' }).click();
  await expect(page.getByText(/You asked for a review on/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The request is back in the operator's queue; restoring puts the page back.
  await op.page.goto('/admin/reports');
  const review = op.page.getByRole('article', { name: name });
  await expect(review).toContainText('Payments are in person only now.');
  await review.getByRole('button', { name: 'Restore' }).click();
  await op.page
    .getByRole('dialog', { name: `Restore ${name}?` })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(op.page.getByText(`${name} is public again.`)).toBeVisible();
  expect((await visitor.page.goto(`/business/${username}`))?.status()).toBe(200);
  await visitor.context.close();
  await op.context.close();
});

test('a neighbour reports a post, an operator hides it, it leaves the page and its owner sees why', async ({
  page,
  browser,
}) => {
  // Three people and two axe passes at two widths: more than the default minute on a shared machine.
  test.slow();
  await signUpAndConfirm(page);
  const username = uniqueName('loom');
  const businessId = await publishedBusiness(page, 'Warp Loom Co', username);
  const posted = await page.request.post(`/api/businesses/${businessId}/posts`, {
    data: { kind: 'update', title: 'Miracle yarn cures colds', text: 'Knit it and never sneeze again.' },
    headers: { origin: ORIGIN },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  // A signed-in neighbour reports it: where the app runs, "Report post" opens the dialog, whose code
  // loads only when it is asked for.
  const visitor = await ownContext(browser);
  await signUpAndConfirm(visitor.page);
  const dialogChunk = visitor.page.waitForResponse((r) => /report-business-dialog[^/]*\.js$/.test(r.url()));
  await visitor.page.goto(`/business/${username}`);
  const latest = visitor.page.getByRole('region', { name: 'Latest' });
  await expect(latest).toContainText('Miracle yarn cures colds');
  for (const width of [390, 1280]) {
    await visitor.page.setViewportSize({ width, height: 900 });
    await latest.getByRole('link', { name: /Report post/ }).click();
    const dialog = visitor.page.getByRole('dialog', { name: 'Report this post' });
    await expect(dialog).toContainText('What is wrong with “Miracle yarn cures colds”?');
    await visitor.page.screenshot({ path: shot('report-post-dialog', width), animations: 'disabled' });
    await expectNoAxeViolations(visitor.page);
    if (width === 390) await dialog.getByRole('button', { name: 'Cancel' }).click();
  }
  await dialogChunk;
  const dialog = visitor.page.getByRole('dialog', { name: 'Report this post' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await dialog.getByText('Wrong information').click();
  await dialog.getByLabel('Details').fill('Yarn does not cure colds.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  const thanks = visitor.page.getByRole('dialog', { name: 'Thank you for telling us' });
  await expect(thanks).toContainText('Its owner won’t see who reported it.');
  await thanks.getByRole('button', { name: 'Close' }).click();

  const op = await ownContext(browser);
  await signInOperator(op.page, 'oppostmod');
  await op.page.setViewportSize({ width: 1280, height: 900 });
  await op.page.goto('/admin/reports');
  await op.page.getByText('Reported posts').click();
  const card = op.page.getByRole('article', { name: 'Miracle yarn cures colds' });
  await expect(card).toContainText('Wrong information × 1');
  await expect(card).toContainText('Yarn does not cure colds.');
  for (const width of [390, 1280]) {
    await op.page.setViewportSize({ width, height: 900 });
    await op.page.screenshot({ path: shot('post-reports', width), fullPage: true });
    await expectNoAxeViolations(op.page);
  }
  await card.getByRole('button', { name: 'Hide post…' }).click();
  const hide = op.page.getByRole('dialog', { name: 'Hide “Miracle yarn cures colds”?' });
  await hide.getByText('Wrong or misleading information').click();
  await hide.getByLabel('Note to the owner').fill('Health claims are not allowed.');
  await hide.getByRole('button', { name: 'Hide post' }).click();
  await expect(op.page.getByText('The post is hidden.')).toBeVisible();
  await expect(card).toBeHidden();
  await op.page.getByText('Hidden posts').click();
  await expect(op.page.getByRole('article', { name: 'Miracle yarn cures colds' })).toContainText(
    'Health claims are not allowed.',
  );

  // Gone from the business page; its owner sees it hidden, with the reason and the note.
  await visitor.page.goto(`/business/${username}`);
  await expect(visitor.page.getByRole('heading', { level: 1, name: 'Warp Loom Co' })).toBeVisible();
  await expect(visitor.page.getByText('Miracle yarn cures colds')).toBeHidden();
  await page.goto(`/dashboard/business/${businessId}/posts`);
  await expect(
    page.getByText(
      'Hidden by the marketplace team: Wrong or misleading information · Health claims are not allowed.',
    ),
  ).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: shot('owner-post-hidden', width), fullPage: true });
  }
  await expectNoAxeViolations(page);
  await visitor.context.close();
  await op.context.close();
});
