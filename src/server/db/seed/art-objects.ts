// Still-life objects as small SVG fragments, drawn around (0, 0) = bottom centre, growing upward.
import { darken, lighten } from './art-colour.ts';

export interface Paint {
  main: string;
  accent: string;
}

type Draw = (p: Paint) => string;

const shadow = (w: number) =>
  `<ellipse cx="${w * 0.12}" cy="0" rx="${w}" ry="${w * 0.16}" fill="#000" opacity=".16"/>`;

const vase: Draw = ({ main, accent }) =>
  `${shadow(26)}<path d="M-12 0C-30-14-26-44-9-58L-8-74H8L9-58C26-44 30-14 12 0Z" fill="${main}"/>` +
  `<path d="M-22-30H22" stroke="${accent}" stroke-width="4" opacity=".8"/>` +
  `<path d="M-8-74H8" stroke="${darken(main, 0.3)}" stroke-width="3"/>` +
  `<path d="M-14-50C-18-36-17-18-9-6" stroke="${lighten(main, 0.4)}" stroke-width="3" fill="none" opacity=".6"/>`;

const mug: Draw = ({ main, accent }) =>
  `${shadow(24)}<path d="M14-30a11 11 0 1 1 0 20" stroke="${main}" stroke-width="5" fill="none"/>` +
  `<rect x="-18" y="-40" width="34" height="40" rx="6" fill="${main}"/>` +
  `<rect x="-18" y="-40" width="34" height="10" rx="4" fill="${accent}"/>` +
  `<rect x="-12" y="-26" width="4" height="20" rx="2" fill="${lighten(main, 0.35)}" opacity=".6"/>`;

const bowl: Draw = ({ main, accent }) =>
  `${shadow(34)}<path d="M-36-26H36C34-8 20 0 0 0S-34-8-36-26Z" fill="${main}"/>` +
  `<ellipse cx="0" cy="-26" rx="36" ry="6" fill="${darken(main, 0.25)}"/>` +
  `<path d="M-30-16C-16-10 16-10 30-16" stroke="${accent}" stroke-width="3" fill="none"/>`;

const bottle: Draw = ({ main, accent }) =>
  `${shadow(16)}<rect x="-13" y="-62" width="26" height="62" rx="7" fill="${main}"/>` +
  `<rect x="-6" y="-76" width="12" height="16" rx="2" fill="${darken(main, 0.2)}"/>` +
  `<rect x="-7" y="-84" width="14" height="9" rx="3" fill="${accent}"/>` +
  `<rect x="-10" y="-44" width="20" height="22" rx="2" fill="#fbf6ec"/>` +
  `<path d="M-6-36H6M-6-30H3" stroke="${darken(accent, 0.3)}" stroke-width="1.6"/>`;

const jar: Draw = ({ main, accent }) =>
  `${shadow(20)}<rect x="-19" y="-40" width="38" height="40" rx="8" fill="${main}"/>` +
  `<rect x="-20" y="-50" width="40" height="12" rx="3" fill="${accent}"/>` +
  `<rect x="-13" y="-28" width="26" height="14" rx="2" fill="#fbf6ec" opacity=".9"/>`;

const candle: Draw = ({ main, accent }) =>
  `${shadow(20)}<rect x="-18" y="-44" width="36" height="44" rx="5" fill="${main}"/>` +
  `<ellipse cx="0" cy="-44" rx="18" ry="4" fill="${lighten(main, 0.3)}"/>` +
  `<path d="M0-45V-53" stroke="#2a211c" stroke-width="1.5"/>` +
  `<path d="M0-68C5-60 5-55 0-52C-5-55-5-60 0-68Z" fill="#f2a73b"/>` +
  `<circle cx="0" cy="-58" r="12" fill="#f7d27a" opacity=".25"/>` +
  `<rect x="-18" y="-26" width="36" height="10" fill="${accent}" opacity=".85"/>`;

const plant: Draw = ({ main, accent }) => {
  const leaves = [-60, -35, -12, 12, 35, 60]
    .map(
      (a, i) =>
        `<ellipse cx="0" cy="-${22 + (i % 2) * 6}" rx="7" ry="${24 + (i % 3) * 4}" fill="${i % 2 ? '#4f7a54' : '#6d9a62'}" transform="translate(0 -34) rotate(${a}) translate(0 -4)"/>`,
    )
    .join('');
  return `${shadow(22)}${leaves}<path d="M-20-36H20L15 0H-15Z" fill="${main}"/><rect x="-22" y="-40" width="44" height="8" rx="2" fill="${accent}"/>`;
};

const rings: Draw = ({ main, accent }) =>
  `${shadow(36)}<ellipse cx="0" cy="-8" rx="38" ry="10" fill="${lighten(main, 0.5)}"/>` +
  `<ellipse cx="0" cy="-10" rx="30" ry="6" fill="${lighten(main, 0.7)}"/>` +
  `<ellipse cx="-12" cy="-16" rx="9" ry="7" stroke="#d4a94e" stroke-width="3" fill="none"/>` +
  `<ellipse cx="10" cy="-15" rx="8" ry="6" stroke="#c9c5bd" stroke-width="3" fill="none"/>` +
  `<circle cx="10" cy="-22" r="3.5" fill="${accent}"/><circle cx="-12" cy="-24" r="2.5" fill="#fbf6ec"/>`;

const books: Draw = ({ main, accent }) =>
  `${shadow(34)}<rect x="-34" y="-14" width="66" height="14" rx="2" fill="${main}"/>` +
  `<rect x="-30" y="-27" width="60" height="13" rx="2" fill="${accent}"/>` +
  `<rect x="-36" y="-40" width="64" height="13" rx="2" fill="${lighten(main, 0.45)}"/>` +
  `<path d="M-22-8H18M-18-21H20M-24-34H14" stroke="#fbf6ec" stroke-width="1.5" opacity=".8"/>`;

const loaf: Draw = ({ accent }) =>
  `${shadow(36)}<path d="M-38 0C-42-30-20-40 0-40S42-30 38 0Z" fill="#c98a4b"/>` +
  `<path d="M-20-30l10 8M-4-34l10 8M12-32l10 8" stroke="#f2d2a0" stroke-width="3" stroke-linecap="round"/>` +
  `<rect x="-44" y="-3" width="88" height="5" rx="2" fill="${accent}" opacity=".7"/>`;

const cup: Draw = ({ main, accent }) =>
  `${shadow(30)}<ellipse cx="0" cy="-3" rx="30" ry="6" fill="${lighten(main, 0.4)}"/>` +
  `<path d="M-18-30H18L14-6H-14Z" fill="${main}"/><path d="M17-26a8 8 0 0 1 0 14" stroke="${main}" stroke-width="4" fill="none"/>` +
  `<ellipse cx="0" cy="-30" rx="18" ry="4" fill="#5a3823"/>` +
  `<path d="M-6-40c-4-6 4-10 0-16M6-40c-4-6 4-10 0-16" stroke="${accent}" stroke-width="2" fill="none" opacity=".5"/>`;

const record: Draw = ({ main, accent }) =>
  `${shadow(40)}<rect x="-46" y="-92" width="60" height="92" rx="2" fill="${accent}"/>` +
  `<circle cx="16" cy="-46" r="44" fill="#1d1a19"/><circle cx="16" cy="-46" r="30" stroke="#3a3432" fill="none"/>` +
  `<circle cx="16" cy="-46" r="14" fill="${main}"/><circle cx="16" cy="-46" r="2" fill="#1d1a19"/>`;

const stool: Draw = ({ main }) =>
  `${shadow(36)}<path d="M-26 0L-20-44M26 0L20-44M-4 0L0-44" stroke="${darken(main, 0.25)}" stroke-width="6" stroke-linecap="round"/>` +
  `<ellipse cx="0" cy="-46" rx="34" ry="9" fill="${main}"/><ellipse cx="0" cy="-48" rx="30" ry="6" fill="${lighten(main, 0.25)}"/>`;

const bouquet: Draw = ({ main, accent }) => {
  const blooms = [
    [-16, -78, main],
    [10, -86, accent],
    [24, -70, main],
    [-2, -64, lighten(accent, 0.4)],
    [-26, -62, accent],
  ]
    .map(
      ([x, y, c]) =>
        `<circle cx="${x}" cy="${y}" r="11" fill="${c}"/><circle cx="${x}" cy="${y}" r="4" fill="#f2d27a"/>`,
    )
    .join('');
  return `${shadow(20)}<path d="M-20-60L-4-20M4-80L0-20M22-66L6-20M-26-56L-6-20" stroke="#4f7a54" stroke-width="3"/>${blooms}<path d="M-18-22H18L10 0H-10Z" fill="#e8d9c0"/>`;
};

const stones: Draw = ({ main }) =>
  `${shadow(34)}<ellipse cx="0" cy="-10" rx="34" ry="11" fill="#5f5a55"/><ellipse cx="2" cy="-28" rx="24" ry="9" fill="#77716a"/>` +
  `<ellipse cx="0" cy="-43" rx="15" ry="7" fill="#8f8880"/><path d="M20-56c10-10 20-8 26-4-8 2-16 8-26 4Z" fill="${main}"/>`;

const garment: Draw = ({ main, accent }) =>
  `${shadow(30)}<path d="M0-118V-124a5 5 0 1 1 5 5" stroke="#6b5a4a" stroke-width="2" fill="none"/>` +
  `<path d="M-34-104L0-118L34-104Z" stroke="#6b5a4a" stroke-width="3" fill="none"/>` +
  `<path d="M-30-104L-46-76L-34-68L-28-80V-4H28V-80L34-68L46-76L30-104L12-110C8-102-8-102-12-110Z" fill="${main}"/>` +
  `<path d="M-28-40H28" stroke="${accent}" stroke-width="5"/>`;

const folded: Draw = ({ main, accent }) =>
  `${shadow(38)}<rect x="-40" y="-14" width="80" height="14" rx="5" fill="${main}"/>` +
  `<rect x="-38" y="-28" width="76" height="14" rx="5" fill="${accent}"/>` +
  `<rect x="-40" y="-42" width="80" height="14" rx="5" fill="${lighten(main, 0.35)}"/>` +
  `<path d="M-40-35H40" stroke="${darken(main, 0.1)}" stroke-dasharray="3 3"/>`;

const camera: Draw = ({ main, accent }) =>
  `${shadow(36)}<rect x="-40" y="-50" width="80" height="50" rx="8" fill="#2f2a27"/>` +
  `<rect x="-40" y="-40" width="80" height="22" fill="${main}"/><rect x="-28" y="-58" width="18" height="10" rx="2" fill="#2f2a27"/>` +
  `<circle cx="4" cy="-26" r="19" fill="#1d1a19"/><circle cx="4" cy="-26" r="12" fill="${accent}" opacity=".8"/>` +
  `<circle cx="0" cy="-30" r="4" fill="#fbf6ec" opacity=".7"/>`;

const comb: Draw = ({ main, accent }) =>
  `${shadow(40)}<rect x="-44" y="-12" width="56" height="8" rx="3" fill="${main}"/>` +
  `<path d="${Array.from({ length: 12 }, (_, i) => `M${-42 + i * 4.6}-4V2`).join('')}" stroke="${main}" stroke-width="2"/>` +
  `<circle cx="24" cy="-10" r="7" stroke="${accent}" stroke-width="3" fill="none"/><circle cx="38" cy="-10" r="7" stroke="${accent}" stroke-width="3" fill="none"/>` +
  `<path d="M28-16L52-40M34-16L20-44" stroke="#9ea3a8" stroke-width="4" stroke-linecap="round"/>`;

const blocks: Draw = ({ main, accent }) =>
  `${shadow(36)}<rect x="-36" y="-28" width="28" height="28" rx="3" fill="${main}"/>` +
  `<rect x="-4" y="-28" width="28" height="28" rx="3" fill="${accent}"/>` +
  `<rect x="-20" y="-56" width="28" height="28" rx="3" fill="${lighten(main, 0.4)}"/>` +
  `<circle cx="-22" cy="-14" r="6" fill="#fbf6ec"/><path d="M4-8L10-20L16-8Z" fill="#fbf6ec"/><rect x="-12" y="-48" width="12" height="12" fill="#fbf6ec"/>`;

const envelopes: Draw = ({ main, accent }) =>
  `${shadow(40)}<rect x="-44" y="-30" width="70" height="30" rx="2" fill="${lighten(main, 0.55)}" transform="rotate(-6)"/>` +
  `<rect x="-30" y="-34" width="70" height="34" rx="2" fill="#fbf6ec"/>` +
  `<path d="M-30-34L5-12L40-34" stroke="${main}" stroke-width="2" fill="none"/>` +
  `<circle cx="5" cy="-12" r="5" fill="${accent}"/>`;

const fruit: Draw = ({ accent }) => {
  const pieces = [
    [-24, -40, '#e8892b'],
    [0, -44, '#c8372d'],
    [24, -40, '#e8892b'],
    [-12, -56, '#9bbd4a'],
    [12, -56, '#c8372d'],
  ]
    .map(
      ([x, y, c]) =>
        `<circle cx="${x}" cy="${y}" r="13" fill="${c}"/><circle cx="${Number(x) - 4}" cy="${Number(y) - 4}" r="3.5" fill="#fff" opacity=".35"/>`,
    )
    .join('');
  return (
    `${shadow(42)}${pieces}<path d="M12-69c2-6 6-8 10-8" stroke="#4f7a54" stroke-width="2.5" fill="none"/>` +
    `<rect x="-42" y="-34" width="84" height="34" rx="3" fill="#b98a55"/>` +
    `<path d="M-42-22H42M-42-11H42" stroke="#8f6a3e" stroke-width="2"/>` +
    `<rect x="-14" y="-28" width="28" height="12" rx="2" fill="${accent}" opacity=".85"/>`
  );
};

const bone: Draw = ({ main, accent }) =>
  `${shadow(40)}<g transform="translate(-12 -12) rotate(-12)"><rect x="-22" y="-6" width="44" height="12" fill="#efe4cf"/>` +
  `<circle cx="-24" cy="-6" r="8" fill="#efe4cf"/><circle cx="-24" cy="6" r="8" fill="#efe4cf"/>` +
  `<circle cx="24" cy="-6" r="8" fill="#efe4cf"/><circle cx="24" cy="6" r="8" fill="#efe4cf"/></g>` +
  `<circle cx="30" cy="-14" r="14" fill="${main}"/><path d="M18-20C26-14 34-14 42-20M18-8C26-14 34-14 42-8" stroke="${accent}" stroke-width="2.5" fill="none"/>`;

const boot: Draw = ({ main, accent }) =>
  `${shadow(36)}<path d="M-26-78H4V-30C18-28 36-22 40-10V0H-26Z" fill="${main}"/>` +
  `<rect x="-28" y="-4" width="70" height="6" rx="2" fill="${darken(main, 0.45)}"/>` +
  `<path d="M-2-70l-10 6M-2-60l-10 6M-2-50l-10 6M-2-40l-10 6" stroke="${accent}" stroke-width="2"/>` +
  `<path d="M-26-78H4" stroke="${lighten(main, 0.3)}" stroke-width="4"/>` +
  `<path d="M-20-70V-8" stroke="${lighten(main, 0.25)}" stroke-width="2" stroke-dasharray="3 3"/>`;

const yarn: Draw = ({ main, accent }) =>
  `${shadow(30)}<circle cx="0" cy="-28" r="28" fill="${main}"/>` +
  `<path d="M-24-42C-8-30 8-30 24-42M-27-28C-8-16 8-16 27-28M-22-12C-8-4 8-4 22-12M-10-54C-18-36-18-18-8-2" stroke="${lighten(main, 0.35)}" stroke-width="2.5" fill="none"/>` +
  `<path d="M14-70L-4-6M24-66L6-4" stroke="${accent}" stroke-width="3.5" stroke-linecap="round"/>` +
  `<circle cx="14" cy="-70" r="4" fill="${accent}"/><circle cx="24" cy="-66" r="4" fill="${accent}"/>` +
  `<path d="M26-8C40-6 44 0 56 0" stroke="${main}" stroke-width="2" fill="none"/>`;

const brushes: Draw = ({ main, accent }) =>
  `${shadow(22)}<path d="M-10-40L-22-92M0-40V-98M10-40L22-90" stroke="#c98a4b" stroke-width="4" stroke-linecap="round"/>` +
  `<path d="M-22-92l-3-12 5 1 4 10ZM0-98l-3-13h6ZM22-90l4-12-5 1-4 10Z" fill="${accent}"/>` +
  `<path d="M-24-90l6 1M-3-97h6M20-89l6 1" stroke="#9ea3a8" stroke-width="4"/>` +
  `<rect x="-20" y="-46" width="40" height="46" rx="6" fill="${main}" opacity=".92"/>` +
  `<path d="M-20-20C-8-14 8-26 20-18V-6c0 4-3 6-6 6h-28c-3 0-6-2-6-6Z" fill="${accent}" opacity=".7"/>`;

const hammer: Draw = ({ accent }) =>
  `${shadow(42)}<path d="M-38 0H34L28-14H14V-26H24V-36H-30C-30-26-22-22-14-22V-14H-32Z" fill="#4a4744"/>` +
  `<path d="M-30-36H24" stroke="#6f6b67" stroke-width="3"/>` +
  `<g transform="translate(6 -52) rotate(-28)"><rect x="-4" y="-6" width="52" height="9" rx="3" fill="#b98a55"/>` +
  `<rect x="-14" y="-14" width="14" height="26" rx="2" fill="#7c8186"/><rect x="38" y="-7" width="10" height="11" rx="2" fill="${accent}"/></g>`;

const frame: Draw = ({ main, accent }) =>
  `${shadow(34)}<g transform="rotate(-4)"><rect x="-34" y="-92" width="62" height="90" fill="#6b4f3a"/>` +
  `<rect x="-28" y="-86" width="50" height="78" fill="#fbf6ec"/>` +
  `<circle cx="-3" cy="-58" r="11" fill="${accent}"/><path d="M-28-8L-12-36L0-22L10-40L22-8Z" fill="${main}"/></g>` +
  `<rect x="12" y="-58" width="38" height="54" fill="${lighten(main, 0.55)}" transform="rotate(6)"/>` +
  `<path d="M18-48H42M18-40H36" stroke="${main}" stroke-width="3" transform="rotate(6)"/>`;

/** Every drawable object kind; families in art-still-life.ts choose among them. */
export const OBJECTS = {
  vase,
  mug,
  bowl,
  bottle,
  jar,
  candle,
  plant,
  rings,
  books,
  loaf,
  cup,
  record,
  stool,
  bouquet,
  stones,
  garment,
  folded,
  camera,
  comb,
  blocks,
  envelopes,
  fruit,
  bone,
  boot,
  yarn,
  brushes,
  hammer,
  frame,
} satisfies Record<string, Draw>;

export type ObjectKind = keyof typeof OBJECTS;

/** Small things are drawn closer so every object reads at card size. */
const SIZE: Partial<Record<ObjectKind, number>> = {
  rings: 1.6,
  bone: 1.4,
  brushes: 0.75,
  frame: 0.85,
  fruit: 1.15,
  jar: 1.2,
  comb: 1.2,
  candle: 1.1,
  bottle: 1.1,
  envelopes: 1.1,
  record: 0.8,
  garment: 0.8,
  bouquet: 0.9,
};

/** One object placed at (x, y) with a scale. */
export function place(kind: ObjectKind, x: number, y: number, scale: number, paint: Paint): string {
  const s = scale * (SIZE[kind] ?? 1);
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s.toFixed(2)})">${OBJECTS[kind](paint)}</g>`;
}
