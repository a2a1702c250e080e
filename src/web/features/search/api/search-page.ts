// GET /api/search, one page: free of the query cache, so the search page's islands (its grid, its
// sheet's count) can ask it on a page the app does not run on (docs/decisions/041).
import { type ApiTransport, api } from '../../../lib/api.ts';
import { useMorePages } from '../../../lib/use-more-pages.ts';

/**
 * The page's own address is handed on as it is (URLSearchParams): the server judges what the
 * shopper typed and answers a bad value with its field message.
 */
export const getSearchPage = (
  search: URLSearchParams,
  cursor: string | null,
  signal?: AbortSignal,
  transport?: ApiTransport,
) => {
  const query = new URLSearchParams(search);
  if (cursor) query.set('cursor', cursor);
  return api('GET /api/search', { query, signal, transport });
};

/** The results after the page the server drew: `fetchNextPage` adds the next page's. */
export const useMoreSearchPages = (search: string, nextCursor: string | null) =>
  useMorePages(nextCursor, (cursor) => getSearchPage(new URLSearchParams(search), cursor));
