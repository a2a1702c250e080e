// The business dashboard: greeting, not found, the Live/Hidden toggle through its confirmation
// (with the terms on the first publish), and the settings menu.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { menuLinks } from '../../src/web/features/dashboard/lib/settings-menu.ts';
import { businessIdOf, createBusiness, fillBusiness, nameBusiness, shot, test } from './dashboard-support.ts';
import { expect, signUpAndConfirm, uniqueName } from './support/fixtures.ts';

const status = (page: Page) => page.getByRole('heading', { name: 'Profile Status' }).locator('..');

test("'Loading business...' then 'Business not found.' for a missing or someone else's business", async ({
  page,
}) => {
  await signUpAndConfirm(page);
  const demoId = await businessIdOf(page, 'marigoldandclay');
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/businesses/*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard/business/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Loading business...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Business not found.' })).toBeVisible();
  await page.goto(`/dashboard/business/${demoId}`);
  await expect(page.getByRole('heading', { name: 'Business not found.' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the status toggles Hidden → Live (accepting the terms) → Hidden through the confirmation', async ({
  page,
}) => {
  // Sign-up, the whole wizard, then publish and hide: about a minute on a busy machine.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndConfirm(page);
  const id = await createBusiness(page);
  await nameBusiness(page, id, 'Fig & Thistle', uniqueName('fig'));
  await fillBusiness(page, id);
  await page.goto(`/dashboard/business/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Fig & Thistle!' })).toBeVisible();
  await expect(status(page)).toContainText('Hidden');

  // A first publish asks for the terms before anything is sent.
  const publishCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(`/api/businesses/${id}/publish`)) publishCalls.push(r.postData() ?? '');
  });
  await page.getByRole('button', { name: 'Publish profile' }).click();
  const popover = page.getByRole('dialog', { name: 'Publish Fig & Thistle?' });
  await expect(popover).toBeVisible();
  const terms = popover.getByRole('checkbox', { name: /I accept the Terms and Conditions/ });
  await expect(terms).not.toBeChecked();
  await expect(popover.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
  await page.screenshot({ path: shot('publish-popover', 1280) });
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: shot('publish-popover', 390) });
  await page.setViewportSize({ width: 1280, height: 900 });
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  await terms.check();
  await popover.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published!')).toBeVisible();
  expect(publishCalls.map((body) => JSON.parse(body))).toEqual([{ publish: true, acceptTerms: true }]);
  await expect(popover).toBeHidden();
  await expect(status(page)).toContainText('Live');
  expect((await (await page.request.get(`/api/businesses/${id}`)).json()).isPublished).toBe(true);

  await page.getByRole('button', { name: 'Hide profile' }).click();
  const hide = page.getByRole('dialog', { name: 'Hide Fig & Thistle?' });
  await hide.getByRole('button', { name: 'Cancel' }).click();
  await expect(hide).toBeHidden();
  await expect(status(page)).toContainText('Live');
  await page.getByRole('button', { name: 'Hide profile' }).click();
  await hide.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(status(page)).toContainText('Hidden');
  expect((await (await page.request.get(`/api/businesses/${id}`)).json()).isPublished).toBe(false);

  // Publishing again needs no terms: they were accepted once.
  await page.getByRole('button', { name: 'Publish profile' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status(page)).toContainText('Live');
});

test('a business outside the live states cannot be published from the dashboard', async ({ page }) => {
  await signUpAndConfirm(page);
  const id = await createBusiness(page);
  await nameBusiness(page, id, 'Empire Bagels', uniqueName('eb'), '10001');
  await page.goto(`/dashboard/business/${id}`);
  await expect(status(page)).toContainText('Hidden');
  await expect(page.getByText('Publishing opens when New York goes live.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish profile' })).toHaveCount(0);
});

test('every settings-menu link opens its edit step and comes back to the dashboard', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndConfirm(page);
  const username = uniqueName('menu');
  const id = await createBusiness(page);
  await nameBusiness(page, id, 'Menu Walk Goods', username);
  await fillBusiness(page, id);
  const dashboard = `/dashboard/business/${id}`;
  await page.goto(dashboard);
  const menuButton = page.getByRole('button', { name: 'Business Account Settings' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  for (const link of menuLinks()) {
    await page.getByRole('button', { name: 'Business Account Settings' }).click();
    const menu = page.getByRole('navigation', { name: 'Business Account Settings' });
    if (link.group) await menu.getByRole('button', { name: link.group }).click();
    await menu.getByRole('link', { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${dashboard}/edit/${link.step}$`));
    // The edit step (onboarding feature) in edit mode: its heading, then Save returns here.
    await expect(page.getByText(`Step ${link.step} of 15`).first()).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${dashboard}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Menu Walk Goods!' })).toBeVisible();
  }
  await menuButton.click();
  const menu = page.getByRole('navigation', { name: 'Business Account Settings' });
  await expect(menu.getByRole('link', { name: 'View Business Profile' })).toHaveAttribute(
    'href',
    `/business/${username}`,
  );
  await menu.getByRole('link', { name: 'Delete Business Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`${dashboard}/pause$`));
});
