import type { CatalogueEntry } from './types.ts';

export type OfferingKind = 'service' | 'shop';

export interface Offering extends CatalogueEntry {
  kind: OfferingKind;
}

/** How a service business works with clients (spec §3, wizard step 10). */
const SERVICE_OFFERING_DATA = [
  {
    kind: 'service',
    slug: 'sells-products',
    name: 'Sells Products',
    description: 'Alongside their services, they also sell products you can take home.',
  },
  {
    kind: 'service',
    slug: 'same-day-service',
    name: 'Same-Day Service',
    description: 'Book in the morning and you can often be seen the same day.',
  },
  {
    kind: 'service',
    slug: 'taking-new-clients',
    name: 'Taking New Clients',
    description: 'Currently welcoming new clients, so reach out to get started.',
  },
  {
    kind: 'service',
    slug: 'booking-available',
    name: 'Booking Available',
    description: 'Appointments can be booked ahead of time.',
  },
  {
    kind: 'service',
    slug: 'waitlist-only',
    name: 'Waitlist Only',
    description: 'Fully booked for now, but you can join the waitlist for the next opening.',
  },
  {
    kind: 'service',
    slug: 'seasonal-availability',
    name: 'Seasonal Availability',
    description: 'Available during certain seasons or times of year.',
  },
  {
    kind: 'service',
    slug: 'flexible-schedule',
    name: 'Flexible Schedule',
    description: 'Evening, weekend or otherwise flexible hours to fit around your week.',
  },
  {
    kind: 'service',
    slug: 'in-person-only',
    name: 'In-Person Only',
    description: 'All work happens face to face at their space or an agreed location.',
  },
  {
    kind: 'service',
    slug: 'mobile',
    name: 'Mobile',
    description: 'They come to you, bringing the service to your home, office or event.',
  },
  {
    kind: 'service',
    slug: 'virtual',
    name: 'Virtual',
    description: 'Sessions and consultations are available online from wherever you are.',
  },
  {
    kind: 'service',
    slug: 'custom-work',
    name: 'Custom Work',
    description: 'Takes on custom requests tailored to exactly what you have in mind.',
  },
  {
    kind: 'service',
    slug: 'free-consultations',
    name: 'Free Consultations',
    description: 'Offers a free first conversation to talk through what you need.',
  },
  {
    kind: 'service',
    slug: 'subscription-based',
    name: 'Subscription-Based',
    description: 'Recurring sessions or plans billed on a regular schedule.',
  },
  {
    kind: 'service',
    slug: 'pick-up-only',
    name: 'Pick-up Only',
    description: 'Finished work is collected in person rather than delivered or shipped.',
  },
] as const satisfies readonly Offering[];

/** How a shop makes and sells its goods (spec §3, wizard step 10). */
const SHOP_OFFERING_DATA = [
  {
    kind: 'shop',
    slug: 'market-based',
    name: 'Market Based',
    description: 'Find them in person at local markets, fairs and pop-ups.',
  },
  {
    kind: 'shop',
    slug: 'made-to-order',
    name: 'Made to Order',
    description: 'Each piece is made after you order it, just for you.',
  },
  {
    kind: 'shop',
    slug: 'small-batch',
    name: 'Small Batch',
    description: 'Goods are produced in small quantities with close attention to quality.',
  },
  {
    kind: 'shop',
    slug: 'curated-finds',
    name: 'Curated Finds',
    description: 'A hand-picked selection of goods chosen with a careful eye.',
  },
  {
    kind: 'shop',
    slug: 'digital-delivery',
    name: 'Digital Delivery',
    description: 'Purchases arrive as downloads or links straight to your inbox.',
  },
  {
    kind: 'shop',
    slug: 'subscription-based-shop',
    name: 'Subscription Based',
    description: 'Sign up once and receive new goods on a regular schedule.',
  },
  {
    kind: 'shop',
    slug: 'limited-runs',
    name: 'Limited Runs',
    description: 'Releases come in limited editions that are not restocked once they sell out.',
  },
  {
    kind: 'shop',
    slug: 'custom-work-shop',
    name: 'Custom Work',
    description: 'Takes custom orders and commissions made to your specifications.',
  },
  {
    kind: 'shop',
    slug: 'pick-up-only-shop',
    name: 'Pick-Up Only',
    description: 'Orders are collected in person rather than shipped.',
  },
  {
    kind: 'shop',
    slug: 'limited-inventory',
    name: 'Limited Inventory',
    description: 'Stock is small and changes often, so favourites can go quickly.',
  },
] as const satisfies readonly Offering[];

export type ServiceOfferingSlug = (typeof SERVICE_OFFERING_DATA)[number]['slug'];
export type ShopOfferingSlug = (typeof SHOP_OFFERING_DATA)[number]['slug'];
export type OfferingSlug = ServiceOfferingSlug | ShopOfferingSlug;

export const SERVICE_OFFERINGS: readonly Offering[] = SERVICE_OFFERING_DATA;
export const SHOP_OFFERINGS: readonly Offering[] = SHOP_OFFERING_DATA;

/** Both lists, services first; the offering step shows both to every business (spec §3). */
export const OFFERINGS: readonly Offering[] = [...SERVICE_OFFERINGS, ...SHOP_OFFERINGS];

export const OFFERING_SLUGS: readonly OfferingSlug[] = [...SERVICE_OFFERING_DATA, ...SHOP_OFFERING_DATA].map(
  (o) => o.slug,
);

export function findOffering(slug: string): Offering | undefined {
  return OFFERINGS.find((o) => o.slug === slug);
}
