// How the search's islands run a new search. Where the app runs, the search page provides the
// router's way (the page follows without a load); an island on a page the app does not run on
// (docs/decisions/041) has no provider, and opens the new search's page.
import { createContext, useContext } from 'react';
import { searchHref } from './search-params.ts';

export const ApplySearchContext = createContext<((next: URLSearchParams) => void) | null>(null);

export function useApplySearch(): (next: URLSearchParams) => void {
  return useContext(ApplySearchContext) ?? ((next) => location.assign(searchHref(next)));
}
