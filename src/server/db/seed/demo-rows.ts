// Turns hand-written demo data into database rows.
import { isEmptyHours } from '#shared/hours/hours-schema.ts';
import { dayRanges } from '#shared/hours/week-ranges.ts';
import type {
  accounts,
  businessOpenRanges,
  businessPricingItems,
  businessProfiles,
  users,
} from '../schema/index.ts';
import { demoHours } from './demo-hours.ts';
import type { BusinessImages } from './demo-images.ts';
import type { Place } from './demo-places.ts';
import type { DemoBusiness } from './demo-types.ts';
import type { Rng } from './prng.ts';

type UserRow = typeof users.$inferInsert;
type AccountRow = typeof accounts.$inferInsert;
type BusinessRow = typeof businessProfiles.$inferInsert;
type PricingRow = typeof businessPricingItems.$inferInsert;
type OpenRangeRow = typeof businessOpenRanges.$inferInsert;

/** One business with everything the seed decided for it. */
export interface PlannedBusiness {
  data: DemoBusiness;
  businessId: string;
  ownerId: string;
  place: Place;
  createdAt: Date;
  published: boolean;
  /** onboarding_step: 15 for complete profiles. */
  step: number;
  rng: Rng;
}

const USERNAME_MAX = 20;

/** "Inés Carrillo" → "ines.carrillo", unique within `taken`, at most 20 characters. */
export function ownerUsername(fullName: string, taken: Set<string>): string {
  const base =
    fullName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '.')
      .replace(/^\.+|\.+$/g, '')
      .slice(0, USERNAME_MAX)
      .replace(/\.+$/, '') || 'owner';
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base.slice(0, USERNAME_MAX - String(n).length)}${n}`;
  taken.add(name);
  return name;
}

export function splitName(fullName: string): { firstName: string; lastName: string } {
  const [firstName, ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export function userRow(input: {
  id: string;
  email: string;
  username: string;
  fullName: string;
  zip: string | null;
  createdAt: Date;
}): UserRow {
  return {
    id: input.id,
    name: input.fullName,
    email: input.email,
    emailVerified: true,
    username: input.username,
    ...splitName(input.fullName),
    zip: input.zip,
    createdAt: input.createdAt,
    updatedAt: input.createdAt,
  };
}

export function credentialRow(id: string, userId: string, passwordHash: string, createdAt: Date): AccountRow {
  return {
    id,
    accountId: userId,
    providerId: 'credential',
    userId,
    password: passwordHash,
    createdAt,
    updatedAt: createdAt,
  };
}

const businessEmail = (d: DemoBusiness) =>
  `hello@${d.website ?? `${d.username.replace(/[._]/g, '')}.example`}`;

function primaryContactValue(d: DemoBusiness): string {
  if (d.contact === 'Email') return businessEmail(d);
  if (d.contact === 'Business Website' && d.website) return d.website;
  return d.contact;
}

/** The fields steps 1–6 fill (type, categories, information, story, contact, primary contact). */
function basics(p: PlannedBusiness) {
  const d = p.data;
  return {
    businessId: p.businessId,
    userId: p.ownerId,
    businessType: d.type,
    businessCategories: d.categories,
    businessName: d.name,
    ownerNames: d.owners,
    businessUsername: d.username,
    yearStarted: d.year,
    businessZipCode: p.place.zip,
    businessCity: p.place.city,
    businessState: p.place.state,
    businessRegion: p.place.region,
    businessHeadline: d.headline,
    ownerStory: d.story.replaceAll('{city}', p.place.city),
    businessEmail: businessEmail(d),
    instagramUrl: d.instagram ?? null,
    tiktokUrl: d.tiktok ?? null,
    facebookUrl: d.facebook ?? null,
    websiteUrl: d.website ?? null,
    primaryContact: primaryContactValue(d),
    shuffleKey: p.rng.int(0, 2147483646),
    createdAt: p.createdAt,
    updatedAt: p.createdAt,
  } satisfies BusinessRow;
}

export function businessRow(p: PlannedBusiness, images: BusinessImages | null): BusinessRow {
  const row = basics(p);
  if (p.step < 15) return { ...row, onboardingStep: p.step, isPublished: false };
  const d = p.data;
  return {
    ...row,
    hasStorefront: Boolean(d.storefront),
    storefrontStreet: d.storefront?.street ?? null,
    storefrontSuite: d.storefront?.suite ?? null,
    storefrontCity: d.storefront ? p.place.city : null,
    storefrontState: d.storefront ? p.place.state : null,
    storefrontZipCode: d.storefront ? p.place.zip : null,
    hasMobileService: Boolean(d.mobile),
    mobileServiceDesc: d.mobile ?? null,
    startingRate: d.startingRate ?? false,
    businessOffering: d.offerings,
    businessIdentities: d.identities,
    businessStructure: d.structure,
    ownerPhotoUrl: images?.ownerPhotoUrl ?? null,
    businessLogoUrl: images?.businessLogoUrl ?? null,
    productPhotos: images?.productPhotos ?? [],
    openingHours: hoursOf(p),
    onboardingStep: 15,
    isPublished: p.published,
    termsAcceptedAt: p.published ? p.createdAt : null,
  };
}

/** Complete profiles keep a week of hours (none while the zip has no time zone to keep them in). */
function hoursOf(p: PlannedBusiness) {
  if (p.step < 15 || !p.place.timeZone) return null;
  const hours = demoHours(p.data, p.rng.fork('hours'));
  return isEmptyHours(hours) ? null : hours;
}

/** The day ranges "open now" looks up, as the hours service writes them beside the week. */
export function openRangeRows(p: PlannedBusiness): OpenRangeRow[] {
  const hours = hoursOf(p);
  const timeZone = p.place.timeZone;
  if (!hours || !timeZone) return [];
  return dayRanges(hours.week).map((r) => ({ ...r, businessId: p.businessId, timeZone }));
}

export function pricingRows(p: PlannedBusiness): PricingRow[] {
  if (p.step < 15) return [];
  return (p.data.pricing ?? []).map(([itemName, price], position) => ({
    businessId: p.businessId,
    itemName,
    itemPrice: price.toFixed(2),
    position,
  }));
}
