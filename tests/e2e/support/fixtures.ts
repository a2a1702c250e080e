// Test fixtures: each test gets its own client address (so rate limits are per test), and
// helpers to create confirmed accounts through the real auth API and the emailed link.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { MAIL_DIR } from './paths.ts';

export const PASSWORD = 'Tomato#2024';
export const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

export function mailsTo(email: string): Mail[] {
  return readdirSync(MAIL_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(MAIL_DIR, f), 'utf8')) as Mail)
    .filter((m) => m.to.includes(email.toLowerCase()));
}

export async function linkFor(email: string, pathPart: string, after = 0): Promise<string> {
  const find = () =>
    mailsTo(email)
      .slice(after)
      .flatMap((m) => m.text.match(/https?:\/\/[^\s"<>]+/g) ?? [])
      .find((l) => l.includes(pathPart));
  await expect
    .poll(find, { message: `no email to ${email} with a link containing ${pathPart}`, timeout: 10_000 })
    .toBeTruthy();
  return find()!.replace(/&amp;/g, '&');
}

export const uniqueName = (prefix = 'user') =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);

let ipCounter = 0;
export const test = base.extend<{ clientIp: string }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  clientIp: async ({}, use, info) => {
    ipCounter += 1;
    await use(
      `127.${(info.workerIndex % 250) + 1}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`,
    );
  },
  // On the context, so page.request (API calls from tests) carries the same address as the page.
  context: async ({ context, clientIp }, use) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp });
    await use(context);
  },
  // Every walk ends with no script error and no console error or hydration warning from the app
  // (a response a walk makes fail on purpose is logged by the browser as "Failed to load resource").
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForAppAfterLoads(page);
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && !text.startsWith('Failed to load resource'))
        problems.push(`console error: ${text}`);
      if (message.type() === 'warning' && /hydrat/i.test(text)) problems.push(`hydration warning: ${text}`);
    });
    await use(page);
    expect(problems, 'console errors and hydration warnings').toEqual([]);
  },
});
export { expect };

/**
 * A server-rendered page shows its content before its script has taken over, and fetches the
 * script on the visitor's first sign of use (docs/decisions/029): after each page load (goto,
 * reload) the walk moves the pointer, as a person does, and waits until the app is running
 * (html[data-ready]), so a click is the app's.
 */
export function waitForAppAfterLoads(page: Page) {
  const ready = async () => {
    await wakeApp(page);
    await page.waitForFunction(
      () => !document.getElementById('root') || 'ready' in document.documentElement.dataset,
    );
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
  return page;
}

let pointerMoves = 0;
/** Moves the pointer over the page (a real move each time): a server-drawn page's app starts. */
export async function wakeApp(page: Page) {
  pointerMoves += 1;
  await page.mouse.move(1 + (pointerMoves % 2), 1);
}

/** Signs up through the API, opens the emailed confirmation link in the page: the page is signed in. */
export async function signUpAndConfirm(page: Page, username = uniqueName()) {
  const email = `${username}@example.test`;
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, username, password: PASSWORD },
    headers: { origin: ORIGIN },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(await linkFor(email, '/api/auth/verify-email'));
  return { username, email };
}

/**
 * Holds requests to `url` until the returned release() is called: a loading state stays on screen
 * exactly until the test has seen it (no timed delay to outrun).
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
