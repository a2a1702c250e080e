/** What a market URL asks for (`?state=…&region=…&cursor=…`), or null when the state is malformed. */
export interface MarketPlace {
  state: string;
  region: string | null;
  /** Where the page starts: a later page a crawler or a browser without script reached by link. */
  cursor: string | null;
}

export function marketPlace(search: URLSearchParams): MarketPlace | null {
  const state = (search.get('state') ?? '').trim().toLowerCase();
  if (!/^[a-z-]{2,40}$/.test(state)) return null;
  const cursor = search.get('cursor');
  return {
    state,
    region: search.get('region')?.trim().toLowerCase() || null,
    cursor: cursor && cursor.length <= 400 ? cursor : null,
  };
}
