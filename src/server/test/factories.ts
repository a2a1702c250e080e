// Direct database factories for tests that need many rows quickly (no password hashing).
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { businessPosts, businessProfiles, users } from '../db/schema/index.ts';

let n = 0;
const next = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

export async function createUserRow(db: Db, username = `u${next()}`) {
  const id = randomUUID();
  await db
    .insert(users)
    .values({ id, name: username, email: `${username}@example.test`, emailVerified: true, username });
  return { id, username };
}

type BusinessValues = typeof businessProfiles.$inferInsert;

export async function createBusinessRow(db: Db, userId: string, values: Partial<BusinessValues> = {}) {
  const username = values.businessUsername ?? `biz${next()}`;
  const [row] = await db
    .insert(businessProfiles)
    .values({
      userId,
      businessType: 'shop',
      businessName: `Shop ${username}`,
      businessUsername: username,
      ownerNames: 'Ana Rivera',
      businessCity: 'Los Angeles',
      businessState: 'California',
      businessRegion: 'Los Angeles',
      businessZipCode: '90012',
      businessHeadline: 'Handmade goods from the neighbourhood',
      ownerStory: 'We started at the farmers market.',
      businessCategories: ['candles'],
      businessIdentities: ['women-owned', 'handcrafted'],
      businessStructure: 'just-me',
      // Complete by default, as every published profile must be.
      yearStarted: 2015,
      primaryContact: 'Instagram',
      hasStorefront: false,
      hasMobileService: false,
      businessOffering: ['sells-products'],
      termsAcceptedAt: new Date(),
      isPublished: true,
      onboardingStep: 15,
      ...values,
    })
    .returning();
  return row;
}

/** A live update of a business, six months from now by default. */
export async function createPostRow(
  db: Db,
  businessId: string,
  values: Partial<typeof businessPosts.$inferInsert> = {},
) {
  const [row] = await db
    .insert(businessPosts)
    .values({
      businessId,
      kind: 'update',
      title: 'News from the shop',
      body: 'New candles are in.',
      expiresAt: new Date(Date.now() + 180 * 24 * 60 * 60 * 1000),
      ...values,
    })
    .returning();
  return row;
}
