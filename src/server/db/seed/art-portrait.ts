// Owner "photos" (stylised, friendly portraits) and logos (initials on a badge), as SVG.
import { CREAM, darken, GLAZES, HAIR_COLOURS, INK, lighten, mix, SKIN_TONES, WALLS } from './art-colour.ts';
import type { Rng } from './prng.ts';

type Hair = 'short' | 'bun' | 'long' | 'curly' | 'buzz' | 'wrap' | 'bob';
const HAIRS: readonly Hair[] = ['short', 'bun', 'long', 'curly', 'buzz', 'wrap', 'bob'];

function hairBack(style: Hair, c: string): string {
  if (style === 'long') return `<path d="M31 44C28 18 72 18 69 44L72 76H28Z" fill="${c}"/>`;
  if (style === 'bob') return `<path d="M31 46C28 20 72 20 69 46L70 60H30Z" fill="${c}"/>`;
  if (style === 'curly')
    return [30, 38, 50, 62, 70, 34, 66]
      .map((x, i) => `<circle cx="${x}" cy="${i < 5 ? 34 - (i % 2) * 6 : 48}" r="10" fill="${c}"/>`)
      .join('');
  return '';
}

function hairFront(style: Hair, c: string, accent: string): string {
  switch (style) {
    case 'short':
      return `<path d="M34 42C32 22 68 22 66 42C62 32 46 28 34 42Z" fill="${c}"/>`;
    case 'bun':
      return `<circle cx="50" cy="21" r="8" fill="${c}"/><path d="M34 42C33 24 67 24 66 42C60 30 40 30 34 42Z" fill="${c}"/>`;
    case 'buzz':
      return `<path d="M35 40C35 25 65 25 65 40C58 33 42 33 35 40Z" fill="${c}" opacity=".55"/>`;
    case 'wrap':
      return `<path d="M33 40C30 14 70 14 67 40C60 30 40 30 33 40Z" fill="${accent}"/><circle cx="58" cy="20" r="6" fill="${darken(accent, 0.15)}"/>`;
    case 'curly':
      return `<path d="M35 40C36 30 64 30 65 40C60 34 40 34 35 40Z" fill="${c}"/>`;
    default:
      return `<path d="M34 44C32 24 68 24 66 44C60 30 42 30 34 44Z" fill="${c}"/>`;
  }
}

/** One person, drawn in a 100 × 100 box. */
function figure(rng: Rng): string {
  const skin = rng.pick(SKIN_TONES);
  const hairColour = rng.pick(HAIR_COLOURS);
  const style = rng.pick(HAIRS);
  const shirt = rng.pick(GLAZES);
  const accent = rng.pick(GLAZES);
  const cheek = mix(skin, '#e0675a', 0.3);
  const features = [
    `<path d="M42 45q3 2.4 6 0M52 45q3 2.4 6 0" stroke="${INK}" stroke-width="1.5" fill="none" stroke-linecap="round"/>`,
    `<circle cx="41" cy="51" r="3" fill="${cheek}" opacity=".55"/><circle cx="59" cy="51" r="3" fill="${cheek}" opacity=".55"/>`,
    `<path d="M45 54q5 4.2 10 0" stroke="${darken(skin, 0.5)}" stroke-width="1.6" fill="none" stroke-linecap="round"/>`,
  ];
  if (rng.chance(0.25))
    features.push(
      `<g stroke="${INK}" stroke-width="1.2" fill="none"><circle cx="44.5" cy="45" r="4.6"/><circle cx="55.5" cy="45" r="4.6"/><path d="M49 45h2"/></g>`,
    );
  const beard =
    style === 'short' || style === 'buzz'
      ? rng.chance(0.4)
        ? `<path d="M36 48C37 66 63 66 64 48C60 58 40 58 36 48Z" fill="${hairColour}" opacity=".85"/>`
        : ''
      : '';
  const earrings =
    style !== 'buzz' && rng.chance(0.4)
      ? `<circle cx="35" cy="53" r="1.8" fill="#d4a94e"/><circle cx="65" cy="53" r="1.8" fill="#d4a94e"/>`
      : '';
  const apron = rng.chance(0.4)
    ? `<path d="M40 78H60V100H40Z" fill="${accent}"/><path d="M40 78L36 70M60 78L64 70" stroke="${accent}" stroke-width="2"/>`
    : `<path d="M43 70L50 80L57 70" stroke="${darken(shirt, 0.3)}" stroke-width="2" fill="none"/>`;
  return [
    hairBack(style, hairColour),
    `<path d="M14 100C16 80 30 70 50 70S84 80 86 100Z" fill="${shirt}"/>`,
    apron,
    `<rect x="44" y="56" width="12" height="16" rx="5" fill="${darken(skin, 0.12)}"/>`,
    `<ellipse cx="35" cy="47" rx="3" ry="4" fill="${darken(skin, 0.06)}"/><ellipse cx="65" cy="47" rx="3" ry="4" fill="${darken(skin, 0.06)}"/>`,
    `<ellipse cx="50" cy="44" rx="15" ry="18" fill="${skin}"/>`,
    hairFront(style, hairColour, accent),
    beard,
    ...features,
    earrings,
  ].join('');
}

/** A warm portrait of the owner(s): one figure, or two side by side for partners and families. */
export function portraitSvg(
  rng: Rng,
  { people, brand, size }: { people: number; brand: string; size: number },
) {
  const wall = rng.pick(WALLS);
  const sun = rng.pick([brand, ...GLAZES]);
  const group =
    people >= 2
      ? `<g transform="translate(-14 8) scale(.92)">${figure(rng)}</g><g transform="translate(22 10) scale(.92)">${figure(rng)}</g>`
      : figure(rng);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(wall, 0.3)}"/><stop offset="1" stop-color="${mix(wall, brand, 0.35)}"/></linearGradient></defs>`,
    `<rect width="100" height="100" fill="url(#g)"/>`,
    `<circle cx="${rng.int(20, 80)}" cy="${rng.int(16, 30)}" r="${rng.int(14, 22)}" fill="${sun}" opacity=".28"/>`,
    `<path d="M0 ${rng.int(70, 84)}Q50 ${rng.int(58, 70)} 100 ${rng.int(70, 84)}V100H0Z" fill="${lighten(brand, 0.55)}" opacity=".6"/>`,
    group,
    '</svg>',
  ].join('');
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Up to two initials from the business name, skipping little words. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9 &]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !['the', 'and', '&', 'of', 'co', 'a'].includes(w.toLowerCase()));
  return (words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? 'LM').slice(0, 2)).toUpperCase();
}

/** A badge logo: the business colour, a fine inner line, the initials and a small ornament. */
export function logoSvg(
  rng: Rng,
  { name, brand, size }: { name: string; brand: string; size: number },
): string {
  const badge = rng.pick([
    `<circle cx="50" cy="50" r="44" fill="${brand}"/>`,
    `<rect x="8" y="8" width="84" height="84" rx="22" fill="${brand}"/>`,
    `<path d="M10 92V46a40 40 0 0 1 80 0V92Z" fill="${brand}"/>`,
    `<path d="M50 5L89 27V73L50 95L11 73V27Z" fill="${brand}"/>`,
  ]);
  const ornament = rng.pick([
    `<path d="M50 72c-6-4-6-10 0-14 6 4 6 10 0 14Z" fill="${CREAM}" opacity=".85"/>`,
    `<g fill="${CREAM}" opacity=".85"><circle cx="42" cy="72" r="1.8"/><circle cx="50" cy="72" r="1.8"/><circle cx="58" cy="72" r="1.8"/></g>`,
    `<path d="M38 71H62" stroke="${CREAM}" stroke-width="1.6" opacity=".85"/>`,
  ]);
  const initials = escapeXml(initialsOf(name));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">`,
    `<rect width="100" height="100" fill="${CREAM}"/>`,
    badge,
    `<circle cx="50" cy="50" r="35" stroke="${lighten(brand, 0.6)}" stroke-width=".8" fill="none" opacity=".7"/>`,
    `<text x="50" y="58" text-anchor="middle" font-family="DejaVu Serif, Georgia, 'Times New Roman', serif" font-weight="700" font-size="${initials.length > 1 ? 26 : 32}" fill="${CREAM}" letter-spacing="1">${initials}</text>`,
    ornament,
    '</svg>',
  ].join('');
}
