import { useNavigate, useSearchParams } from 'react-router';
import { marketMeta } from '#shared/display/page-meta.ts';
import { NewHereAlert } from '../../../components/alerts/new-here-alert.tsx';
import { BusinessGridSkeleton } from '../../../components/business/business-grid-skeleton.tsx';
import { BUSINESS_MAP, MapView } from '../../../components/map/map-view.tsx';
import { ViewToggle } from '../../../components/map/view-toggle.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { Island } from '../../../islands/island.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMarket } from '../api/get-market.ts';
import { useRegions } from '../api/get-regions.ts';
import { marketPlace } from '../lib/market-place.ts';
import { MarketEmpty } from './market-empty.tsx';
import { MarketGrid } from './market-grid.tsx';
import { MarketHeader } from './market-header.tsx';
import { MarketProblem } from './market-problem.tsx';
import { RegionPills } from './region-pills.tsx';

/** `/market?state={slug}&region={slug}`: a state's businesses, filtered by region (docs/product.md §12.3). */
export function MarketPage() {
  const i18n = useI18n();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const asked = marketPlace(params);
  const view = params.get('view') === 'map' ? 'map' : 'list';
  const stateSlug = asked?.state ?? '';
  const regionSlug = asked?.region ?? null;
  const validSlug = asked !== null;
  // Both start at once: the first cards do not wait for the state's regions.
  const geo = useRegions(stateSlug, validSlug);
  const market = useMarket(stateSlug, regionSlug, asked?.cursor ?? null, validSlug);
  const state = geo.data?.state;
  const region = regionSlug ? geo.data?.regions.find((r) => r.slug === regionSlug) : undefined;
  useDocumentTitle(marketMeta(state ? (region?.name ?? state.name) : undefined, i18n).title);

  if (!validSlug || (geo.error instanceof ApiError && geo.error.status === 404)) {
    return <MarketProblem kind="unknown-state" />;
  }
  if (state && !state.isLive) return <MarketProblem kind="not-live" stateName={state.name} />;
  if (geo.data && regionSlug && !region) {
    return <MarketProblem kind="unknown-region" stateName={geo.data.state.name} stateSlug={stateSlug} />;
  }
  const here = `/market?${params}`;
  if (geo.isError) return <MarketProblem kind="error" retryHref={here} />;

  const items = market.data?.items ?? [];
  const place = region?.name ?? state?.name ?? '';
  return (
    <>
      <MarketHeader
        stateName={state?.name}
        regionName={region?.name}
        eventsHref={paths.events(stateSlug, region?.slug)}
      />
      <div className="mx-auto max-w-page px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        {geo.data && state ? (
          <Island
            name="region-pills"
            component={RegionPills}
            props={{
              stateSlug,
              stateName: state.name,
              regions: geo.data.regions.map(({ slug, name }) => ({ slug, name })),
              selected: regionSlug,
              view,
            }}
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            {[32, 24, 28, 20].map((w) => (
              <Skeleton key={w} className="h-10 rounded-pill" style={{ width: `${w * 0.25}rem` }} />
            ))}
          </div>
        )}
        {state ? (
          <div className="mt-6">
            <NewHereAlert
              place={{ state: stateSlug, ...(region ? { region: region.slug } : {}) }}
              where={i18n._('in {place}', { place: region ? `${region.name}, ${state.name}` : state.name })}
            />
          </div>
        ) : null}
        <div className="mt-6 flex justify-end">
          <ViewToggle
            view={view}
            listHref={paths.market(stateSlug, regionSlug ?? undefined)}
            mapHref={`${paths.market(stateSlug, regionSlug ?? undefined)}&view=map`}
          />
        </div>
        <div className="mt-6">
          {view === 'map' && !market.isError ? (
            <MapView
              items={items}
              kind={BUSINESS_MAP}
              more={Boolean(market.data?.nextCursor)}
              bbox={null}
              // The market has no area of its own: searching an area is a search of this state (or region).
              onSearchArea={(bbox) =>
                navigate(
                  `/search?${new URLSearchParams({ state: stateSlug, ...(regionSlug ? { region: regionSlug } : {}), bbox, view: 'map' })}`,
                )
              }
            />
          ) : null}
          {market.isPending || !geo.data ? (
            <div aria-busy="true">
              <p role="status" className="mb-6 text-sm font-semibold text-ink-muted">
                {i18n._('Loading...')}
              </p>
              <BusinessGridSkeleton />
            </div>
          ) : market.isError ? (
            <MarketProblem kind="error" inline retryHref={here} />
          ) : items.length === 0 ? (
            <MarketEmpty place={place} />
          ) : (
            <Island
              key={`${stateSlug}/${regionSlug}/${asked?.cursor}`}
              name="market-grid"
              component={MarketGrid}
              props={{
                state: stateSlug,
                region: regionSlug,
                items,
                nextCursor: market.data?.nextCursor ?? null,
              }}
            />
          )}
        </div>
      </div>
    </>
  );
}
