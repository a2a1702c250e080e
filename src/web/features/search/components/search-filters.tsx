import type { SearchFacets } from '#shared/types/search.ts';
import { useApplySearch } from '../lib/apply-search.ts';
import { FilterPanel } from './filter-panel.tsx';

export interface SearchFiltersProps {
  /** The search's address (canonical: without its page). */
  search: string;
  /** Unknown when the search failed. */
  facets?: SearchFacets;
  /** The chosen values' names (chosenLabels). */
  labels: Record<string, string>;
}

/**
 * The filters beside the results (from 1024 px): each choice runs the search at once. An island
 * (docs/decisions/041): the app's router runs it where the app runs, a page load where it does not.
 */
export function SearchFilters({ search, facets, labels }: SearchFiltersProps) {
  const apply = useApplySearch();
  return (
    <FilterPanel
      params={new URLSearchParams(search)}
      facets={facets}
      labels={labels}
      onApply={apply}
      idPrefix="side"
    />
  );
}
