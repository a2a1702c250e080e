// Businesses as the public sees them: the card of every list, the public page, a market page.
import { z } from 'zod';
import { STANDINGS } from '../display/standing.ts';
import { multilineText, text } from '../schemas/text.ts';
import { endpoint, errorResponse, nullableText, uuid } from './endpoint.ts';
import { hoursFields } from './hours.ts';

export const businessType = z.enum(['shop', 'service']);

export const businessCard = z
  .strictObject({
    businessId: uuid(),
    businessUsername: text(),
    businessName: text(),
    businessType,
    businessCity: nullableText(),
    businessState: nullableText(),
    businessRegion: nullableText(),
    businessCategories: z.array(text()),
    businessIdentities: z.array(text()),
    businessStructure: nullableText(),
    imageUrl: nullableText().describe(
      'Small card image (logo, else first product photo), or null for the placeholder.',
    ),
    cardPhotos: z
      .array(text())
      .describe('Small variants of the first three product photos, shown as the card’s strip.'),
    recommendationCount: z
      .number()
      .int()
      .min(0)
      .describe('Neighbours who recommend it (a maintained counter; never an order).'),
    newPost: nullableText()
      .optional()
      .describe('The title of the business’s newest post while it is under a week old ("New: …").'),
  })
  .meta({ id: 'BusinessCard' });

/** How shoppers reach a business (step 5 links and the step 6 preference), as every view reads them. */
export const contactFields = {
  businessEmail: nullableText(),
  instagramUrl: nullableText(),
  tiktokUrl: nullableText(),
  facebookUrl: nullableText(),
  twitterUrl: nullableText(),
  websiteUrl: nullableText(),
  primaryContact: nullableText(),
};

/** A price as PostgreSQL numeric answers it: '12.50'. */
export const pricingItem = z
  .strictObject({ itemName: text(), itemPrice: text(), position: z.number().int().min(0) })
  .meta({ id: 'PricingItem' });

export const standing = z
  .enum(STANDINGS)
  .describe(
    'Where the business stands: live, a draft never published, hidden by its owner, hidden by the marketplace team, or paused with its state.',
  );

/** The shop's street address (step 7 "Yes, come visit"). */
export const storefrontAddress = z
  .strictObject({
    street: text(),
    suite: nullableText(),
    city: text(),
    state: text(),
    zipCode: text(),
  })
  .meta({ id: 'StorefrontAddress' });

export const publicBusiness = businessCard
  .extend({
    ownerNames: nullableText(),
    businessHeadline: nullableText(),
    ownerStory: multilineText().nullable(),
    businessOffering: z.array(text()),
    ownerPhotoUrl: nullableText(),
    businessLogoUrl: nullableText(),
    productPhotos: z.array(text()),
    ...contactFields,
    storefront: storefrontAddress
      .nullable()
      .describe('Where shoppers can visit, when the owner welcomes them; null for home-based businesses.'),
    hasMobileService: z.boolean().nullable(),
    mobileServiceDesc: nullableText(),
    startingRate: z.boolean(),
    yearStarted: z.number().int().nullable(),
    isPublished: z.boolean(),
    pricing: z.array(pricingItem),
    ...hoursFields,
    viewerIsOwner: z
      .boolean()
      .describe('True when the signed-in viewer owns this business (drafts are visible only to them).'),
    viewerHasFavorited: z.boolean(),
    ownerStanding: standing.nullable().describe('Where the business stands, for its owner only (else null).'),
  })
  .meta({ id: 'PublicBusiness' });

/** Where the map shows a business: its ZIP code's centroid, never more precise (docs/decisions/026). */
export const mapPin = z
  .strictObject({ lng: z.number().min(-180).max(180), lat: z.number().min(-90).max(90) })
  .meta({ id: 'MapPin' });

export const marketCard = businessCard
  .extend({ pin: mapPin.nullable().describe('The business’s ZIP code centroid, for the map.') })
  .meta({ id: 'MarketCard' });

export const marketPage = z
  .strictObject({ items: z.array(marketCard), nextCursor: nullableText() })
  .meta({ id: 'MarketPage' });

export const cardList = z.strictObject({ items: z.array(businessCard) });

export const businessEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/businesses/by-username/:username',
    summary: 'A business’s public page (drafts only for their owner); counts a view unless the owner looks',
    tag: 'Businesses',
    auth: 'optional',
    params: z.object({ username: text().min(1).max(60) }),
    responses: { 200: publicBusiness, 404: errorResponse },
  }),
] as const;
