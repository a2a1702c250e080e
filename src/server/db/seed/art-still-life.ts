// Product "photos": a wall, a tabletop, soft window light and a few objects chosen by category.
import { GLAZES, lighten, mix, SURFACES, WALLS } from './art-colour.ts';
import { type ObjectKind, place } from './art-objects.ts';
import type { Rng } from './prng.ts';

/** Which objects suit each category; anything unlisted falls back to a general mix. */
const FAMILIES: Record<string, readonly ObjectKind[]> = {
  'pottery-ceramics': ['vase', 'mug', 'bowl'],
  'home-decor': ['vase', 'folded', 'candle', 'plant'],
  'plants-gardening': ['plant', 'plant', 'vase', 'bowl'],
  jewelry: ['rings', 'rings', 'bowl'],
  'clothing-accessories': ['garment', 'folded'],
  'vintage-thrift': ['garment', 'books', 'record', 'vase'],
  candles: ['candle', 'candle', 'jar'],
  bath: ['bottle', 'jar', 'folded'],
  skincare: ['bottle', 'jar', 'bottle'],
  stationery: ['envelopes', 'books'],
  'books-zines': ['books', 'envelopes'],
  'art-prints': ['frame', 'frame', 'envelopes'],
  toys: ['blocks', 'blocks'],
  'kids-baby': ['blocks', 'folded'],
  gifts: ['candle', 'envelopes', 'jar'],
  'spiritual-tools': ['stones', 'candle'],
  'baked-goods': ['loaf', 'cup', 'bowl'],
  'coffee-tea': ['cup', 'jar', 'mug'],
  'sauces-preserves': ['jar', 'jar', 'bottle'],
  'specialty-foods': ['jar', 'bowl', 'bottle'],
  sweets: ['jar', 'bowl', 'envelopes'],
  beverages: ['bottle', 'cup'],
  'fresh-produce': ['fruit', 'fruit', 'plant'],
  'pet-goods': ['bone', 'bone', 'bowl'],
  florist: ['bouquet', 'bouquet', 'vase'],
  photographer: ['camera', 'envelopes'],
  videographer: ['camera'],
  hairstylist: ['comb', 'bottle'],
  barber: ['comb', 'bottle'],
  'nail-artist': ['bottle', 'bottle', 'comb'],
  'makeup-artist': ['bottle', 'jar'],
  'musician-dj': ['record', 'record'],
  massage: ['stones', 'bottle', 'candle'],
  'energy-work': ['stones', 'candle'],
  woodworker: ['stool', 'bowl'],
  'furniture-maker': ['stool', 'stool'],
  upholstery: ['folded', 'stool'],
  tailor: ['garment', 'folded'],
  stylist: ['garment', 'garment'],
  leather: ['boot', 'folded'],
  catering: ['bowl', 'loaf', 'cup'],
  'private-chef': ['bowl', 'jar'],
  'classes-workshops': ['mug', 'bowl', 'books'],
  'pet-care': ['bone', 'bowl'],
  'childcare-tutor': ['books', 'blocks'],
  'graphic-and-web-designer': ['envelopes', 'books'],
  printmaker: ['frame', 'envelopes', 'brushes'],
  'tattoo-artist': ['bottle', 'envelopes'],
  artist: ['frame', 'brushes'],
  'sign-painter': ['brushes', 'brushes', 'jar'],
  metalworker: ['hammer', 'hammer', 'bowl'],
  'home-organizer': ['folded', 'books', 'jar'],
  'shoe-repair': ['boot', 'boot'],
  'event-planner': ['bouquet', 'candle'],
  'craft-supplies': ['yarn', 'yarn', 'folded'],
  'subscription-boxes': ['jar', 'envelopes', 'candle'],
  'coaching-consulting': ['books', 'mug'],
};

/** True when a category has objects of its own (the others share a general mix). */
export const hasOwnObjects = (category: string) => Object.hasOwn(FAMILIES, category);

/** The objects a still life for these categories is drawn from. */
export function objectsFor(categories: readonly string[]): readonly ObjectKind[] {
  const kinds = categories.flatMap((c) => FAMILIES[c] ?? []);
  return kinds.length > 0 ? kinds : FALLBACK;
}

const FALLBACK: readonly ObjectKind[] = ['vase', 'bowl', 'plant', 'candle', 'books'];

export interface StillLifeOptions {
  categories: readonly string[];
  brand: string;
  width: number;
  height: number;
}

/** A framed print on the wall: abstract sun, hills or arches in the business palette. */
function wallArt(rng: Rng, colours: string[]): string {
  const x = rng.int(40, 260);
  const w = rng.int(56, 90);
  const h = Math.round(w * 1.25);
  const inner = rng.pick([
    `<circle cx="${w / 2}" cy="${h * 0.42}" r="${w * 0.22}" fill="${colours[0]}"/><path d="M0 ${h}Q${w / 2} ${h * 0.55} ${w} ${h}Z" fill="${colours[1]}"/>`,
    `<path d="M${w * 0.2} ${h}V${h * 0.45}a${w * 0.3} ${w * 0.3} 0 0 1 ${w * 0.6} 0V${h}Z" fill="${colours[0]}"/>`,
    `<path d="M0 ${h * 0.7}L${w * 0.35} ${h * 0.35}L${w * 0.6} ${h * 0.6}L${w} ${h * 0.3}V${h}H0Z" fill="${colours[1]}"/>`,
  ]);
  return `<g transform="translate(${x} ${rng.int(26, 50)})"><rect x="-5" y="-5" width="${w + 10}" height="${h + 10}" fill="#6b4f3a"/><rect width="${w}" height="${h}" fill="#fbf6ec"/><svg width="${w}" height="${h}">${inner}</svg></g>`;
}

/** One still life as an SVG document of the requested pixel size (viewBox 400 × 300). */
export function stillLifeSvg(rng: Rng, { categories, brand, width, height }: StillLifeOptions): string {
  const family = objectsFor(categories);
  const wall = rng.pick(WALLS);
  const surface = rng.pick(SURFACES);
  const tableY = rng.int(176, 200);
  const colours = rng.shuffle([brand, ...rng.shuffle(GLAZES).slice(0, 3)]);
  const count = rng.int(1, 3);
  const slots = count === 1 ? [200] : count === 2 ? [138, 266] : [92, 200, 308];
  const objects = slots
    .map((slot, i) => {
      const kind = rng.pick(family);
      const scale = (count === 1 ? 2.5 : count === 2 ? 1.9 : 1.5) * (0.88 + rng.next() * 0.24);
      const paint = { main: colours[i % colours.length], accent: colours[(i + 1) % colours.length] };
      const y = tableY + 30 + rng.int(0, 26);
      return { y, svg: place(kind, slot + rng.int(-12, 12), y, scale, paint) };
    })
    .sort((a, b) => a.y - b.y)
    .map((o) => o.svg)
    .join('');
  const light = rng.int(60, 260);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice">`,
    `<defs><linearGradient id="w" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(wall, 0.35)}"/><stop offset="1" stop-color="${mix(wall, brand, 0.12)}"/></linearGradient>`,
    `<linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(surface, 0.12)}"/><stop offset="1" stop-color="${mix(surface, '#2a211c', 0.2)}"/></linearGradient></defs>`,
    `<rect width="400" height="300" fill="url(#w)"/>`,
    rng.chance(0.45) ? wallArt(rng, colours) : '',
    `<path d="M${light} 0h70l-110 ${tableY}h-70Z" fill="#fff" opacity=".18"/>`,
    `<rect y="${tableY}" width="400" height="${300 - tableY}" fill="url(#t)"/>`,
    `<rect y="${tableY}" width="400" height="3" fill="#fff" opacity=".25"/>`,
    objects,
    '</svg>',
  ].join('');
}
