// Helpers for the dashboard walks: create and fill businesses for a signed-in page through the API.
import { execFileSync } from 'node:child_process';
import type { Browser, Page } from '@playwright/test';
import { CATEGORIES } from '../../src/shared/catalogues/categories.ts';
import { PRIMARY_CONTACT_OPTIONS } from '../../src/shared/catalogues/contact-options.ts';
import { OFFERING_SLUGS } from '../../src/shared/catalogues/offerings.ts';
import { STRUCTURE_SLUGS } from '../../src/shared/catalogues/structures.ts';
import { IDENTITY_TAGS } from '../../src/shared/catalogues/tags.ts';
import { test as base, expect, ORIGIN, signUpAndConfirm, waitForAppAfterLoads } from './support/fixtures.ts';
import { DATA_DIR } from './support/paths.ts';

/**
 * The shared fixtures set the per-test client address on the page only; page.request (used to sign
 * up through the API) shares the context's headers, so set it there too or sign-ups share one limit.
 */
export const test = base.extend({
  page: async ({ page, clientIp }, use) => {
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': clientIp });
    await use(page);
  },
});

const json = (data: unknown) => ({ data, headers: { origin: ORIGIN } });

async function ok<T>(res: { status(): number; text(): Promise<string>; json(): Promise<T> }, status = 200) {
  expect(res.status(), await res.text()).toBe(status);
  return res.json();
}

/** Creates a business at step 1 and returns its id. */
export async function createBusiness(page: Page, businessType: 'shop' | 'service' = 'shop'): Promise<string> {
  const body = await ok<{ businessId: string }>(
    await page.request.post('/api/businesses', json({ businessType })),
    201,
  );
  return body.businessId;
}

/** Step 3: name, owner, username and zip (90012 is Los Angeles, California: live). */
export async function nameBusiness(page: Page, id: string, name: string, username: string, zip = '90012') {
  return ok<{ onboardingStep: number }>(
    await page.request.put(
      `/api/businesses/${id}/steps/3`,
      json({
        businessName: name,
        ownerNames: 'Rosa Vega',
        businessUsername: username,
        yearStarted: '2016',
        businessZipCode: zip,
      }),
    ),
  );
}

/** The remaining steps with valid answers, so every wizard step can be saved again in edit mode. */
export async function fillBusiness(page: Page, id: string) {
  const category = CATEGORIES.find((c) => c.type === 'Retail');
  const steps: Record<number, unknown> = {
    2: { businessCategories: [category?.slug] },
    4: {
      businessHeadline: 'Small-batch pottery for everyday tables',
      ownerStory: 'We throw every piece by hand.',
    },
    5: {
      businessEmail: 'hello@example.test',
      instagramUrl: '',
      tiktokUrl: '',
      twitterUrl: '',
      facebookUrl: '',
      websiteUrl: '',
    },
    6: { primaryContact: PRIMARY_CONTACT_OPTIONS[0] },
    7: {
      hasStorefront: false,
      storefrontStreet: '',
      storefrontSuite: '',
      storefrontCity: '',
      storefrontState: '',
      storefrontZipCode: '',
    },
    8: { hasMobileService: false, mobileServiceDesc: '' },
    9: { startingRate: true, items: [{ itemName: 'Mug', itemPrice: '28' }] },
    10: { businessOffering: [OFFERING_SLUGS[0]] },
    11: { businessIdentities: [IDENTITY_TAGS[0]?.slug] },
    12: { businessStructure: STRUCTURE_SLUGS[0] },
  };
  for (const [step, body] of Object.entries(steps))
    await ok(await page.request.put(`/api/businesses/${id}/steps/${step}`, json(body)));
}

export async function publish(page: Page, id: string) {
  return ok(
    await page.request.post(`/api/businesses/${id}/publish`, json({ publish: true, acceptTerms: true })),
  );
}

/** A named, story-told, published business in Los Angeles. */
export async function publishedBusiness(page: Page, name: string, username: string) {
  const id = await createBusiness(page);
  await nameBusiness(page, id, name, username);
  await fillBusiness(page, id);
  await publish(page, id);
  return id;
}

/** The public business id of a demo shop. */
export async function businessIdOf(page: Page, username: string): Promise<string> {
  const body = await ok<{ businessId: string }>(
    await page.request.get(`/api/businesses/by-username/${username}`),
  );
  return body.businessId;
}

export async function favorite(page: Page, businessId: string) {
  return ok(await page.request.put(`/api/me/favorites/${businessId}`, { headers: { origin: ORIGIN } }));
}

let visitorCount = 0;
/** A second signed-in person in their own browser context (own cookies, own client address). */
export async function visitor(browser: Browser) {
  visitorCount += 1;
  const context = await browser.newContext({
    baseURL: ORIGIN,
    extraHTTPHeaders: {
      'x-forwarded-for': `10.${process.pid % 250}.${visitorCount % 250}.${Date.now() % 250}`,
    },
  });
  const page = waitForAppAfterLoads(await context.newPage());
  const account = await signUpAndConfirm(page);
  return { context, page, ...account };
}

/** Screenshot path of a dashboard page. */
export const shot = (name: string, width: number) => `test-results/screens/dashboard-${name}-${width}.png`;

/** An admin command on the walks' server (`npm run cli -- …`, through its control channel): its output. */
export const cli = (...args: string[]) =>
  execFileSync('npm', ['run', '--silent', 'cli', '--', ...args], {
    env: { ...process.env, DATA_DIR },
    encoding: 'utf8',
  });
