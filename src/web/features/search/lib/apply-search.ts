// How the search's islands run a new search. Where the app runs, the search page provides the
// router's way (the page follows without a load); an island on a page the app does not run on
// (docs/decisions/041) has no provider, and opens the new search's page (in the page's language).
import { createContext, useContext } from 'react';
import { localizedPath } from '#shared/i18n/locale.ts';
import { useLocale } from '../../../lib/i18n.tsx';
import { searchHref } from './search-params.ts';

export const ApplySearchContext = createContext<((next: URLSearchParams) => void) | null>(null);

export function useApplySearch(): (next: URLSearchParams) => void {
  const locale = useLocale();
  return (
    useContext(ApplySearchContext) ?? ((next) => location.assign(localizedPath(searchHref(next), locale)))
  );
}
