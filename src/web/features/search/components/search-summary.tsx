import { formatCount } from '#shared/display/format.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import type { SearchPage } from '#shared/types/search.ts';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { withTags } from '../../../lib/with-tags.tsx';

/** "Showing 12 businesses", and where they are sorted from near a ZIP code. */
function countLine(page: SearchPage, i18n: Translator) {
  const count = formatCount(page.total, page.totalEstimated);
  const one = page.total === 1 && !page.totalEstimated;
  if (!page.near)
    return one
      ? i18n._('Showing {count} business', { count })
      : i18n._('Showing {count} businesses', { count });
  const place = `${page.near.city}, ${page.near.state}`;
  return one
    ? i18n._('Showing {count} business near {place} · nearest first', { count, place })
    : i18n._('Showing {count} businesses near {place} · nearest first', { count, place });
}

/** How many businesses match, announced to screen readers as results change; and "did you mean". */
export function SearchSummary({ page, pending, q }: { page?: SearchPage; pending: boolean; q: string }) {
  const i18n = useI18n();
  const count = page ? countLine(page, i18n) : pending ? i18n._('Searching…') : '';
  return (
    <div>
      <p id="result-count" role="status" aria-live="polite" className="text-lg font-semibold text-ink">
        {count}
      </p>
      {page?.correctedQuery ? (
        <p className="mt-1 text-ink-soft">
          {withTags(
            i18n._('No matches for “{q}”. Did you mean <0>{corrected}</0>? Showing those results.', {
              q,
              corrected: page.correctedQuery,
            }),
            {
              0: (chunk) => (
                <AppLink
                  to={paths.search(page.correctedQuery ?? undefined)}
                  className="font-semibold text-primary underline decoration-primary/30 underline-offset-4"
                >
                  {chunk}
                </AppLink>
              ),
            },
          )}
        </p>
      ) : null}
    </div>
  );
}
