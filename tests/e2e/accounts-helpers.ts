// Helpers for the accounts specs: accounts that are not confirmed yet, businesses made through the
// API, screenshots at phone and desktop widths, and an axe check.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test as base, ORIGIN, PASSWORD, uniqueName } from './support/fixtures.ts';

/**
 * The shared fixtures give each test its own client address on the page's requests only;
 * `page.request` (the API calls of signUpAndConfirm and friends) would all share one address and
 * trip the per-address sign-up limit. Setting it on the context covers both.
 */
export const test = base.extend<{ apiClientIp: undefined }>({
  apiClientIp: [
    async ({ context, clientIp }, use) => {
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp });
      await use(undefined);
    },
    { auto: true },
  ],
});

export const WIDTHS = [390, 1280] as const;

/** Signs up through the API without following the confirmation link. */
export async function signUpUnconfirmed(page: Page, username = uniqueName('pend')) {
  const email = `${username}@example.test`;
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, username, password: PASSWORD },
    headers: { origin: ORIGIN },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { username, email };
}

export interface NewBusiness {
  name: string;
  username: string;
  zip: string;
  complete?: boolean;
}

/** A draft through the API: every required step saved, or only steps 3 and 4 when `complete` is false. */
export async function createDraft(page: Page, { name, username, zip, complete = true }: NewBusiness) {
  const headers = { origin: ORIGIN };
  const created = await page.request.post('/api/businesses', { data: { businessType: 'shop' }, headers });
  expect(created.status(), await created.text()).toBe(201);
  const { businessId } = (await created.json()) as { businessId: string };
  const step = async (n: number, data: unknown) => {
    const res = await page.request.put(`/api/businesses/${businessId}/steps/${n}`, { data, headers });
    expect(res.status(), await res.text()).toBe(200);
  };
  await step(3, {
    businessName: name,
    ownerNames: 'Ana Flores',
    businessUsername: username,
    yearStarted: '2016',
    businessZipCode: zip,
  });
  await step(4, { businessHeadline: 'Small-batch goods', ownerStory: 'We make things by hand.' });
  if (!complete) return businessId;
  await step(2, { businessCategories: ['pottery-ceramics'] });
  // A preferred contact must be one the business gave (step 5).
  await step(5, {
    businessEmail: '',
    instagramUrl: '@anaflores',
    tiktokUrl: '',
    twitterUrl: '',
    facebookUrl: '',
    websiteUrl: '',
  });
  await step(6, { primaryContact: 'Instagram' });
  const noStorefront = { storefrontStreet: '', storefrontSuite: '', storefrontCity: '', storefrontState: '' };
  await step(7, { hasStorefront: false, ...noStorefront, storefrontZipCode: '' });
  await step(8, { hasMobileService: false, mobileServiceDesc: '' });
  await step(10, { businessOffering: ['custom-work'] });
  await step(11, { businessIdentities: ['women-owned'] });
  await step(12, { businessStructure: 'just-me' });
  return businessId;
}

export async function shoot(page: Page, name: string, fullPage = true) {
  await page.screenshot({
    path: `test-results/screens/accounts-${name}.png`,
    fullPage,
    animations: 'disabled',
  });
}

export async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** The toast sonner shows with this exact text. */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
