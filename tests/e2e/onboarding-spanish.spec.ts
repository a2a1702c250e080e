// Issue 48, done when: a person signs up, onboards a business and browses the market entirely in
// Spanish (docs/decisions/042-languages.md). Every label the walk uses is the catalog's Spanish
// for the English the spec fixes, and each screen is checked for English words left over.
import type { Page } from '@playwright/test';
import { mailParts } from '../../src/server/test/mail-parts.ts';
import { i18nFor } from '../../src/shared/i18n/catalogs.ts';
import { messages as spanish } from '../../src/shared/i18n/locales/es.ts';
import { makeImages } from './fixtures/onboarding-images.ts';
import { expect, linkFor, mailsTo, PASSWORD, test, uniqueName } from './support/fixtures.ts';

test.setTimeout(180_000);

const es = i18nFor('es');
const t = (id: string, values?: Record<string, unknown>) => es._(id, values);

/**
 * The catalog's English that reads differently in Spanish: long enough to be a phrase (a word
 * such as "Email" or a brand name reads the same in both) and without values.
 */
const ENGLISH_PHRASES = Object.keys(spanish).filter(
  (id) => id.length >= 14 && id.includes(' ') && !/[{<]/.test(id) && es._(id) !== id,
);

/** The screen shows no English phrase of the catalog (owners' own words are Spanish here too). */
async function expectAllSpanish(page: Page, where: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // biome-ignore lint/performance/useDomNodeTextContent: what a person sees, not hidden text
  const text = await page.locator('body').innerText();
  expect(
    ENGLISH_PHRASES.filter((phrase) => text.includes(phrase)),
    `${where}: English left`,
  ).toEqual([]);
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/spanish-${name}-${width}.png`, fullPage: true });
  }
}

const stepHeader = (page: Page, step: number) =>
  page.getByText(t('Step {step} of {total}', { step, total: 15 }), { exact: true });

async function saveAndNext(page: Page, toast: string, next: number) {
  await page.getByRole('button', { name: t('Save & Next') }).click();
  await expect(page.getByText(t(toast), { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^[^?]*/es/onboarding/${next}$`));
  await expect(stepHeader(page, next)).toBeVisible();
  await expectAllSpanish(page, `step ${next}`);
}

const chip = (page: Page, name: string) => page.getByRole('button', { name: t(name), exact: true }).first();

async function pick(page: Page, name: string) {
  const button = chip(page, name);
  const viewMore = page.getByRole('button', { name: t('View More') });
  await expect(button.or(viewMore).first()).toBeVisible();
  if (!(await button.isVisible())) await viewMore.click();
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

test('a person signs up, onboards a shop and finds it on the market, all in Spanish', async ({ page }) => {
  const username = uniqueName('tienda');
  const email = `${username}@example.test`;
  const files = await makeImages(1);

  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  // Sign up from the Spanish page: its messages, its errors, and the email that follows.
  await page.goto('/es/auth?mode=signup');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAllSpanish(page, 'sign-up');
  await shoot(page, 'sign-up');
  await page.getByRole('button', { name: t('Sign Up') }).click();
  await expect(page.getByText(t('Must be a valid email address.')).first()).toBeVisible();
  await box(t('Email')).fill(email);
  await box(t('Username')).fill(username);
  await box(t('Password')).fill('short');
  await box(t('Retype Password')).fill('other');
  await page.getByRole('button', { name: t('Sign Up') }).click();
  await expect(
    page.getByText(t('Password must be at least 8 characters and include a number and a symbol.')),
  ).toBeVisible();
  await expectAllSpanish(page, 'sign-up errors');
  await box(t('Password')).fill(PASSWORD);
  await box(t('Retype Password')).fill(PASSWORD);
  await page.getByRole('button', { name: t('Sign Up') }).click();
  await expect(page).toHaveURL(/\/es\/confirm-email$/);
  await expect(page.getByRole('heading', { name: t('Check your inbox') })).toBeVisible();
  await expectAllSpanish(page, 'confirm email');
  await shoot(page, 'confirm-email');

  const link = await linkFor(email, '/api/auth/verify-email');
  const [mail] = mailsTo(email) as unknown as { raw: string }[];
  const { text, html } = mailParts(mail?.raw ?? '');
  for (const part of [text, html]) {
    expect(part).toContain(t('Confirm your email address to finish creating your account.'));
    expect(part).not.toContain('Confirm my email');
  }
  await page.goto(link);
  await expect(page).toHaveURL(/\/es\/profile$/);
  await expectAllSpanish(page, 'profile');

  // The wizard, step by step.
  await page.goto('/es/onboarding');
  await expect(page).toHaveURL(/\/es\/onboarding\/0$/);
  await expect(page.getByRole('heading', { name: t("Let's build your profile") })).toBeVisible();
  await expectAllSpanish(page, 'step 0');
  await shoot(page, 'step-0');
  await page.getByRole('link', { name: t("Let's get started") }).click();
  await expect(stepHeader(page, 1)).toBeVisible();
  await page.getByRole('button', { name: t('Save & Next') }).click();
  await expect(page.getByText(t('Choose what your business does.'))).toBeVisible();
  await expectAllSpanish(page, 'step 1');
  await page.getByText(t('I sell products')).click();
  await saveAndNext(page, 'Business type saved.', 2);

  await page.getByRole('button', { name: t('Save & Next') }).click();
  await expect(page.getByText(t('Please select at least one category.')).first()).toBeVisible();
  await pick(page, 'Candles');
  await shoot(page, 'step-2');
  await saveAndNext(page, 'Categories saved.', 3);

  const field = (label: string) => page.getByRole('textbox', { name: t(label), exact: true });
  await page.getByRole('button', { name: t('Save & Next') }).click();
  await expect(page.getByText(t('Business name is required.')).first()).toBeVisible();
  await field('Year started').fill('1700');
  await expect(
    page.getByText(t('Year must be between 1800 and {max}.', { max: new Date().getFullYear() })),
  ).toBeVisible();
  await field('Business name').fill('Velas de la Abuela');
  await field('Owner names').fill('Lucía Ortega');
  await field('Business username').fill(username);
  await expect(page.getByText(t('Available'), { exact: true })).toBeVisible();
  await field('Year started').fill('2019');
  await field('ZIP code').fill('90210');
  await expectAllSpanish(page, 'step 3 filled');
  await shoot(page, 'step-3');
  await saveAndNext(page, 'Saved!', 4);

  await page.getByLabel(t('Headline')).fill('Velas de soya hechas a mano');
  await page.getByLabel(t('Your story')).fill('Hacemos velas en la cocina de la abuela desde 2019.');
  await saveAndNext(page, 'Saved!', 5);
  await field('Business email').fill(email);
  await saveAndNext(page, 'Saved!', 6);
  await page.getByText(t('Email'), { exact: true }).click();
  await saveAndNext(page, 'Saved!', 7);
  await page.getByText(t('No storefront')).click();
  await saveAndNext(page, 'Saved!', 8);
  await page.getByText(t('No'), { exact: true }).click();
  await saveAndNext(page, 'Saved!', 9);
  await page.getByLabel(t('Item {number} name', { number: 1 })).fill('Vela de lavanda');
  const price = t('Price<0> of item {number}</0>', { number: 1 }).replace(/<\/?\d>/g, '');
  await page.getByRole('textbox', { name: price }).fill('18');
  await shoot(page, 'step-9');
  await saveAndNext(page, 'Pricing saved!', 10);
  await pick(page, 'Small Batch');
  await saveAndNext(page, 'Saved!', 11);
  await pick(page, 'Women-Owned');
  await page.getByRole('button', { name: t('About these identities') }).click();
  await expect(page.getByText(t('Owned and led by one or more women.'))).toBeVisible();
  await shoot(page, 'step-11');
  await saveAndNext(page, 'Saved!', 12);
  await pick(page, 'Just me');
  await saveAndNext(page, 'Saved!', 13);
  const ownerPhoto = t('Owner photo');
  await page.getByLabel(t('Choose {photo}', { photo: ownerPhoto.toLowerCase() })).setInputFiles(files.owner);
  await expect(page.getByRole('img', { name: ownerPhoto })).toBeVisible();
  await shoot(page, 'step-13');
  await saveAndNext(page, 'Photos saved!', 14);
  await saveAndNext(page, 'Photos saved!', 15);

  // The summary, and publishing it.
  await shoot(page, 'step-15');
  await page.getByRole('button', { name: t('Make Public') }).click();
  await expect(page.getByText(t('Please accept the terms and conditions to continue'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('Terms and Conditions') })).toHaveAttribute(
    'href',
    '/es/terms',
  );
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('Make Public') }).click();
  await expect(page.getByText(t('Published!'), { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/es\/dashboard$/);
  await expectAllSpanish(page, 'dashboard');
  await shoot(page, 'dashboard');

  // The market, in Spanish, with the new shop on it.
  await page.goto('/es/market?state=california&region=los-angeles');
  const card = page.locator(`a[href="/es/business/${username}"]`).first();
  const more = page.getByRole('button', { name: t('Load More') });
  await expect(async () => {
    if (await card.isVisible()) return;
    if (await more.isVisible()) await more.click();
    else await page.mouse.wheel(0, 4000);
    await expect(card).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await expectAllSpanish(page, 'market');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/es/business/${username}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Velas de la Abuela' })).toBeVisible();
  await expect(page.getByText(t('Women-Owned')).first()).toBeVisible();
  await expectAllSpanish(page, 'business page');
  await shoot(page, 'business');
});
