/**
 * The handle of a page under a session (owner pages, otherwise drawn in the browser) that the
 * server draws for its visitor: its loader reads all it shows (docs/decisions/036).
 */
export const DRAWN_ON_SERVER = { drawnOnServer: true } as const;

/**
 * The handle of a public page whose server HTML is all a visitor without a session needs: the
 * browser hydrates only its islands and never runs the app there (docs/decisions/041-islands.md).
 */
export const ISLANDS_PAGE: IslandsHandle = { islands: () => true };

export interface IslandsHandle {
  /** Whether the page at this address is islands (a map view still needs the app). */
  islands: (search: URLSearchParams) => boolean;
}

/** The market and a search: islands as a list; the map view runs the app (MapLibre's map is its). */
export const ISLANDS_AS_A_LIST: IslandsHandle = { islands: (search) => search.get('view') !== 'map' };
