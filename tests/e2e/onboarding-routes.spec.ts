// Wizard routing, resuming, out-of-area, the username check's 500 ms pause, the 3-business limit
// and drafts in a state that isn't live.
import AxeBuilder from '@axe-core/playwright';
import { buildBusiness, createBusiness, putStep, rememberBusiness } from './fixtures/onboarding-api.ts';
import { shoot } from './fixtures/onboarding-shots.ts';
import { saveAndNext, saveButton, stepHeader } from './fixtures/onboarding-walk.ts';
import { expect, signUpAndConfirm, test, uniqueName } from './support/fixtures.ts';

test('wizard routes: /onboarding → 0, a non-integer step → 1, Back links, no business → step 1', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/onboarding\/0$/);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/onboarding/abc');
  await expect(page).toHaveURL(/\/onboarding\/1$/);
  await expect(stepHeader(page, 1)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Profile progress' })).toHaveAttribute(
    'aria-valuenow',
    '1',
  );
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/onboarding\/0$/);
  await page.goto('/onboarding/5');
  await expect(page.getByText('No business ID found.')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/1$/);
  // /out-of-area without a city and state goes back to step 1.
  await page.goto('/out-of-area');
  await expect(page).toHaveURL(/\/onboarding\/1$/);
});

test('a zip in a state that is not live goes to /out-of-area; the wizard resumes at its saved step', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  await page.goto('/onboarding/1');
  await page.getByText('I sell products').click();
  await saveAndNext(page, 'Business type saved.', 2);
  await page.getByRole('button', { name: 'Jewelry' }).click();
  await saveAndNext(page, 'Categories saved.', 3);
  await page.getByRole('textbox', { name: 'Business name' }).fill('Empire Mugs');
  await page.getByRole('textbox', { name: 'Owner names' }).fill('Jo Park');
  await page.getByRole('textbox', { name: 'Business username' }).fill(uniqueName('empire'));
  await page.getByRole('textbox', { name: 'Year started' }).fill('2021');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('10001');
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/out-of-area$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("New York, New York isn't live yet");
  await expect(page.getByRole('link', { name: 'Exit' })).toHaveAttribute('href', '/dashboard');
  await shoot(page, 'out-of-area');

  // Step 3 did not advance: /onboarding opens the intro, which offers to continue at step 3.
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/onboarding\/0$/);
  await page.getByRole('link', { name: 'Continue at step 3' }).click();
  await expect(page).toHaveURL(/\/onboarding\/3$/);
  await expect(page.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('10001');
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/out-of-area$/);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/4$/);
  await page.getByLabel('Your story').fill('Mugs thrown in Chelsea.');
  await saveAndNext(page, 'Saved!', 5);
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/onboarding\/0$/);
  await expect(page.getByText(/You have an unfinished profile: Empire Mugs/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue at step 5' })).toBeVisible();

  // The summary of a business in a state that isn't live offers only Save as Draft.
  await page.goto('/onboarding/15');
  await expect(page.getByText(/New York isn’t live yet/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make Public' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page.getByText('Saved as draft', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('current_business_id'))).toBeNull();

  // A saved draft is no longer offered to continue.
  await page.goto('/onboarding/0');
  await expect(page.getByText(/unfinished profile/)).toHaveCount(0);
});

test('the username check waits 500 ms, says taken, and counts the business’s own name as available', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  const own = uniqueName('own');
  const id = await buildBusiness(page, own);
  await page.clock.install();
  await page.goto('/dashboard');
  await rememberBusiness(page, id);
  await page.goto('/onboarding/3');
  const username = page.getByRole('textbox', { name: 'Business username' });
  await expect(username).toHaveValue(own);
  // An installed clock still flows with real time; pause it so only runFor moves the debounce.
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.clock.runFor(600);
  await expect(page.getByText('Available', { exact: true })).toBeVisible();

  await username.fill('marigoldandclay');
  await expect(page.getByText('Available', { exact: true })).toHaveCount(0);
  await page.clock.runFor(450);
  await expect(page.getByText('Username taken.')).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(page.getByText('Username taken.')).toBeVisible();
  await username.fill('');
  await page.clock.runFor(600);
  await expect(page.getByText('Username taken.')).toHaveCount(0);
  await expect(page.getByText('Checking availability…')).toHaveCount(0);
});

test('a user can own at most 3 businesses: the intro says so before step 1, and step 1 holds it', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  await page.goto('/onboarding/0');
  await expect(page.getByText('One account can hold up to 3 businesses. You have 0.')).toBeVisible();
  for (let i = 0; i < 3; i++) await createBusiness(page);
  await page.goto('/onboarding/0');
  await expect(
    page.getByText(
      'You already have 3 businesses, the most one account can hold. Delete one from its dashboard to start another.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: "Let's get started" })).toBeDisabled();
  await page.goto('/onboarding/1');
  await page.getByText('I offer services').click();
  await saveButton(page).click();
  await expect(page.getByText('You can have up to 3 businesses.')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/1$/);
  const axe = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test('step 6 reads a saved email back as the Email option', async ({ page }) => {
  await signUpAndConfirm(page);
  const id = await buildBusiness(page, uniqueName('mail'));
  await putStep(page, id, 6, { primaryContact: 'Email' });
  await page.goto('/dashboard');
  await rememberBusiness(page, id);
  await page.goto('/onboarding/6');
  await expect(page.getByRole('radio', { name: /^Email/ })).toBeChecked();
});

test('an unfinished profile: the summary, the dashboard and the progress bar say what is missing', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  const id = await createBusiness(page);
  await putStep(page, id, 2, { businessCategories: ['candles'] });
  await putStep(page, id, 3, {
    businessName: 'Wick & Wane',
    ownerNames: 'Lee Hart',
    businessUsername: uniqueName('wick'),
    yearStarted: '2020',
    businessZipCode: '94607',
  });
  await putStep(page, id, 4, { businessHeadline: '', ownerStory: 'Soy candles.' });
  await page.goto('/dashboard');
  await rememberBusiness(page, id);

  await page.goto('/onboarding/15');
  const progress = page.getByRole('progressbar', { name: 'Profile progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '15');
  const todo = page.getByRole('region', { name: 'Steps to finish before publishing' });
  await expect(todo.getByText('Finish these 6 steps to publish:')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make Public' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save as Draft' })).toBeVisible();
  await shoot(page, 'summary-missing-steps');
  await todo.getByRole('link', { name: 'Business Structure' }).click();
  await expect(page).toHaveURL(/\/onboarding\/12$/);
  await expect(progress).toHaveAttribute('aria-valuenow', '12');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/onboarding\/11$/);
  await expect(progress).toHaveAttribute('aria-valuenow', '11');
  await expect(progress.locator('span.bg-primary')).toHaveCount(11);

  await page.goto(`/dashboard/business/${id}`);
  const status = page.getByRole('region', { name: 'Steps to finish before publishing' });
  await expect(status.getByRole('link', { name: 'Customers Contact' })).toHaveAttribute(
    'href',
    `/dashboard/business/${id}/edit/6`,
  );
  await expect(page.getByRole('button', { name: 'Publish profile' })).toHaveCount(0);
  // The API refuses too, naming the same steps.
  const refused = await page.request.post(`/api/businesses/${id}/publish`, {
    data: { publish: true, acceptTerms: true },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).error.missing_steps).toEqual([6, 7, 8, 10, 11, 12]);
});
