// Helpers for the marketplace walks: axe with readable failures, the market's card links, and the
// waitlist's answer for a live state.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Response } from '@playwright/test';

export async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/** The hrefs of the business cards on a market page, in order. */
export async function cardHrefs(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Businesses' })
    .locator('a[href^="/business/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

/**
 * Sends the waitlist form with a San Francisco ZIP code and checks the answer for a live state
 * (docs/product.md §13, L3): 409, the same page with the message and "List your business". Returns
 * the notice.
 */
export async function joinWaitlistInLiveState(page: Page, answerOf: (r: Response) => boolean) {
  await page.getByLabel('ZIP code').fill('94103');
  const answer = page.waitForResponse(answerOf);
  await page.getByRole('button', { name: 'Join the Waitlist' }).click();
  expect((await answer).status()).toBe(409);
  await expect(page).toHaveURL('/waitlist');
  const notice = page.getByRole('alert');
  await expect(notice).toContainText(
    'Good news: Locals Market is already live in California, so there’s no waitlist to join. You can list your business today.',
  );
  await expect(notice.getByRole('link', { name: 'List your business' })).toHaveAttribute(
    'href',
    '/auth?mode=signup',
  );
  return notice;
}
