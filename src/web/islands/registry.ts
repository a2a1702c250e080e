// The islands a server-drawn public page may hold, by name, each a chunk of its own that the
// browser loads only for a page that has one (docs/decisions/041-islands.md). An island's
// component uses neither the router nor the query cache: it is drawn from its props alone.
import type { ComponentType } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: each island takes its own props, checked where it is placed (island.tsx).
type IslandLoader = () => Promise<ComponentType<any>>;

export const ISLANDS = {
  share: () => import('../components/business/share-button.tsx').then((m) => m.ShareButton),
  'open-now': () => import('../components/business/opening-hours.tsx').then((m) => m.OpenNowLine),
  'profile-tabs': () =>
    import('../components/business/business-profile-tabs.tsx').then((m) => m.BusinessProfileTabs),
  'region-pills': () =>
    import('../features/marketplace/components/region-pills.tsx').then((m) => m.RegionPills),
  'more-notes': () => import('../features/marketplace/components/more-notes.tsx').then((m) => m.MoreNotes),
  'market-grid': () => import('../features/marketplace/components/market-grid.tsx').then((m) => m.MarketGrid),
  'search-filters': () =>
    import('../features/search/components/search-filters.tsx').then((m) => m.SearchFilters),
  'sheet-filters': () =>
    import('../features/search/components/sheet-filters.tsx').then((m) => m.SheetFilters),
  'search-grid': () => import('../features/search/components/search-grid.tsx').then((m) => m.SearchGrid),
} satisfies Record<string, IslandLoader>;

export type IslandName = keyof typeof ISLANDS;

export const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(ISLANDS, name);
