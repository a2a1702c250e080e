import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_SLUGS, categoriesForBusinessType, findCategory } from './categories.ts';
import { PRIMARY_CONTACT_OPTIONS } from './contact-options.ts';
import { findOffering, OFFERING_SLUGS, OFFERINGS, SERVICE_OFFERINGS, SHOP_OFFERINGS } from './offerings.ts';
import { findStructure, STRUCTURES } from './structures.ts';
import { ETHOS_TAGS, findTag, IDENTITY_TAGS, TAGS, TAGS_IDENTITY_FIRST, tagGroup } from './tags.ts';
import type { CatalogueEntry } from './types.ts';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const names = (entries: readonly CatalogueEntry[]): string[] => entries.map((e) => e.name);

const SPEC_RETAIL = [
  'Clothing & Accessories',
  'Home Decor',
  'Pottery & Ceramics',
  'Jewelry',
  'Vintage & Thrift',
  'Plants & Gardening',
  'Gifts',
  'Skincare',
  'Candles',
  'Stationery',
  'Books & Zines',
  'Art Prints',
  'Bath',
  'Toys',
  'Kids & Baby',
  'Spiritual Tools',
  'Digital Products',
  'Online Boutique',
  // our names for kinds of goods first described only loosely (subscriptions, craft supplies, food and drink)
  'Subscription Boxes',
  'Craft Supplies',
  'Baked Goods',
  'Coffee & Tea',
  'Specialty Foods',
  'Sauces & Preserves',
  'Sweets',
];

const SPEC_SERVICES = [
  'Artist',
  'Hairstylist',
  'Nail Artist',
  'Catering',
  'Pet Care',
  'Barber',
  'Photographer',
  'Classes & Workshops',
  'Florist',
  'Videographer',
  'Graphic and Web Designer',
  'Printmaker',
  'Tattoo Artist',
  'Musician/DJ',
  'Massage',
  'Energy Work',
  'Tailor',
  'Stylist',
  'Home Organizer',
  'Childcare/Tutor',
  'Woodworker',
  'Metalworker',
  'Furniture Maker',
  'Builder',
  'Sign Painter',
  'Upholstery',
  'Leather',
  'Shoe Repair',
  '3D Printing',
  'Coaching & Consulting',
];

const SPEC_SERVICE_OFFERINGS = [
  'Sells Products',
  'Same-Day Service',
  'Taking New Clients',
  'Booking Available',
  'Waitlist Only',
  'Seasonal Availability',
  'Flexible Schedule',
  'In-Person Only',
  'Mobile',
  'Virtual',
  'Custom Work',
  'Free Consultations',
  'Subscription-Based',
  'Pick-Up Only', // not 'Pick-up Only': one spelling for the offering both lists share (docs/product.md §6.10)
];

const SPEC_SHOP_OFFERINGS = [
  'Market Based',
  'Made to Order',
  'Small Batch',
  'Curated Finds',
  'Digital Delivery',
  'Subscription-Based', // not 'Subscription Based': one spelling for the offering both lists share
  'Limited Runs',
  'Custom Work',
  'Pick-Up Only',
  'Limited Inventory',
];

const SPEC_STRUCTURES = [
  'Just me',
  'Collective',
  'Community-Led',
  'Family run',
  'Friend run',
  'Partner run',
  'Multi-Gen',
  'Team 5–10',
  'Team Under 5',
  'Team 10–20',
  'Team 25+',
  'Worker Co-op',
];

const SPEC_ETHOS = [
  'eco-friendly',
  'ethical labor',
  'fair trade',
  'faith-driven',
  'gives back',
  'handcrafted',
  'mindful practices',
  'locally sourced',
  'low waste',
  'mutual aid',
  'plastic-free',
  'slow-made',
  'upcycled',
  'secondhand',
  'salvaged',
  'one of a kind',
  'zero waste',
];

const SPEC_IDENTITY = [
  'Women-Owned',
  'Black-Owned',
  'Veteran-Owned',
  'LGBTQ+ Owned',
  'Immigrant-Owned',
  'Youth-Owned',
  'Senior-Owned',
  'Disabled-Owned',
  'Caregiver-Owned',
];

const CATALOGUES: Record<string, readonly CatalogueEntry[]> = {
  categories: CATEGORIES,
  offerings: OFFERINGS,
  structures: STRUCTURES,
  tags: TAGS,
};

describe.each(Object.entries(CATALOGUES))('%s catalogue', (_label, entries) => {
  it('has unique kebab-case slugs', () => {
    const slugs = entries.map((e) => e.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(KEBAB);
  });

  it('has unique, trimmed, non-empty names', () => {
    const all = names(entries);
    for (const name of all) expect(name.trim()).toBe(name);
    for (const name of all) expect(name).not.toBe('');
    // offerings repeat a few names across the service and shop lists; those differ by kind
    const keys = entries.map((e) => `${'kind' in e ? e.kind : ''}:${e.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('describes every entry in one sentence ending with a full stop', () => {
    for (const { slug, description } of entries) {
      expect(description, slug).toMatch(/^[A-Z0-9].*\.$/);
      expect(description.slice(0, -1), slug).not.toMatch(/[.!?]/);
      expect(description.length, slug).toBeGreaterThan(20);
    }
  });
});

describe('categories', () => {
  it('holds about 60 entries', () => {
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(55);
    expect(CATEGORIES.length).toBeLessThanOrEqual(65);
    expect(CATEGORY_SLUGS).toEqual(CATEGORIES.map((c) => c.slug));
  });

  it('includes every retail name of the spec as a Retail category', () => {
    const retail = names(CATEGORIES.filter((c) => c.type === 'Retail'));
    for (const name of SPEC_RETAIL) expect(retail).toContain(name);
  });

  it('includes every services name of the spec as a Services category', () => {
    const services = names(CATEGORIES.filter((c) => c.type === 'Services'));
    for (const name of SPEC_SERVICES) expect(services).toContain(name);
  });

  it('puts each type in a group that fits it', () => {
    for (const c of CATEGORIES) {
      const allowed =
        c.type === 'Retail'
          ? ['Retail-Based', 'Digital-Based', 'Food & Drink']
          : ['Creative Services', 'Skilled Trades', 'Food & Drink'];
      expect(allowed, c.slug).toContain(c.group);
    }
    expect(findCategory('catering')?.group).toBe('Food & Drink');
    expect(findCategory('digital-products')?.group).toBe('Digital-Based');
  });

  it('offers Retail categories to shops and Services categories to service businesses', () => {
    const shop = categoriesForBusinessType('shop');
    const service = categoriesForBusinessType('service');
    expect(shop.length).toBeGreaterThan(0);
    expect(service.length).toBeGreaterThan(0);
    expect(shop.every((c) => c.type === 'Retail')).toBe(true);
    expect(service.every((c) => c.type === 'Services')).toBe(true);
    expect(shop.length + service.length).toBe(CATEGORIES.length);
    expect(names(shop)).toContain('Candles');
    expect(names(service)).toContain('Barber');
  });

  it('finds a category by slug', () => {
    expect(findCategory('musician-dj')?.name).toBe('Musician/DJ');
    expect(findCategory('3d-printing')?.name).toBe('3D Printing');
    expect(findCategory('nope')).toBeUndefined();
  });
});

describe('offerings', () => {
  it('lists the 14 service offerings of the spec in order', () => {
    expect(names(SERVICE_OFFERINGS)).toEqual(SPEC_SERVICE_OFFERINGS);
    expect(SERVICE_OFFERINGS.every((o) => o.kind !== 'shop')).toBe(true);
  });

  it('lists the 10 shop offerings of the spec in order', () => {
    expect(names(SHOP_OFFERINGS)).toEqual(SPEC_SHOP_OFFERINGS);
    expect(SHOP_OFFERINGS.every((o) => o.kind !== 'service')).toBe(true);
  });

  it('has no near-duplicates: Custom Work, Pick-Up Only and Subscription-Based are one offering each', () => {
    const key = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
    expect(OFFERINGS).toHaveLength(21);
    expect(new Set(OFFERINGS.map((o) => key(o.name))).size).toBe(21);
    expect(new Set(OFFERING_SLUGS).size).toBe(21);
    expect(OFFERINGS.filter((o) => o.kind === 'both').map((o) => o.slug)).toEqual([
      'custom-work',
      'subscription-based',
      'pick-up-only',
    ]);
    for (const o of OFFERINGS.filter((x) => x.kind === 'both')) {
      expect(SERVICE_OFFERINGS).toContain(o);
      expect(SHOP_OFFERINGS).toContain(o);
    }
  });

  it('lists services first, then the shop-only offerings', () => {
    expect(OFFERINGS).toEqual([...SERVICE_OFFERINGS, ...SHOP_OFFERINGS.filter((o) => o.kind === 'shop')]);
  });

  it('finds offerings by slug; the former shop-only slugs are gone', () => {
    expect(findOffering('custom-work')).toMatchObject({ name: 'Custom Work', kind: 'both' });
    expect(findOffering('pick-up-only')).toMatchObject({ name: 'Pick-Up Only', kind: 'both' });
    expect(findOffering('custom-work-shop')).toBeUndefined();
    expect(findOffering('Custom Work')).toBeUndefined();
  });
});

describe('structures', () => {
  it('lists the 12 structures of the spec in order, with en dashes', () => {
    expect(names(STRUCTURES)).toEqual(SPEC_STRUCTURES);
    expect(findStructure('team-5-10')?.name).toBe('Team 5\u201310');
    expect(findStructure('team-25-plus')?.name).toBe('Team 25+');
    expect(findStructure('solo')).toBeUndefined();
  });
});

describe('tags', () => {
  it('has the 17 ethos tags of the spec with capitalised display names', () => {
    expect(ETHOS_TAGS).toHaveLength(17);
    expect(ETHOS_TAGS.map((t) => t.name.toLowerCase())).toEqual(SPEC_ETHOS);
    for (const tag of ETHOS_TAGS) {
      expect(tag.group).toBe('ethos');
      expect(tag.name[0]).toBe(tag.name[0].toUpperCase());
    }
  });

  it('has at least 30 identity tags including the ones the spec names', () => {
    expect(IDENTITY_TAGS.length).toBeGreaterThanOrEqual(30);
    expect(IDENTITY_TAGS.every((t) => t.group === 'identity')).toBe(true);
    for (const name of SPEC_IDENTITY) expect(names(IDENTITY_TAGS)).toContain(name);
  });

  it('gives every tag a short type name', () => {
    for (const tag of TAGS) {
      expect(tag.typeName, tag.slug).toMatch(/^[A-Z][A-Za-z]+$/);
    }
  });

  it('finds tags by slug or by display name in any case', () => {
    expect(findTag('lgbtq-owned')?.name).toBe('LGBTQ+ Owned');
    expect(findTag('LGBTQ+ Owned')?.slug).toBe('lgbtq-owned');
    expect(findTag('one of a kind')?.slug).toBe('one-of-a-kind');
    expect(findTag('Zero Waste')?.group).toBe('ethos');
    expect(findTag('not-a-tag')).toBeUndefined();
  });

  it('reports the group of a tag and treats unknown tags as identity', () => {
    expect(tagGroup('handcrafted')).toBe('ethos');
    expect(tagGroup('Plastic-Free')).toBe('ethos');
    expect(tagGroup('women-owned')).toBe('identity');
    expect(tagGroup('Black-Owned')).toBe('identity');
    expect(tagGroup('Something We Have Never Heard Of')).toBe('identity');
    expect(tagGroup('')).toBe('identity');
  });

  it('lists identity tags first, then ethos, in TAGS_IDENTITY_FIRST', () => {
    expect(TAGS_IDENTITY_FIRST).toHaveLength(TAGS.length);
    const firstEthos = TAGS_IDENTITY_FIRST.findIndex((t) => t.group === 'ethos');
    expect(firstEthos).toBe(IDENTITY_TAGS.length);
    expect(TAGS_IDENTITY_FIRST.slice(0, firstEthos).every((t) => t.group === 'identity')).toBe(true);
    expect(TAGS_IDENTITY_FIRST.slice(firstEthos).every((t) => t.group === 'ethos')).toBe(true);
    expect(new Set(TAGS_IDENTITY_FIRST)).toEqual(new Set(TAGS));
  });
});

describe('primary contact options', () => {
  it('lists the six options of the spec in order', () => {
    expect(PRIMARY_CONTACT_OPTIONS.join(' | ')).toBe(
      'Email | Instagram | Tiktok | Facebook | Business Website | Physical store',
    );
  });
});
