// A service owner walks all 15 steps: service categories only, website as preferred contact, a
// mobile service, more than 10 photos (extras dropped and the owner told), keyboard reordering,
// deleting one; publishes in Texas and is found on the market and its public page.
import { makeImages } from './fixtures/onboarding-images.ts';
import {
  deleteLastProduct,
  keyboardMove,
  photoOrder,
  photosSettled,
  photosStep,
  uploadProducts,
} from './fixtures/onboarding-photos.ts';
import {
  expectPublicMatchesPreview,
  findOnMarket,
  publishStep,
  readPreview,
} from './fixtures/onboarding-publish.ts';
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

const service = (username: string): Profile => ({
  type: 'service',
  categories: ['Photographer', 'Videographer'],
  name: 'Golden Hour Studio',
  owners: 'Dee Okafor',
  username,
  year: '2020',
  zip: '78701',
  headline: 'Portraits and small weddings around Austin',
  story: 'I started with a borrowed camera at my cousin’s wedding and never stopped.',
  email: `${username}@example.test`,
  instagram: 'goldenhourstudio',
  website: 'goldenhour.example.com',
  primary: 'Business Website',
  mobile: 'I come to you anywhere in Travis County',
  pricing: [
    { name: 'Mini session', price: '150' },
    { name: 'Half-day wedding', price: '1200.00' },
    { name: 'Headshots', price: '95.5' },
  ],
  startingRate: false,
  offerings: ['Booking Available', 'Mobile', 'Custom Work'],
  identities: ['Black-Owned', 'Veteran-Owned', 'Mutual Aid'],
  structure: 'Just me',
});

test('a service walks all 15 steps, publishes, and shows on the market and its page', async ({ page }) => {
  const files = await makeImages(12);
  await signUpAndConfirm(page);
  const p = service(uniqueName('golden'));

  await page.goto('/onboarding/1');
  await typeStep(page, p);
  // Only Services categories are offered to a service.
  await page.getByRole('button', { name: 'View More' }).click();
  await expect(page.getByRole('button', { name: 'Hairstylist' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jewelry' })).toHaveCount(0);
  await categoriesStep(page, p);
  await infoStep(page, p);
  await storyStep(page, p);
  await contactStep(page, p);
  await primaryContactStep(page, p);
  await storefrontStep(page, p);
  await mobileStep(page, p);
  await pricingStep(page, p);
  await offeringsStep(page, p);
  await identitiesStep(page, p);
  await structureStep(page, p);
  await photosStep(page, files);

  // Twelve chosen: ten kept, and the owner is told about the two left out.
  const sent = await uploadProducts(page, files.products);
  expect(sent).toHaveLength(10);
  await expect(
    page.getByRole('status').filter({ hasText: 'Only 10 photos fit: 2 photos were not added.' }),
  ).toBeVisible();
  await expect(page.getByText('10/10 photos')).toBeVisible();
  await expect(page.getByLabel('Add product photos')).toHaveCount(0);
  await expect(page.getByText('Will not show on card')).toHaveCount(7);

  // Keyboard: move the first photo one place on with the dnd-kit keyboard sensor, then Move down.
  await photosSettled(page);
  let order = await photoOrder(page);
  await keyboardMove(page, 1);
  order = [order[1], order[0], ...order.slice(2)];
  await expect.poll(() => photoOrder(page)).toEqual(order);
  await photosSettled(page);
  await page.getByRole('button', { name: 'Move photo 3 later' }).click();
  order = [order[0], order[1], order[3], order[2], ...order.slice(4)];
  await expect.poll(() => photoOrder(page)).toEqual(order);
  const kept = await deleteLastProduct(page);
  await expect(page.getByLabel('Add product photos')).toBeVisible();
  await page.reload();
  await expect.poll(() => photoOrder(page)).toEqual(kept);
  await saveAndNext(page, 'Photos saved!', 15);

  const preview = await readPreview(page);
  expect(preview.story).toContain('Mobile service: I come to you anywhere in Travis County');
  expect(preview.pricing.join(' ')).not.toContain('Starting at');
  expect(preview.pricing.join(' ')).toContain('$1,200.00');
  expect(preview.photos).toBe(9);
  await expect(page.getByText('Contact: goldenhour.example.com')).toBeVisible();
  await publishStep(page, true);

  await findOnMarket(page, 'texas', 'austin', p.username);
  await expectPublicMatchesPreview(page, p.username, preview);
});
