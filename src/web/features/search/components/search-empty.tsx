import { SearchX } from 'lucide-react';
import type { SearchFacets } from '#shared/types/search.ts';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { searchHref, toggled, withValue } from '../lib/search-params.ts';
import { activeChips } from './active-filters.tsx';

const link =
  'font-semibold text-primary underline decoration-primary/30 underline-offset-4 hover:decoration-primary';

/** No match: ways to widen the search (drop a filter, a bigger radius, every state, the words). */
export function SearchEmpty({ params, facets }: { params: URLSearchParams; facets?: SearchFacets }) {
  const i18n = useI18n();
  const radius = Number(params.get('radius') ?? 0);
  const ways: { href: string; label: string }[] = [];
  if (radius && radius < 50)
    ways.push({
      href: searchHref(withValue(params, 'radius', '50'), params.get('view')),
      label: i18n._('Search within 50 miles'),
    });
  if (params.get('state'))
    ways.push({
      href: searchHref(withValue(params, 'state', null), params.get('view')),
      label: i18n._('Search all states'),
    });
  for (const chip of activeChips(params, facets, i18n).filter((c) => c.key !== 'state' && c.key !== 'radius'))
    ways.push({
      href: searchHref(toggled(params, chip.key, chip.value), params.get('view')),
      label: i18n._('Remove “{filter}”', { filter: chip.label }),
    });
  if (params.get('q'))
    ways.push({
      href: searchHref(withValue(params, 'q', null), params.get('view')),
      label: i18n._('Drop “{words}” and keep the filters', { words: params.get('q') }),
    });
  return (
    <div className="rounded-2xl border border-dashed border-line bg-paper px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-clay-strong" />
      <h2 className="mt-4 text-2xl font-semibold text-ink">{i18n._('No businesses match this search')}</h2>
      <p className="mx-auto mt-2 max-w-md text-ink-soft">{i18n._('Try widening your search:')}</p>
      <ul className="mt-4 flex flex-col items-center gap-2">
        {ways.slice(0, 5).map((way) => (
          <li key={way.href}>
            <AppLink to={way.href} className={link}>
              {way.label}
            </AppLink>
          </li>
        ))}
        <li>
          <AppLink to={paths.explore} className={link}>
            {i18n._('Browse every state')}
          </AppLink>
        </li>
      </ul>
    </div>
  );
}
