import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { useI18n } from '../../../../lib/i18n.tsx';
import { useBrowseTarget } from '../../hooks/use-browse-target.ts';
import { JourneyIllustration } from './journey-illustration.tsx';

/** No favourites yet: an invitation to browse the shopper's own region (docs/product.md §11.1). */
export function FavoritesEmpty() {
  const i18n = useI18n();
  const browse = useBrowseTarget();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-paper/70 px-6 py-10 text-center sm:py-14">
      <JourneyIllustration className="h-28 w-auto sm:h-36" />
      <p className="mt-5 max-w-md font-display text-2xl font-semibold text-ink">
        {i18n._('Your journey with local shops begins here.')}
      </p>
      <p className="mt-2 max-w-md text-ink-soft">
        {i18n._('Tap Add to Favorite on any business page and it will wait for you right here.')}
      </p>
      <ButtonLink to={browse.to} size="lg" className="mt-6 w-full sm:w-auto">
        {browse.label}
        <ArrowRight aria-hidden="true" />
      </ButtonLink>
    </div>
  );
}
