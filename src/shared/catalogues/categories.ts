import type { CatalogueEntry } from './types.ts';

export type CategoryGroup =
  | 'Retail-Based'
  | 'Digital-Based'
  | 'Food & Drink'
  | 'Creative Services'
  | 'Skilled Trades';

export type CategoryType = 'Retail' | 'Services';

export interface Category extends CatalogueEntry {
  group: CategoryGroup;
  type: CategoryType;
}

export const CATEGORY_GROUPS: readonly CategoryGroup[] = [
  /*i18n*/ 'Retail-Based',
  /*i18n*/ 'Digital-Based',
  /*i18n*/ 'Food & Drink',
  /*i18n*/ 'Creative Services',
  /*i18n*/ 'Skilled Trades',
];

/** What a business sells or does; a profile picks one or two that match its type (docs/product.md §6.2). */
const CATEGORY_DATA = [
  // Retail: physical goods
  {
    slug: 'clothing-accessories',
    name: /*i18n*/ 'Clothing & Accessories',
    group: 'Retail-Based',
    type: 'Retail',
    description: 'Locally designed and sewn clothing, hats, bags and accessories to wear every day.',
  },
  {
    slug: 'home-decor',
    name: /*i18n*/ 'Home Decor',
    group: 'Retail-Based',
    type: 'Retail',
    description: 'Textiles, wall hangings, lighting and objects that make a house feel like home.',
  },
  {
    slug: 'pottery-ceramics',
    name: /*i18n*/ 'Pottery & Ceramics',
    group: 'Retail-Based',
    type: 'Retail',
    description: 'Hand-thrown mugs, bowls, vases and sculptural pieces fired in local kilns.',
  },
  {
    slug: 'jewelry',
    name: /*i18n*/ 'Jewelry',
    group: 'Retail-Based',
    type: 'Retail',
    description: 'Rings, necklaces, earrings and more, handmade or thoughtfully sourced by local jewelers.',
  },
  {
    slug: 'vintage-thrift',
    name: /*i18n*/ 'Vintage & Thrift',
    group: 'Retail-Based',
    type: 'Retail',
    description: 'Pre-loved clothing, furniture and collectibles with character and a second life ahead.',
  },
  {
    slug: 'plants-gardening',
    name: /*i18n*/ 'Plants & Gardening',
    group: 'Retail-Based',
    type: 'Retail',
    description: 'Houseplants, seedlings, planters and tools for growing things indoors and out.',
  },
  {
    slug: 'gifts',
    name: /*i18n*/ 'Gifts',
    group: 'Retail-Based',
    type: 'Retail',
    description: 'Thoughtful presents and gift sets for birthdays, holidays and just-because moments.',
  },
  {
    slug: 'skincare',
    name: /*i18n*/ 'Skincare',
    group: 'Retail-Based',
    type: 'Retail',
    description: 'Small-batch cleansers, balms, serums and body care made with care for your skin.',
  },
  {
    slug: 'candles',
    name: /*i18n*/ 'Candles',
    group: 'Retail-Based',
    type: 'Retail',
    description: 'Hand-poured candles and home fragrance in scents inspired by the places we live.',
  },
  {
    slug: 'stationery',
    name: /*i18n*/ 'Stationery',
    group: 'Retail-Based',
    type: 'Retail',
    description: 'Cards, notebooks, planners and paper goods for writing, gifting and staying organised.',
  },
  {
    slug: 'books-zines',
    name: /*i18n*/ 'Books & Zines',
    group: 'Retail-Based',
    type: 'Retail',
    description: 'Independent bookshops, small presses and self-published zines from local voices.',
  },
  {
    slug: 'art-prints',
    name: /*i18n*/ 'Art Prints',
    group: 'Retail-Based',
    type: 'Retail',
    description: 'Prints, posters and originals from local artists, ready to frame and hang.',
  },
  {
    slug: 'bath',
    name: /*i18n*/ 'Bath',
    group: 'Retail-Based',
    type: 'Retail',
    description: 'Soaps, bath salts, soaks and bombs for slowing down at the end of the day.',
  },
  {
    slug: 'toys',
    name: /*i18n*/ 'Toys',
    group: 'Retail-Based',
    type: 'Retail',
    description: 'Wooden, plush and handmade toys and games built for play that lasts.',
  },
  {
    slug: 'kids-baby',
    name: /*i18n*/ 'Kids & Baby',
    group: 'Retail-Based',
    type: 'Retail',
    description: 'Clothing, nursery goods and keepsakes for little ones and the people raising them.',
  },
  {
    slug: 'spiritual-tools',
    name: /*i18n*/ 'Spiritual Tools',
    group: 'Retail-Based',
    type: 'Retail',
    description: 'Crystals, tarot decks, incense, altar goods and other tools for ritual and reflection.',
  },
  {
    slug: 'craft-supplies',
    name: /*i18n*/ 'Craft Supplies',
    group: 'Retail-Based',
    type: 'Retail',
    description: 'Yarn, fabric, beads, paper and kits for makers starting their next project.',
  },
  {
    slug: 'pet-goods',
    name: /*i18n*/ 'Pet Goods',
    group: 'Retail-Based',
    type: 'Retail',
    description: 'Treats, collars, beds and toys made for the animals in your life.',
  },
  // Retail: sold and delivered online
  {
    slug: 'digital-products',
    name: /*i18n*/ 'Digital Products',
    group: 'Digital-Based',
    type: 'Retail',
    description: 'Downloadable patterns, templates, printables, presets and courses you can use right away.',
  },
  {
    slug: 'subscription-boxes',
    name: /*i18n*/ 'Subscription Boxes',
    group: 'Digital-Based',
    type: 'Retail',
    description: 'Curated boxes and memberships that bring something new to your door on a regular schedule.',
  },
  {
    slug: 'online-boutique',
    name: /*i18n*/ 'Online Boutique',
    group: 'Digital-Based',
    type: 'Retail',
    description:
      'A locally run shop that sells a curated collection mainly through its website or social media.',
  },
  // Retail: food and drink
  {
    slug: 'baked-goods',
    name: /*i18n*/ 'Baked Goods',
    group: 'Food & Drink',
    type: 'Retail',
    description: 'Breads, pastries, cakes and cookies from home bakers and neighbourhood bakeries.',
  },
  {
    slug: 'coffee-tea',
    name: /*i18n*/ 'Coffee & Tea',
    group: 'Food & Drink',
    type: 'Retail',
    description: 'Small-batch roasts, loose-leaf blends and brewing gear from local roasters and blenders.',
  },
  {
    slug: 'specialty-foods',
    name: /*i18n*/ 'Specialty Foods',
    group: 'Food & Drink',
    type: 'Retail',
    description:
      'Pantry staples, spice blends, snacks and regional favourites you will not find in chain stores.',
  },
  {
    slug: 'sauces-preserves',
    name: /*i18n*/ 'Sauces & Preserves',
    group: 'Food & Drink',
    type: 'Retail',
    description: 'Hot sauces, jams, pickles and preserves made in small batches from seasonal ingredients.',
  },
  {
    slug: 'sweets',
    name: /*i18n*/ 'Sweets',
    group: 'Food & Drink',
    type: 'Retail',
    description: 'Chocolates, candies, caramels and other treats made by local confectioners.',
  },
  {
    slug: 'beverages',
    name: /*i18n*/ 'Beverages',
    group: 'Food & Drink',
    type: 'Retail',
    description: 'Juices, kombucha, sodas, syrups and other drinks bottled close to home.',
  },
  {
    slug: 'fresh-produce',
    name: /*i18n*/ 'Fresh Produce',
    group: 'Food & Drink',
    type: 'Retail',
    description: 'Fruit, vegetables, eggs, honey and flowers from nearby farms and growers.',
  },
  // Services: creative and personal
  {
    slug: 'artist',
    name: /*i18n*/ 'Artist',
    group: 'Creative Services',
    type: 'Services',
    description: 'Painters, illustrators and muralists available for commissions and collaborations.',
  },
  {
    slug: 'hairstylist',
    name: /*i18n*/ 'Hairstylist',
    group: 'Creative Services',
    type: 'Services',
    description: 'Cuts, colour, braids and styling from independent stylists and small salons.',
  },
  {
    slug: 'nail-artist',
    name: /*i18n*/ 'Nail Artist',
    group: 'Creative Services',
    type: 'Services',
    description: 'Manicures, pedicures and custom nail art from independent technicians.',
  },
  {
    slug: 'makeup-artist',
    name: /*i18n*/ 'Makeup Artist',
    group: 'Creative Services',
    type: 'Services',
    description: 'Makeup for weddings, events, photo shoots and everyday confidence.',
  },
  {
    slug: 'photographer',
    name: /*i18n*/ 'Photographer',
    group: 'Creative Services',
    type: 'Services',
    description: 'Portraits, weddings, events and product photography from local photographers.',
  },
  {
    slug: 'videographer',
    name: /*i18n*/ 'Videographer',
    group: 'Creative Services',
    type: 'Services',
    description: 'Filming and editing for weddings, events, brands and social media.',
  },
  {
    slug: 'graphic-and-web-designer',
    name: /*i18n*/ 'Graphic and Web Designer',
    group: 'Creative Services',
    type: 'Services',
    description: 'Logos, branding, packaging and websites designed for small businesses and people.',
  },
  {
    slug: 'printmaker',
    name: /*i18n*/ 'Printmaker',
    group: 'Creative Services',
    type: 'Services',
    description: 'Screen printing, letterpress and block printing for custom runs and one-off pieces.',
  },
  {
    slug: 'tattoo-artist',
    name: /*i18n*/ 'Tattoo Artist',
    group: 'Creative Services',
    type: 'Services',
    description: 'Custom and flash tattoos from independent artists and studios.',
  },
  {
    slug: 'musician-dj',
    name: /*i18n*/ 'Musician/DJ',
    group: 'Creative Services',
    type: 'Services',
    description: 'Live music and DJ sets for weddings, parties, venues and community events.',
  },
  {
    slug: 'florist',
    name: /*i18n*/ 'Florist',
    group: 'Creative Services',
    type: 'Services',
    description: 'Bouquets, arrangements and event florals made with seasonal stems.',
  },
  {
    slug: 'stylist',
    name: /*i18n*/ 'Stylist',
    group: 'Creative Services',
    type: 'Services',
    description: 'Wardrobe edits, personal shopping and styling for shoots, events and everyday life.',
  },
  {
    slug: 'event-planner',
    name: /*i18n*/ 'Event Planner',
    group: 'Creative Services',
    type: 'Services',
    description: 'Planning, design and coordination for weddings, parties and gatherings of every size.',
  },
  {
    slug: 'sign-painter',
    name: /*i18n*/ 'Sign Painter',
    group: 'Creative Services',
    type: 'Services',
    description: 'Hand-lettered signs, window lettering and murals for storefronts and events.',
  },
  {
    slug: 'classes-workshops',
    name: /*i18n*/ 'Classes & Workshops',
    group: 'Creative Services',
    type: 'Services',
    description: 'Hands-on lessons and workshops where you can learn a craft, skill or practice.',
  },
  {
    slug: 'massage',
    name: /*i18n*/ 'Massage',
    group: 'Creative Services',
    type: 'Services',
    description: 'Therapeutic, relaxation and sports massage from licensed practitioners.',
  },
  {
    slug: 'energy-work',
    name: /*i18n*/ 'Energy Work',
    group: 'Creative Services',
    type: 'Services',
    description: 'Reiki, sound baths, breathwork and other holistic healing sessions.',
  },
  {
    slug: 'coaching-consulting',
    name: /*i18n*/ 'Coaching & Consulting',
    group: 'Creative Services',
    type: 'Services',
    description: 'One-on-one guidance for your business, career, wellness or creative goals.',
  },
  {
    slug: 'childcare-tutor',
    name: /*i18n*/ 'Childcare/Tutor',
    group: 'Creative Services',
    type: 'Services',
    description: 'Babysitting, nannying and tutoring from caring people in your community.',
  },
  {
    slug: 'home-organizer',
    name: /*i18n*/ 'Home Organizer',
    group: 'Creative Services',
    type: 'Services',
    description: 'Decluttering, organising and moving help that makes your space work for you.',
  },
  {
    slug: 'pet-care',
    name: /*i18n*/ 'Pet Care',
    group: 'Creative Services',
    type: 'Services',
    description: 'Grooming, walking, sitting and training for dogs, cats and other companions.',
  },
  // Services: hands-on trades
  {
    slug: 'barber',
    name: /*i18n*/ 'Barber',
    group: 'Skilled Trades',
    type: 'Services',
    description: 'Classic cuts, fades and shaves from neighbourhood barbers.',
  },
  {
    slug: 'tailor',
    name: /*i18n*/ 'Tailor',
    group: 'Skilled Trades',
    type: 'Services',
    description: 'Alterations, repairs and made-to-measure garments that fit you properly.',
  },
  {
    slug: 'woodworker',
    name: /*i18n*/ 'Woodworker',
    group: 'Skilled Trades',
    type: 'Services',
    description: 'Custom woodwork from cutting boards and shelving to cabinetry and carving.',
  },
  {
    slug: 'metalworker',
    name: /*i18n*/ 'Metalworker',
    group: 'Skilled Trades',
    type: 'Services',
    description: 'Welding, blacksmithing and fabrication for gates, railings, tools and art.',
  },
  {
    slug: 'furniture-maker',
    name: /*i18n*/ 'Furniture Maker',
    group: 'Skilled Trades',
    type: 'Services',
    description: 'Tables, chairs and heirloom furniture built by hand to order.',
  },
  {
    slug: 'builder',
    name: /*i18n*/ 'Builder',
    group: 'Skilled Trades',
    type: 'Services',
    description: 'Carpentry, renovation and construction work from local builders and handypeople.',
  },
  {
    slug: 'upholstery',
    name: /*i18n*/ 'Upholstery',
    group: 'Skilled Trades',
    type: 'Services',
    description: 'Reupholstering and restoring sofas, chairs and cushions so they last another lifetime.',
  },
  {
    slug: 'leather',
    name: /*i18n*/ 'Leather',
    group: 'Skilled Trades',
    type: 'Services',
    description: 'Custom leather goods, repairs and restoration from skilled leatherworkers.',
  },
  {
    slug: 'shoe-repair',
    name: /*i18n*/ 'Shoe Repair',
    group: 'Skilled Trades',
    type: 'Services',
    description: 'Resoling, heel repair, stretching and care that keeps good shoes on the road.',
  },
  {
    slug: '3d-printing',
    name: /*i18n*/ '3D Printing',
    group: 'Skilled Trades',
    type: 'Services',
    description: 'Custom 3D-printed parts, prototypes, replacement pieces and models made to your design.',
  },
  // Services: food and drink
  {
    slug: 'catering',
    name: /*i18n*/ 'Catering',
    group: 'Food & Drink',
    type: 'Services',
    description: 'Food for weddings, offices, parties and gatherings, cooked and served by local caterers.',
  },
  {
    slug: 'private-chef',
    name: /*i18n*/ 'Private Chef',
    group: 'Food & Drink',
    type: 'Services',
    description: 'Personal chefs for dinner parties, meal prep and intimate cooking at home.',
  },
] as const satisfies readonly Category[];

export type CategorySlug = (typeof CATEGORY_DATA)[number]['slug'];

export const CATEGORIES: readonly Category[] = CATEGORY_DATA;

export const CATEGORY_SLUGS: readonly CategorySlug[] = CATEGORY_DATA.map((c) => c.slug);

/** The business type chosen at step 1 of the wizard. */
export type BusinessType = 'shop' | 'service';

const CATEGORY_TYPE_FOR_BUSINESS: Record<BusinessType, CategoryType> = {
  shop: 'Retail',
  service: 'Services',
};

const CATEGORIES_BY_BUSINESS_TYPE: Record<BusinessType, readonly Category[]> = {
  shop: CATEGORIES.filter((c) => c.type === CATEGORY_TYPE_FOR_BUSINESS.shop),
  service: CATEGORIES.filter((c) => c.type === CATEGORY_TYPE_FOR_BUSINESS.service),
};

/** The categories offered at step 2: shops get Retail categories, services get Services (docs/product.md §6.2). */
export function categoriesForBusinessType(businessType: BusinessType): readonly Category[] {
  return CATEGORIES_BY_BUSINESS_TYPE[businessType];
}

export function categoryTypeForBusinessType(businessType: BusinessType): CategoryType {
  return CATEGORY_TYPE_FOR_BUSINESS[businessType];
}

export function findCategory(slug: string): Category | undefined {
  return CATEGORIES.find((c) => c.slug === slug);
}
