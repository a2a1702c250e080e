import { Sprout } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { RoundIcon } from '../../../components/ui/round-icon.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';

/** The empty market (docs/product.md §12.3): 'No businesses in {place} yet.' and 'View Other States'. */
export function MarketEmpty({ place }: { place: string }) {
  const i18n = useI18n();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-dashed border-line bg-paper px-6 py-14 text-center">
      <RoundIcon icon={Sprout} />
      <h2 className="mt-5 text-2xl font-semibold text-ink sm:text-3xl">
        {i18n._('No businesses in {place} yet.', { place })}
      </h2>
      <p className="mt-3 text-ink-soft">
        {i18n._(
          'Local businesses are setting up behind the scenes. Check back soon or invite a favorite business to get started.',
        )}
      </p>
      <ButtonLink to={paths.explore} className="mt-7">
        {i18n._('View Other States')}
      </ButtonLink>
    </div>
  );
}
