import { formatCount } from '#shared/display/format.ts';
import type { SearchPage } from '#shared/types/search.ts';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { paths } from '../../../config/paths.ts';

/** How many businesses match, announced to screen readers as results change; and "did you mean". */
export function SearchSummary({ page, pending, q }: { page?: SearchPage; pending: boolean; q: string }) {
  const count = page
    ? `Showing ${formatCount(page.total, page.totalEstimated)} ${page.total === 1 && !page.totalEstimated ? 'business' : 'businesses'}${page.near ? ` near ${page.near.city}, ${page.near.state} · nearest first` : ''}`
    : pending
      ? 'Searching…'
      : '';
  return (
    <div>
      <p id="result-count" role="status" aria-live="polite" className="text-lg font-semibold text-ink">
        {count}
      </p>
      {page?.correctedQuery ? (
        <p className="mt-1 text-ink-soft">
          No matches for “{q}”. Did you mean{' '}
          <AppLink
            to={paths.search(page.correctedQuery)}
            className="font-semibold text-primary underline decoration-primary/30 underline-offset-4"
          >
            {page.correctedQuery}
          </AppLink>
          ? Showing those results.
        </p>
      ) : null}
    </div>
  );
}
