import { BookHeart, HandHeart, Sprout, Store } from 'lucide-react';
import { useI18n } from '../../../lib/i18n.tsx';

const VALUES = [
  {
    icon: BookHeart,
    title: /*i18n*/ 'Rooted in Story',
    text: /*i18n*/ 'Every shop starts with a person and a reason. Profiles lead with the owner’s story — the kitchen-counter beginnings, the family recipe, the second chance — so you know who you’re buying from.',
  },
  {
    icon: HandHeart,
    title: /*i18n*/ 'Discovered by Heart',
    text: /*i18n*/ 'No ads, no pay-to-rank. Businesses appear in a fresh, shuffled order on every visit, and you can browse by what matters to you: who owns them, how they work and what they stand for.',
  },
  {
    icon: Sprout,
    title: /*i18n*/ 'Growing Together',
    text: /*i18n*/ 'When a neighbor favorites a business or shares its page, that small act travels. We build tools that help owners be found, and help shoppers keep coming back.',
  },
  {
    icon: Store,
    title: /*i18n*/ 'Built by Locals For Locals',
    text: /*i18n*/ 'We’re a small team of shop owners, makers and neighbors. We open state by state, listening to the owners who are waiting, so every market we launch feels like home.',
  },
];

/** The four value blurbs of the About page (docs/product.md §3.4). */
export function AboutValues() {
  const i18n = useI18n();
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {VALUES.map(({ icon: Icon, title, text }, index) => (
        <li
          key={title}
          className="rounded-2xl border border-line/70 bg-paper p-7 shadow-soft"
          style={{ transform: `rotate(${index % 2 === 0 ? -0.4 : 0.4}deg)` }}
        >
          <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-clay-soft text-clay-strong">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-4 text-2xl font-semibold text-ink">{i18n._(title)}</h3>
          <p className="mt-2 leading-relaxed text-ink-soft">{i18n._(text)}</p>
        </li>
      ))}
    </ul>
  );
}
