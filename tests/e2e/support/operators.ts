// The operators of the walks: their addresses are in ADMIN_EMAILS (serve.ts), so they are operators
// once their email is confirmed, the way a real deployment's are.
import type { Browser, Page } from '@playwright/test';
import { expect, ORIGIN, PASSWORD, signUpAndConfirm, waitForAppAfterLoads } from './fixtures.ts';

// One operator per walk: two walks signing up the same operator at once on a fresh server would race.
export const OPERATOR_NAMES = ['oplaunch', 'opmoderate', 'oppostmod', 'oprecommend', 'opconsole'] as const;
export type OperatorName = (typeof OPERATOR_NAMES)[number];
export const OPERATOR_EMAILS = OPERATOR_NAMES.map((name) => `${name}@example.test`);

/** Signs in as the operator `name` (signing up and confirming the first time, e.g. on a fresh server). */
export async function signInOperator(page: Page, name: OperatorName) {
  const res = await page.request.post('/api/auth/sign-in/username', {
    data: { username: name, password: PASSWORD },
    headers: { origin: ORIGIN },
  });
  if (res.status() !== 200) await signUpAndConfirm(page, name);
  await expect.poll(async () => (await page.request.get('/api/admin/me')).status()).toBe(200);
}

let contexts = 0;
/** Another person in their own browser context, with an address of their own. */
export async function ownContext(browser: Browser) {
  contexts += 1;
  const context = await browser.newContext({
    baseURL: ORIGIN,
    extraHTTPHeaders: {
      'x-forwarded-for': `10.${(process.pid % 200) + 20}.${contexts % 250}.${Date.now() % 250}`,
    },
  });
  return { context, page: waitForAppAfterLoads(await context.newPage()) };
}
