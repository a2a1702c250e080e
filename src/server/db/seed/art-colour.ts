// Colour helpers and palettes for the seed's generated artwork.

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  return `#${((1 << 24) | (clamp(r) << 16) | (clamp(g) << 8) | clamp(b)).toString(16).slice(1)}`;
}

/** Mixes two colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return toHex([ca[0] + (cb[0] - ca[0]) * t, ca[1] + (cb[1] - ca[1]) * t, ca[2] + (cb[2] - ca[2]) * t]);
}

export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number) => mix(hex, '#1b1410', t);

/** Soft wall colours behind still lifes and portraits. */
export const WALLS = ['#f3e9dc', '#efe4d2', '#e9efe6', '#f4e6df', '#e6ebf0', '#f1ece4', '#ede3f0', '#f6efd9'];

/** Tabletops: woods, linen, stone. */
export const SURFACES = [
  '#b98b5e',
  '#a5744a',
  '#d8c3a5',
  '#8c6a4f',
  '#c9b79c',
  '#e4d6c3',
  '#9a8f85',
  '#c48a62',
];

/** Object colours that sit well together on a cream background. */
export const GLAZES = [
  '#c2653c',
  '#2f5d50',
  '#d9a441',
  '#7c8b6f',
  '#a14e4e',
  '#3e5a7a',
  '#e8d9c0',
  '#6b4f7a',
  '#d97f6a',
  '#40796b',
  '#b8875b',
  '#254236',
];

export const SKIN_TONES = [
  '#f1c7a5',
  '#e0a98a',
  '#c68863',
  '#a9704c',
  '#8a5a3c',
  '#6b4430',
  '#f3d2b8',
  '#d49a74',
];
export const HAIR_COLOURS = ['#2b1d16', '#1a1412', '#5a3823', '#8c4a2f', '#b9b2a8', '#d8b070', '#3b2a20'];
export const CREAM = '#fbf6ec';
export const INK = '#2a211c';
