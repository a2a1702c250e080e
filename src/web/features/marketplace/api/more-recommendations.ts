// The notes after the page the server drew, for a visitor without a session: "Show more notes" is an
// island there (docs/decisions/041), which pages on without the query cache.
import { api } from '../../../lib/api.ts';
import { useMorePages } from '../../../lib/use-more-pages.ts';

export const getRecommendationsPage = (username: string, cursor: string) =>
  api('GET /api/businesses/by-username/:username/recommendations', {
    params: { username },
    query: { cursor },
  });

export const useMoreRecommendations = (username: string, nextCursor: string | null) =>
  useMorePages(nextCursor, (cursor) => getRecommendationsPage(username, cursor));
