import type { CatalogueEntry } from './types.ts';

export type OfferingKind = 'service' | 'shop';

export interface Offering extends CatalogueEntry {
  /** Which list it belongs to; 'both' for the three that belong to both lists. */
  kind: OfferingKind | 'both';
}

/**
 * Custom Work, Pick-Up Only and Subscription-Based belong to both lists, and the offering step shows
 * both lists to everyone: each is one offering here, in both lists (docs/product.md §6.10). (Rows saved with the former shop slugs were moved by migration 0005.)
 */
const SHARED = {
  customWork: {
    kind: 'both',
    slug: 'custom-work',
    name: /*i18n*/ 'Custom Work',
    description: 'Takes custom requests and commissions, made to exactly what you have in mind.',
  },
  subscriptionBased: {
    kind: 'both',
    slug: 'subscription-based',
    name: /*i18n*/ 'Subscription-Based',
    description: 'Recurring plans, sessions or deliveries on a regular schedule.',
  },
  pickUpOnly: {
    kind: 'both',
    slug: 'pick-up-only',
    name: /*i18n*/ 'Pick-Up Only',
    description: 'Orders and finished work are collected in person rather than delivered or shipped.',
  },
} as const satisfies Record<string, Offering>;

/** How a service business works with clients (docs/product.md §6.10). */
const SERVICE_OFFERING_DATA = [
  {
    kind: 'service',
    slug: 'sells-products',
    name: /*i18n*/ 'Sells Products',
    description: 'Alongside their services, they also sell products you can take home.',
  },
  {
    kind: 'service',
    slug: 'same-day-service',
    name: /*i18n*/ 'Same-Day Service',
    description: 'Book in the morning and you can often be seen the same day.',
  },
  {
    kind: 'service',
    slug: 'taking-new-clients',
    name: /*i18n*/ 'Taking New Clients',
    description: 'Currently welcoming new clients, so reach out to get started.',
  },
  {
    kind: 'service',
    slug: 'booking-available',
    name: /*i18n*/ 'Booking Available',
    description: 'Appointments can be booked ahead of time.',
  },
  {
    kind: 'service',
    slug: 'waitlist-only',
    name: /*i18n*/ 'Waitlist Only',
    description: 'Fully booked for now, but you can join the waitlist for the next opening.',
  },
  {
    kind: 'service',
    slug: 'seasonal-availability',
    name: /*i18n*/ 'Seasonal Availability',
    description: 'Available during certain seasons or times of year.',
  },
  {
    kind: 'service',
    slug: 'flexible-schedule',
    name: /*i18n*/ 'Flexible Schedule',
    description: 'Evening, weekend or otherwise flexible hours to fit around your week.',
  },
  {
    kind: 'service',
    slug: 'in-person-only',
    name: /*i18n*/ 'In-Person Only',
    description: 'All work happens face to face at their space or an agreed location.',
  },
  {
    kind: 'service',
    slug: 'mobile',
    name: /*i18n*/ 'Mobile',
    description: 'They come to you, bringing the service to your home, office or event.',
  },
  {
    kind: 'service',
    slug: 'virtual',
    name: /*i18n*/ 'Virtual',
    description: 'Sessions and consultations are available online from wherever you are.',
  },
  SHARED.customWork,
  {
    kind: 'service',
    slug: 'free-consultations',
    name: /*i18n*/ 'Free Consultations',
    description: 'Offers a free first conversation to talk through what you need.',
  },
  SHARED.subscriptionBased,
  SHARED.pickUpOnly,
] as const satisfies readonly Offering[];

/** How a shop makes and sells its goods (docs/product.md §6.10). */
const SHOP_OFFERING_DATA = [
  {
    kind: 'shop',
    slug: 'market-based',
    name: /*i18n*/ 'Market Based',
    description: 'Find them in person at local markets, fairs and pop-ups.',
  },
  {
    kind: 'shop',
    slug: 'made-to-order',
    name: /*i18n*/ 'Made to Order',
    description: 'Each piece is made after you order it, just for you.',
  },
  {
    kind: 'shop',
    slug: 'small-batch',
    name: /*i18n*/ 'Small Batch',
    description: 'Goods are produced in small quantities with close attention to quality.',
  },
  {
    kind: 'shop',
    slug: 'curated-finds',
    name: /*i18n*/ 'Curated Finds',
    description: 'A hand-picked selection of goods chosen with a careful eye.',
  },
  {
    kind: 'shop',
    slug: 'digital-delivery',
    name: /*i18n*/ 'Digital Delivery',
    description: 'Purchases arrive as downloads or links straight to your inbox.',
  },
  SHARED.subscriptionBased,
  {
    kind: 'shop',
    slug: 'limited-runs',
    name: /*i18n*/ 'Limited Runs',
    description: 'Releases come in limited editions that are not restocked once they sell out.',
  },
  SHARED.customWork,
  SHARED.pickUpOnly,
  {
    kind: 'shop',
    slug: 'limited-inventory',
    name: /*i18n*/ 'Limited Inventory',
    description: 'Stock is small and changes often, so favourites can go quickly.',
  },
] as const satisfies readonly Offering[];

export type ServiceOfferingSlug = (typeof SERVICE_OFFERING_DATA)[number]['slug'];
export type ShopOfferingSlug = (typeof SHOP_OFFERING_DATA)[number]['slug'];
export type OfferingSlug = ServiceOfferingSlug | ShopOfferingSlug;

export const SERVICE_OFFERINGS: readonly Offering[] = SERVICE_OFFERING_DATA;
export const SHOP_OFFERINGS: readonly Offering[] = SHOP_OFFERING_DATA;

/** Every offering once: the service list, then the shop-only ones (docs/product.md §6.10). */
export const OFFERINGS: readonly Offering[] = [
  ...SERVICE_OFFERINGS,
  ...SHOP_OFFERINGS.filter((o) => o.kind === 'shop'),
];

export const OFFERING_SLUGS = OFFERINGS.map((o) => o.slug) as readonly OfferingSlug[];

export function findOffering(slug: string): Offering | undefined {
  return OFFERINGS.find((o) => o.slug === slug);
}
