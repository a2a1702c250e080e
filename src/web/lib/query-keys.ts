// The prefixes of the query keys more than one feature reads or invalidates, one per resource
// (docs/decisions/024-one-data-layer-convention.md): the first element names what is cached, so
// invalidating a prefix reaches that resource and no other, and a server-rendered page's cache
// (dehydrated by key) meets the same keys in the browser. A key only its own feature uses is
// declared in that operation's file (api/get-x.ts); src/web/app/query-keys.test.ts checks that no
// two resources share a prefix.
export const queryKeys = {
  // The visitor and the app
  session: ['session'] as const,
  publicConfig: ['public-config'] as const,
  /** GET /api/me: the person's profile. */
  me: ['me'] as const,
  /** GET /api/me/businesses: profile, dashboard tiles and the wizard read it. */
  myBusinesses: ['my-businesses'] as const,
  /** GET /api/me/favorites: the dashboard grid reads it, the favourite toggle invalidates it. */
  myFavorites: ['my-favorites'] as const,
  /** GET /api/me/updates (paged). */
  updates: ['updates'] as const,
  /** GET /api/me/updates/unseen: the nav's count; marking seen writes it. */
  unseenUpdates: ['unseen-updates'] as const,
  /** GET /api/me/alerts: the dashboard lists them; "Tell me about new businesses here" adds one. */
  myAlerts: ['my-alerts'] as const,

  // Places
  /** GET /api/states. */
  states: ['states'] as const,
  /** GET /api/states/:slug/regions, then the state: the market's pills and the dashboard's browse button. */
  regions: ['regions'] as const,

  // Public pages
  recentBusinesses: ['recent-businesses'] as const,
  /** GET /api/market, then its state, region and first page (get-market.ts). */
  market: ['market'] as const,
  /** GET /api/search, then its address and first page (get-search.ts). */
  search: ['search'] as const,
  /** GET /api/events, by the page's address (get-events.ts). */
  events: ['events'] as const,
  /**
   * GET /api/businesses/by-username/:username: the public page, then its username and viewer
   * (get-business-by-username.ts). The server reads the shown business from this prefix.
   */
  businessPage: ['business'] as const,

  // An owner's business
  /** GET /api/businesses/:id, then the id: the wizard's summary and overview, every business dashboard page. */
  ownerBusiness: ['owner-business'] as const,
  /** GET /api/businesses/:id/steps/:step, then the id and the step (get-step.ts). */
  businessStep: ['business-step'] as const,

  /** GET /api/admin/me: the console's gate and the nav's "Admin" link. */
  operatorMe: ['operator-me'] as const,
};
