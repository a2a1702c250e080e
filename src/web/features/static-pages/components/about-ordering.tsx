import { Shuffle } from 'lucide-react';
import { useI18n } from '../../../lib/i18n.tsx';

const RULES = [
  {
    title: /*i18n*/ 'Nobody pays to be first',
    text: /*i18n*/ 'There are no ads and no paid placement, on the market or in search. A business cannot buy its way up.',
  },
  {
    title: /*i18n*/ 'Search ranks by how well a business matches',
    text: /*i18n*/ 'A match in a business’s name or category comes before a match in its story. Near a ZIP code, the nearest come first (measured between ZIP code centres, never street addresses).',
  },
  {
    title: /*i18n*/ 'Equals are shuffled fairly',
    text: /*i18n*/ 'Businesses that match equally well — and every business on a market page — appear in a random order that is new on each visit and stays put while you load more, so every neighbor gets a turn at the front.',
  },
];

/** How businesses are ordered, said plainly (docs/product.md §21.4). */
export function AboutOrdering() {
  const i18n = useI18n();
  return (
    <section aria-labelledby="ordering-title" className="mx-auto max-w-page px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="ordering-title" className="flex items-center gap-3 text-3xl font-semibold text-ink sm:text-4xl">
        <Shuffle aria-hidden="true" className="size-7 text-clay-strong" />
        {i18n._('How results are ordered')}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {RULES.map((rule) => (
          <li key={rule.title} className="rounded-2xl border border-line/70 bg-paper p-6 shadow-soft">
            <h3 className="text-xl font-semibold text-ink">{i18n._(rule.title)}</h3>
            <p className="mt-2 leading-relaxed text-ink-soft">{i18n._(rule.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
