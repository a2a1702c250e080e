// A shop owner walks all 15 steps with every validation message, real photos (scaled, reordered,
// deleted), publishes in a live state, and finds the business on the market and its public page.
import { makeImages } from './fixtures/onboarding-images.ts';
import {
  deleteLastProduct,
  photosStep,
  reorderProducts,
  uploadProducts,
} from './fixtures/onboarding-photos.ts';
import {
  expectPublicMatchesPreview,
  findOnMarket,
  publishStep,
  readPreview,
} from './fixtures/onboarding-publish.ts';
import { shoot } from './fixtures/onboarding-shots.ts';
import {
  categoriesStep,
  contactStep,
  infoStep,
  type Profile,
  primaryContactStep,
  saveAndNext,
  storyStep,
  typeStep,
} from './fixtures/onboarding-walk.ts';
import {
  identitiesStep,
  mobileStep,
  offeringsStep,
  pricingStep,
  storefrontStep,
  structureStep,
} from './fixtures/onboarding-walk-later.ts';
import { expect, signUpAndConfirm, test, uniqueName } from './support/fixtures.ts';

test.setTimeout(180_000);

const shop = (username: string): Profile => ({
  type: 'shop',
  categories: ['Pottery & Ceramics', 'Candles'],
  name: 'Kiln & Wick',
  owners: 'Rosa Alvarez, Sam Lee',
  username,
  year: '2016',
  zip: '90210',
  headline: 'Small-batch mugs and candles from Beverly Hills',
  story: 'We met at a community pottery class.\n\nNow we fire mugs and pour candles in our garage studio.',
  email: `${username}@example.test`,
  instagram: '@kilnandwick',
  primary: 'Email',
  storefront: { street: '12 Canon Dr', city: 'Beverly Hills', state: 'California', zip: '90210' },
  pricing: [
    { name: 'Speckled mug', price: '28' },
    { name: 'Soy candle', price: '18.5' },
  ],
  startingRate: true,
  offerings: ['Small Batch', 'Made to Order', 'Custom Work'],
  identities: ['Women-Owned', 'Immigrant-Owned', 'Handcrafted', 'Low Waste'],
  structure: 'Partner run',
});

test('a shop walks all 15 steps, publishes, and shows on the market and its page', async ({ page }) => {
  const files = await makeImages(6);
  await signUpAndConfirm(page);
  const p = shop(uniqueName('kiln'));

  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/onboarding\/0$/);
  await expect(page.getByRole('heading', { name: "Let's build your profile" })).toBeVisible();
  await expect(page.getByText(/about 10 to 15 minutes/)).toBeVisible();
  await shoot(page, 'step-0');
  await page.getByRole('link', { name: "Let's get started" }).click();
  await expect(page).toHaveURL(/\/onboarding\/1$/);
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page.getByText('Choose what your business does.')).toBeVisible();
  await typeStep(page, p);
  await shoot(page, 'step-2');
  await categoriesStep(page, p, true);
  await shoot(page, 'step-3');
  await infoStep(page, p, true);
  await storyStep(page, p, true);
  await contactStep(page, p, true);
  await primaryContactStep(page, p, true);
  await storefrontStep(page, p, true);
  await mobileStep(page, p, true);
  await shoot(page, 'step-9');
  await pricingStep(page, p, true);
  await offeringsStep(page, p, true);
  await shoot(page, 'step-11');
  await identitiesStep(page, p, true);
  await structureStep(page, p, true);
  await photosStep(page, files);

  const sent = await uploadProducts(page, files.products);
  expect(sent).toEqual(Array(6).fill({ type: 'image/jpeg', width: 1024, height: 731 }));
  await expect(page.getByRole('list', { name: 'Product photos' }).getByRole('img')).toHaveCount(6);
  await expect(page.getByText('Will not show on card')).toHaveCount(3);
  await shoot(page, 'step-14');
  const order = await reorderProducts(page);
  const kept = await deleteLastProduct(page);
  expect(kept).toEqual(order.slice(0, 5));
  await page.reload();
  await expect
    .poll(
      async () =>
        await page
          .getByRole('list', { name: 'Product photos' })
          .getByRole('img')
          .evaluateAll((i) => i.map((e) => e.getAttribute('src'))),
    )
    .toEqual(kept);
  await saveAndNext(page, 'Photos saved!', 15);

  await shoot(page, 'step-15');
  const preview = await readPreview(page);
  expect(preview.name).toBe(p.name);
  expect(preview.chips).toEqual([
    'Women-Owned',
    'Immigrant-Owned',
    'Partner run',
    'Handcrafted',
    'Low Waste',
  ]);
  expect(preview.photos).toBe(5);
  const businessId = await publishStep(page, true);

  await findOnMarket(page, 'california', 'los-angeles', p.username);
  await expectPublicMatchesPreview(page, p.username, preview);
  expect(businessId).toMatch(/^[0-9a-f-]{36}$/);
});
