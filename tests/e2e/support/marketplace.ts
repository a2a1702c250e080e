// Helpers for the marketplace walks: axe with readable failures, and the market's card links.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
