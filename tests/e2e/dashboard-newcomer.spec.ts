// What a newcomer stumbled on (issue 10, item 6), each kept fixed: keyboard focus that shows and is
// never cut off, delete copy for a live shop, no placeholder addresses, toasts that stay clear of
// the wizard's 'Step N of 15' and do not follow people to the next page, favourites and step 13 at
// 390 px, no near-duplicate offerings, /confirm-email surviving a reload and no sign-up offers to
// someone signed in.
import type { Page } from '@playwright/test';
import { businessIdOf, favorite, publishedBusiness, test } from './dashboard-support.ts';
import { buildBusiness, rememberBusiness } from './fixtures/onboarding-api.ts';
import { makeImages } from './fixtures/onboarding-images.ts';
import { saveButton, stepHeader } from './fixtures/onboarding-walk.ts';
import { expect, linkFor, PASSWORD, signUpAndConfirm, uniqueName } from './support/fixtures.ts';
import { expectVisibleFocus, tabTo } from './support/focus.ts';

const WIDTHS = [390, 1280] as const;
const shot = (name: string, width: number) => `test-results/screens/newcomer-${name}-${width}.png`;
const toasts = (page: Page) => page.locator('[data-sonner-toast]');

/** Boxes of two locators overlap (in viewport pixels). */
async function overlap(a: ReturnType<Page['locator']>, b: ReturnType<Page['locator']>) {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

for (const width of WIDTHS) {
  test(`keyboard focus at ${width}px: market cards and business page tabs show a ring nothing cuts off`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/market?state=california');
    const cards = page.getByRole('list', { name: 'Businesses' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    await tabTo(page, cards.first().getByRole('link').first());
    await expectVisibleFocus(page, 'market card');
    await page.screenshot({ path: shot('focus-card', width) });
    // The next card too (its ring must not be cut by the grid either).
    await tabTo(page, cards.nth(1).getByRole('link').first());
    await expectVisibleFocus(page, 'second market card');

    await page.goto('/business/goldenhourportraits');
    const tabs = page.getByRole('tablist');
    await expect(tabs).toBeVisible();
    await tabTo(page, tabs);
    await expect(page.getByRole('tab', { name: 'Story' })).toBeFocused();
    await expectVisibleFocus(page, 'Story tab');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Photos' })).toBeFocused();
    await expectVisibleFocus(page, 'Photos tab');
    await tabs.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('focus-tabs', width) });
  });

  test(`keyboard focus at ${width}px: dashboard tiles, favourites, the settings menu and profile tabs`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpAndConfirm(page);
    const id = await publishedBusiness(page, 'Focus Ferns', uniqueName('ff'));
    for (const username of ['marigoldandclay', 'okraandash'])
      await favorite(page, await businessIdOf(page, username));

    await page.goto('/dashboard');
    await tabTo(page, page.getByRole('link', { name: /Focus Ferns/ }));
    await expectVisibleFocus(page, 'business tile');
    await tabTo(page, page.getByRole('link', { name: /Add Business/ }));
    await expectVisibleFocus(page, 'Add Business tile');
    const favourites = page.getByRole('region', { name: /Favorites/ }).getByRole('article');
    await tabTo(page, favourites.first().getByRole('link').first());
    await expectVisibleFocus(page, 'favourite card');
    await page.screenshot({ path: shot('focus-favourite', width), fullPage: true });

    await page.goto(`/dashboard/business/${id}`);
    const toggle = page.getByRole('button', { name: 'Business Account Settings' });
    await tabTo(page, toggle);
    await expectVisibleFocus(page, 'settings menu toggle');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Business Account Settings' });
    await tabTo(page, menu.getByRole('link').first());
    await expectVisibleFocus(page, 'settings menu row');
    await tabTo(page, menu.getByRole('link', { name: 'Delete Business Profile' }));
    await expectVisibleFocus(page, 'Delete Business Profile row');
    await page.screenshot({ path: shot('focus-settings-menu', width), fullPage: true });

    await page.goto('/profile');
    await tabTo(page, page.getByRole('tablist', { name: 'Profile sections' }));
    await expect(page.getByRole('tab', { name: 'My Businesses' })).toBeFocused();
    await expectVisibleFocus(page, 'My Businesses tab');
    await page.keyboard.press('ArrowRight');
    await expectVisibleFocus(page, 'Account Settings tab');
  });
}

test('deleting a live shop: the page it leads to is about deleting, not a paused dashboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signUpAndConfirm(page);
  const id = await publishedBusiness(page, 'Lively Loaves', uniqueName('ll'));
  await page.goto(`/dashboard/business/${id}`);
  await page.getByRole('button', { name: 'Business Account Settings' }).click();
  await page.getByRole('link', { name: 'Delete Business Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/business/${id}/pause$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Delete Lively Loaves?' })).toBeVisible();
  await expect(page.getByText(/removes its public page, photos, pricing and insights/)).toBeVisible();
  await expect(page.getByText(/paused/i)).toHaveCount(0);
  // A live shop can take a break instead: hiding is one step away.
  await expect(page.getByText('Just need a break?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'your dashboard' })).toHaveAttribute(
    'href',
    `/dashboard/business/${id}`,
  );
  await expect(page).toHaveTitle(/^Delete Business Profile/);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: shot('delete-live-shop', width), fullPage: true });
  }
  await page.getByRole('link', { name: 'Keep my business' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/business/${id}$`));
});

test('no placeholder addresses: every link on the pages a newcomer opens is real', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const placeholders = async (path: string) => {
    await page.goto(path);
    await expect(page.locator('main')).not.toBeEmpty();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    return hrefs.filter((href) => /\.(example|invalid)\b|localsmarket\.test/.test(href));
  };
  for (const path of ['/', '/about', '/support', '/contact', '/terms', '/privacy', '/explore-businesses'])
    expect(await placeholders(path), path).toEqual([]);
  // The configured mailbox (default: PUBLIC_URL is an address here, so the project's own).
  await page.goto('/support');
  await expect(page.getByRole('link', { name: 'support@localsmarket.app' })).toHaveAttribute(
    'href',
    'mailto:support@localsmarket.app',
  );
  // With no SUPPORT_URL the nav's support link is the app's own Support page.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support' }),
  ).toHaveAttribute('href', '/support');

  await signUpAndConfirm(page);
  const id = await publishedBusiness(page, 'Real Mail Co', uniqueName('rm'));
  for (const path of ['/dashboard', `/dashboard/business/${id}`, `/dashboard/business/${id}/pause`])
    expect(await placeholders(path), path).toEqual([]);
  await expect(page.getByRole('link', { name: 'support@localsmarket.app' })).toBeVisible();
});

test("toasts at 390px stay clear of 'Step N of 15' and are gone after moving to another page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpAndConfirm(page);
  const id = await buildBusiness(page, uniqueName('tt'));
  await rememberBusiness(page, id);
  await page.goto('/onboarding/11');
  await expect(stepHeader(page, 11)).toBeVisible();
  // Saving shows its toast on the next step (it is meant for that page) without covering the header.
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/onboarding\/12$/);
  const saved = toasts(page).filter({ hasText: 'Saved!' });
  await expect(saved).toBeVisible();
  await expect(stepHeader(page, 12)).toBeVisible();
  expect(await overlap(saved, stepHeader(page, 12))).toBe(false);
  expect(await overlap(saved, page.getByRole('heading', { level: 1 }))).toBe(false);
  expect(await overlap(saved, saveButton(page))).toBe(false);
  // The toast's entrance animation has run its course.
  await saved.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await page.screenshot({ path: shot('wizard-toast', 390) });

  // The next save: the old toast does not come along, the new one does.
  await page.getByRole('button', { name: 'Collective', exact: true }).click();
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/onboarding\/13$/);
  await expect(saved).toHaveCount(1);
  expect(await overlap(saved, stepHeader(page, 13))).toBe(false);

  // A toast raised on a page (no navigation) is dismissed when the person moves on by a link.
  await page.goto('/business/marigoldandclay');
  await page.getByRole('button', { name: 'Add to Favorite' }).click();
  await expect(toasts(page).filter({ hasText: 'Favorites updated!' })).toBeVisible();
  // The footer's link: at 390 px the toast lies over the nav bar (its menu button) while it shows.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Market', exact: true }).click();
  await expect(page).toHaveURL(/\/explore-businesses$/);
  await expect(toasts(page)).toHaveCount(0);

  // … and by the browser's Back and Forward buttons.
  await page.goto('/business/okraandash');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/business\/okraandash$/);
  await page.getByRole('button', { name: 'Add to Favorite' }).click();
  await expect(toasts(page).filter({ hasText: 'Favorites updated!' })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/about$/);
  await expect(toasts(page)).toHaveCount(0);
});

for (const width of WIDTHS) {
  test(`favourites at ${width}px: names and places read in full, nothing overflows its card`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpAndConfirm(page);
    for (const username of [
      'marigoldandclay',
      'okraandash',
      'goldenhourportraits',
      'honuandhale',
      'mangoseason',
    ])
      await favorite(page, await businessIdOf(page, username));
    await page.goto('/dashboard');
    const cards = page.getByRole('region', { name: /Favorites/ }).getByRole('article');
    await expect(cards).toHaveCount(5);
    await page.getByRole('region', { name: /Favorites/ }).scrollIntoViewIfNeeded();
    const problems = await cards.evaluateAll((articles) =>
      articles.flatMap((card) => {
        const box = card.getBoundingClientRect();
        const out: string[] = [];
        for (const el of card.querySelectorAll<HTMLElement>('h2, h3, p, li, a, button')) {
          const r = el.getBoundingClientRect();
          if (r.width === 0) continue;
          if (r.left < box.left - 0.5 || r.right > box.right + 0.5) out.push(`overflows: ${el.textContent}`);
          if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== 'visible')
            out.push(`cut: ${el.textContent}`);
        }
        const heading = card.querySelector('h2, h3');
        // A name in at most 2 lines (no one-word-per-line wrapping).
        if (heading) {
          const lines = Math.round(
            heading.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(heading).lineHeight),
          );
          if (lines > 2) out.push(`name in ${lines} lines: ${heading.textContent}`);
        }
        return out;
      }),
    );
    expect(problems).toEqual([]);
    await page.screenshot({ path: shot('favourites', width), fullPage: true });
  });
}

test('step 13 at 390px and 1280px: the remove buttons stay inside their boxes, both slots line up', async ({
  page,
}) => {
  const files = await makeImages(1);
  await signUpAndConfirm(page);
  const id = await buildBusiness(page, uniqueName('sp'));
  await rememberBusiness(page, id);
  await page.goto('/onboarding/13');
  await page.getByLabel('Choose owner photo').setInputFiles(files.owner);
  await page.getByLabel('Choose logo').setInputFiles(files.logo);
  await expect(page.getByRole('img', { name: 'Owner photo' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const [slot, button] of [
      ['Owner photo', 'Remove owner photo'],
      ['Logo', 'Remove logo'],
    ]) {
      const region = page.getByRole('region', { name: slot });
      const [outer, inner] = [
        await region.boundingBox(),
        await region.getByRole('button', { name: button }).boundingBox(),
      ];
      expect(outer && inner, slot).toBeTruthy();
      if (!outer || !inner) continue;
      expect(inner.x, `${button} at ${width}`).toBeGreaterThanOrEqual(outer.x - 0.5);
      expect(inner.x + inner.width, `${button} at ${width}`).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
      const text = await region
        .getByRole('button', { name: button })
        .evaluate((b) => b.scrollWidth <= b.clientWidth + 1);
      expect(text, `${button} text fits at ${width}`).toBe(true);
    }
    if (width >= 640) {
      // Side by side: the two photos start at the same height.
      const [owner, logo] = [
        await page.getByRole('img', { name: 'Owner photo' }).boundingBox(),
        await page.getByRole('img', { name: 'Logo' }).boundingBox(),
      ];
      expect(Math.abs((owner?.y ?? 0) - (logo?.y ?? 1))).toBeLessThan(1);
    }
    await page.screenshot({
      path: shot('step-13', width),
      fullPage: true,
      style: '[data-sonner-toaster]{display:none}',
    });
  }
});

test('step 10 lists every offering once: no near-duplicates', async ({ page }) => {
  await signUpAndConfirm(page);
  const id = await buildBusiness(page, uniqueName('of'));
  await rememberBusiness(page, id);
  await page.goto('/onboarding/10');
  await expect(stepHeader(page, 10)).toBeVisible();
  const form = page.getByRole('form', { name: 'Business Offering' });
  // The header shows before the step's data; wait for the choices themselves.
  await expect(form.locator('button[aria-pressed]').first()).toBeVisible();
  for (const more of await form.getByRole('button', { name: 'View More' }).all()) await more.click();
  const names = (await form.locator('button[aria-pressed]').allTextContents()).map((n) => n.trim());
  const key = (n: string) => n.toLowerCase().replace(/[^a-z]/g, '');
  expect(names).toHaveLength(21);
  expect(new Set(names.map(key)).size).toBe(names.length);
  for (const name of ['Custom Work', 'Pick-Up Only', 'Subscription-Based']) expect(names).toContain(name);
});

test('a reload keeps /confirm-email: the address and the running countdown', async ({ page }) => {
  const username = uniqueName('ce');
  const email = `${username}@example.test`;
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Retype Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/confirm-email/);
  await expect(page.getByTestId('pending-email')).toHaveText(email);
  // Two seconds of the countdown have run before the reload.
  await expect(page.getByTestId('resend-countdown')).toHaveText(/^0:5[0-7]$/);
  await page.reload();
  await expect(page.getByTestId('pending-email')).toHaveText(email);
  // The 60-second wait continues rather than starting over.
  const left = await page.getByTestId('resend-countdown').textContent();
  expect(left).toMatch(/^0:5[0-8]$/);
  await expect(page.getByRole('button', { name: 'Use a different email' })).toBeVisible();
  await page.goto(await linkFor(email, '/api/auth/verify-email'));
  await expect(page).toHaveURL(/\/profile$/);
});

test("signed in, nobody is offered 'Create Your Free Account' or a sign-up", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndConfirm(page);
  const signUpOffers = async () => {
    await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
    return page
      .locator('a[href]')
      .evaluateAll((as) =>
        as
          .filter(
            (a) =>
              /mode=signup/.test(a.getAttribute('href') ?? '') ||
              /Create Your Free Account|Sign Up/i.test(a.textContent ?? ''),
          )
          .map((a) => `${a.textContent?.trim()} → ${a.getAttribute('href')}`),
      );
  };
  for (const path of ['/', '/about', '/explore-businesses', '/support'])
    await page.goto(path).then(async () => expect(await signUpOffers(), path).toEqual([]));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Add Your Business' })).toHaveAttribute('href', '/onboarding');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: shot('home-signed-in', width), fullPage: true });
  }
  // The waitlist confirmation, reached after joining.
  await page.goto('/waitlist');
  await page.getByLabel('Email').fill(`${uniqueName('wl')}@example.test`);
  await page.getByLabel('Business name').fill('Bayou Baskets');
  await page.getByLabel('Owner name').fill('Lee Broussard');
  await page.getByLabel('What do you sell or offer?').fill('Woven baskets');
  await page.getByLabel('ZIP code').fill('70112');
  await page.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(page).toHaveURL('/waitlist/confirm?zip=70112');
  expect(await signUpOffers()).toEqual([]);
  await expect(page.getByRole('link', { name: 'Create Your Business Profile' })).toHaveAttribute(
    'href',
    '/onboarding',
  );
  await page.screenshot({ path: shot('waitlist-confirm-signed-in', 1280), fullPage: true });
});
