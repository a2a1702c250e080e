// Search answers, inferred from the contract (src/shared/api/search.ts).
import type { z } from 'zod';
import type { facetCount, searchPage, searchResult } from '../api/search.ts';

export type SearchPage = z.infer<typeof searchPage>;
export type SearchResult = z.infer<typeof searchResult>;
export type FacetCount = z.infer<typeof facetCount>;
export type SearchFacets = SearchPage['facets'];
