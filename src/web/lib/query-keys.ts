// Every query key of the app, one prefix per resource (docs/decisions/024-one-data-layer-convention.md):
// the first element names what is cached, so invalidating a prefix reaches that resource and no
// other, and a server-rendered page's cache (dehydrated by key) meets the same keys in the browser.
// Each operation file (api/get-x.ts) builds its query options from these.
import type { QueryClient } from '@tanstack/react-query';

export const queryKeys = {
  // The visitor and the app
  session: ['session'] as const,
  publicConfig: ['public-config'] as const,
  /** GET /api/me: the person's profile. */
  me: ['me'] as const,
  /** GET /api/me/sessions: the person's signed-in devices. */
  myDevices: ['my-devices'] as const,
  /** GET /api/me/businesses: profile, dashboard tiles and the wizard read it. */
  myBusinesses: ['my-businesses'] as const,
  /** GET /api/me/favorites: the dashboard grid reads it, the favourite toggle invalidates it. */
  myFavorites: ['my-favorites'] as const,
  /** GET /api/me/updates (paged). */
  updates: ['updates'] as const,
  /** GET /api/me/updates/unseen: the nav's count; marking seen writes it. */
  unseenUpdates: ['unseen-updates'] as const,
  /** GET /api/me/digest. */
  digest: ['digest'] as const,

  // Places
  /** GET /api/states. */
  states: ['states'] as const,
  /** GET /api/states/:slug/regions: the market's pills and the dashboard's browse button. */
  regions: (stateSlug: string) => ['regions', stateSlug] as const,
  /** GET /api/zips/:zip. */
  zip: (zip: string) => ['zip', zip] as const,

  // Public pages
  recentBusinesses: ['recent-businesses'] as const,
  market: {
    all: ['market'] as const,
    page: (state: string, region: string | null, start: string | null) =>
      ['market', state, region ?? 'all', start ?? 'first'] as const,
  },
  search: {
    all: ['search'] as const,
    page: (search: string, start: string | null) => ['search', search, start ?? 'first'] as const,
  },
  /**
   * GET /api/businesses/by-username/:username: the public page, keyed by viewer too (favourited,
   * owned). The server reads the shown business from this prefix (entry-server.tsx).
   */
  businessPage: {
    all: ['business'] as const,
    one: (username: string, viewerId: string | null) =>
      ['business', username.toLowerCase(), viewerId ?? 'anonymous'] as const,
  },
  /** GET /api/businesses/by-username/:username/posts. */
  businessPosts: (username: string) => ['business-posts', username.toLowerCase()] as const,

  // An owner's business
  /** GET /api/businesses/:id: the wizard's summary and overview and every business dashboard page. */
  ownerBusiness: (businessId: string) => ['owner-business', businessId] as const,
  /** GET /api/businesses/:id/steps/:step; without the step, all of one business's steps. */
  businessStep: (businessId: string, step?: number) =>
    step === undefined
      ? (['business-step', businessId] as const)
      : (['business-step', businessId, step] as const),
  businessInsights: (businessId: string) => ['business-insights', businessId] as const,
  ownerPosts: (businessId: string) => ['owner-posts', businessId] as const,

  // The operator console
  /** GET /api/admin/me: the console's gate and the nav's "Admin" link. */
  operatorMe: ['operator-me'] as const,
  adminStates: ['admin-states'] as const,
  adminState: {
    all: ['admin-state'] as const,
    one: (slug: string) => ['admin-state', slug] as const,
  },
  adminReports: {
    all: ['admin-reports'] as const,
    status: (status: 'open' | 'hidden') => ['admin-reports', status] as const,
  },
  adminPostReports: {
    all: ['admin-post-reports'] as const,
    status: (status: 'open' | 'hidden') => ['admin-post-reports', status] as const,
  },
  adminAudit: {
    all: ['admin-audit'] as const,
    filtered: (filters: object) => ['admin-audit', filters] as const,
  },
};

/**
 * Everything that shows a business's own fields beside the owner's view: its public page, the
 * lists that hold its card, the owner's list and the wizard's saved steps.
 */
const businessViews = (businessId: string) => [
  queryKeys.ownerBusiness(businessId),
  queryKeys.businessStep(businessId),
  queryKeys.myBusinesses,
  queryKeys.myFavorites,
  queryKeys.businessPage.all,
  queryKeys.recentBusinesses,
  queryKeys.market.all,
  queryKeys.search.all,
  queryKeys.updates,
];

/**
 * After an owner changes a business (a step, its hours, publishing): every view of it is stale.
 * Marked only: each is read again when next shown.
 */
export function markBusinessViewsStale(client: QueryClient, businessId: string) {
  return Promise.all(
    businessViews(businessId).map((queryKey) => client.invalidateQueries({ queryKey, refetchType: 'none' })),
  );
}

/**
 * After a business is deleted: the lists that held it are read again; its own queries are left
 * for `forgetBusiness` to drop once the page showing it has gone.
 */
export function refreshBusinessLists(client: QueryClient) {
  return Promise.all(
    [
      queryKeys.myBusinesses,
      queryKeys.myFavorites,
      queryKeys.businessPage.all,
      queryKeys.recentBusinesses,
      queryKeys.market.all,
      queryKeys.search.all,
      queryKeys.updates,
      queryKeys.unseenUpdates,
    ].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}
