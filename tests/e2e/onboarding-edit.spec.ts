// Edit mode: the overview page with every section and its Edit link, a step with 'Save' and no
// Back that returns to the business dashboard, and another user's business refused.
import { buildBusiness } from './fixtures/onboarding-api.ts';
import { shoot } from './fixtures/onboarding-shots.ts';
import { expect, signUpAndConfirm, test, uniqueName, waitForAppAfterLoads } from './support/fixtures.ts';

const SECTIONS = [
  'Business Type',
  'Business Categories',
  'Business Information',
  'Headline + Story',
  'Contact Information',
  'Primary Contact',
  'Storefront Address',
  'Mobile Service',
  'Pricing',
  'Offerings',
  'Identity',
  'Structure',
  'Owner Photo + Business Logo',
  'Product Photos',
  'Preview & Publish',
];

test('edit overview lists every section; a step saves with Save and returns to the dashboard', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  const username = uniqueName('edit');
  const id = await buildBusiness(page, username);
  await page.goto(`/dashboard/business/${id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Slow Flame' })).toBeVisible();
  for (const [i, title] of SECTIONS.entries()) {
    const section = page.getByRole('region', { name: title, exact: true });
    await expect(section).toBeVisible();
    await expect(section.getByRole('link', { name: `Edit ${title}` })).toHaveAttribute(
      'href',
      `/dashboard/business/${id}/edit/${i + 1}`,
    );
  }
  const info = page.getByRole('region', { name: 'Business Information' });
  await expect(info).toContainText(username);
  await expect(info).toContainText('94607 (Oakland, California)');
  await expect(page.getByRole('region', { name: 'Pricing' })).toContainText(
    'Jar candle — Starting at $24.00',
  );
  await expect(page.getByRole('region', { name: 'Primary Contact' })).toContainText('Email');
  await shoot(page, 'edit-overview');

  await page.getByRole('link', { name: 'Edit Headline + Story' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/business/${id}/edit/4$`));
  await expect(page.getByText('Step 4 of 15')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save & Next' })).toHaveCount(0);
  await expect(page.getByLabel('Your story')).toHaveValue('Poured in small batches.');
  await shoot(page, 'edit-step-4');
  await page.getByLabel('Your story').fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('A story is required.')).toBeVisible();
  await page.getByLabel('Your story').fill('Poured by hand in West Oakland since 2019.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/business/${id}$`));

  await page.goto(`/dashboard/business/${id}/edit`);
  await expect(page.getByRole('region', { name: 'Headline + Story' })).toContainText(
    'West Oakland since 2019',
  );
  // A step that is not 1–15 goes back to the overview.
  await page.goto(`/dashboard/business/${id}/edit/99`);
  await expect(page).toHaveURL(new RegExp(`/dashboard/business/${id}/edit$`));
});

test('another user’s business is not found in edit mode', async ({ page, browser }) => {
  await signUpAndConfirm(page);
  const id = await buildBusiness(page, uniqueName('mine'));
  const other = waitForAppAfterLoads(await browser.newPage());
  await other.setExtraHTTPHeaders({
    'x-forwarded-for': `127.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  await signUpAndConfirm(other);
  for (const path of [`/dashboard/business/${id}/edit`, `/dashboard/business/${id}/edit/3`]) {
    await other.goto(path);
    await expect(other.getByText('Business not found.')).toBeVisible();
    await expect(other.getByRole('textbox')).toHaveCount(0);
  }
  await other.close();
});
