import { useNavigate, useSearchParams } from 'react-router';
import { RADIUS_MAX_MILES } from '#shared/search/search-limits.ts';
import type { SearchPage as Page } from '#shared/types/search.ts';
import { NewHereAlert } from '../../../components/alerts/new-here-alert.tsx';
import { BusinessGridSkeleton } from '../../../components/business/business-grid-skeleton.tsx';
import { BUSINESS_MAP, MapView } from '../../../components/map/map-view.tsx';
import { ViewToggle } from '../../../components/map/view-toggle.tsx';
import { Island } from '../../../islands/island.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSearch } from '../api/get-search.ts';
import { ApplySearchContext } from '../lib/apply-search.ts';
import { canonicalSearch, searchHref, withValue } from '../lib/search-params.ts';
import { useFormResetKey } from '../lib/use-form-reset-key.ts';
import { ActiveFilters, chosenLabels, translatedFacets } from './active-filters.tsx';
import { FilterSheet } from './filter-sheet.tsx';
import { SearchEmpty } from './search-empty.tsx';
import { SearchFilters } from './search-filters.tsx';
import { SearchGrid } from './search-grid.tsx';
import { SearchHeader } from './search-header.tsx';
import { SearchProblem } from './search-problem.tsx';
import { SearchSummary } from './search-summary.tsx';

/** `/search?q=…&…`: results for words and filters, with counts, near a ZIP code, open now. */
export function SearchPage() {
  const i18n = useI18n();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const results = useSearch(params);
  const q = params.get('q') ?? '';
  useDocumentTitle(q ? i18n._('Search: {q}', { q }) : i18n._('Search'));
  const search = canonicalSearch(params).toString();
  const forms = useFormResetKey(search);
  const apply = (next: URLSearchParams) => {
    forms.fromForm(canonicalSearch(next).toString());
    navigate(searchHref(next, params.get('view')));
  };
  const first: Page | undefined = results.data?.pages[0];
  const view = params.get('view') === 'map' ? 'map' : 'list';
  const labels = chosenLabels(params, first?.facets, i18n);
  // The islands' counts, named in the page's language (their catalogues stay on the server).
  const facets = translatedFacets(first?.facets, i18n);
  const items = results.data?.pages.flatMap((page) => page.items) ?? [];
  const zip = /^\d{5}$/.test(params.get('zip') ?? '') ? (params.get('zip') as string) : null;
  const radius = ['5', '10', '25', '50'].includes(params.get('radius') ?? '')
    ? (params.get('radius') as '5' | '10' | '25' | '50')
    : (String(RADIUS_MAX_MILES) as '50');
  return (
    // The filters' islands run the search through the router here (apply-search.ts).
    <ApplySearchContext value={apply}>
      <SearchHeader q={q} params={params} />
      <div className="mx-auto max-w-page px-4 py-8 sm:px-6 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10 lg:px-8">
        <aside className="hidden lg:block">
          <Island
            key={forms.formKey}
            name="search-filters"
            component={SearchFilters}
            props={{ search, facets, labels }}
          />
        </aside>
        <section aria-labelledby="results-title">
          <h2 id="results-title" className="sr-only">
            {i18n._('Results')}
          </h2>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <SearchSummary page={first} pending={results.isPending} q={q} />
            <ViewToggle view={view} listHref={searchHref(params)} mapHref={searchHref(params, 'map')} />
            <FilterSheet
              formKey={forms.formKey}
              params={params}
              facets={facets}
              total={first?.total}
              labels={labels}
            />
          </div>
          <div className="mt-4">
            <ActiveFilters params={params} facets={first?.facets} />
          </div>
          {zip ? (
            <div className="mt-6">
              <NewHereAlert
                place={{ zipCode: zip, radiusMiles: radius }}
                where={i18n._('within {radius} miles of {zip}', { radius, zip })}
              />
            </div>
          ) : null}
          <div className="mt-6">
            {view === 'map' && !results.isError ? (
              <MapView
                items={items}
                kind={BUSINESS_MAP}
                more={results.hasNextPage}
                total={first ? { count: first.total, estimated: first.totalEstimated } : null}
                bbox={params.get('bbox')}
                onSearchArea={(bbox) => navigate(searchHref(withValue(params, 'bbox', bbox), 'map'))}
              />
            ) : null}
            {results.isPending ? (
              <BusinessGridSkeleton />
            ) : results.isError ? (
              <SearchProblem error={results.error} q={q} retryHref={`/search?${params}`} />
            ) : items.length === 0 ? (
              <SearchEmpty params={params} facets={first?.facets} />
            ) : (
              <Island
                key={`${search}/${params.get('cursor')}`}
                name="search-grid"
                component={SearchGrid}
                props={{ search, items: first?.items ?? [], nextCursor: first?.nextCursor ?? null }}
              />
            )}
          </div>
        </section>
      </div>
    </ApplySearchContext>
  );
}
