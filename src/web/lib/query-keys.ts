// Query keys that more than one feature reads or invalidates.
export const sharedKeys = {
  /** GET /api/me/favorites: the dashboard grid reads it, the favourite toggle invalidates it. */
  myFavorites: ['me', 'favorites'] as const,
  /** GET /api/me/businesses: profile, dashboard and the wizard read it. */
  myBusinesses: ['me', 'businesses'] as const,
};
