import { Megaphone } from 'lucide-react';
import { Glow } from '../../../../components/ui/glow.tsx';

/** The 'Block Post' coming-soon panel (docs/product.md §8.1). */
export function BlockPostPanel() {
  return (
    <section
      aria-labelledby="block-post-title"
      className="relative overflow-hidden rounded-xl border border-primary/15 bg-primary-soft p-5 sm:p-6"
    >
      <Glow className="-top-8 -right-8 size-32 bg-[radial-gradient(circle,var(--color-sage)_0%,transparent_70%)] opacity-50" />
      <span className="relative inline-flex size-11 items-center justify-center rounded-xl bg-paper text-primary shadow-soft">
        <Megaphone aria-hidden="true" className="size-5" />
      </span>
      <p className="relative mt-4 text-xs font-semibold tracking-[0.14em] text-primary uppercase">
        Coming soon
      </p>
      <h2 id="block-post-title" className="relative mt-1 text-xl font-semibold text-ink">
        Block Post is Almost Ready!
      </h2>
      <p className="relative mt-1.5 text-sm text-ink-soft">
        Share new arrivals, pop-ups and events with the neighbours who follow your shop, right from here.
      </p>
    </section>
  );
}
