import { Sprout } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { RoundIcon } from '../../../components/ui/round-icon.tsx';
import { paths } from '../../../config/paths.ts';

/** The empty market (docs/product.md §12.3): 'No businesses in {place} yet.' and 'View Other States'. */
export function MarketEmpty({ place }: { place: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-dashed border-line bg-paper px-6 py-14 text-center">
      <RoundIcon icon={Sprout} />
      <h2 className="mt-5 text-2xl font-semibold text-ink sm:text-3xl">No businesses in {place} yet.</h2>
      <p className="mt-3 text-ink-soft">
        Local businesses are setting up behind the scenes. Check back soon or invite a favorite business to
        get started.
      </p>
      <ButtonLink to={paths.explore} className="mt-7">
        View Other States
      </ButtonLink>
    </div>
  );
}
