import { SlidersHorizontal } from 'lucide-react';
import type { SearchFacets } from '#shared/types/search.ts';
import { Button } from '../../../components/ui/button.tsx';
import { HtmlDialog } from '../../../components/ui/html-dialog.tsx';
import { Island } from '../../../islands/island.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { canonicalSearch, filterCount } from '../lib/search-params.ts';
import { SheetFilters } from './sheet-filters.tsx';

export interface FilterSheetProps {
  /** Redraws the sheet's form when the address changes other than by it. */
  formKey: string;
  params: URLSearchParams;
  /** Unknown when the search failed. */
  facets?: SearchFacets;
  total?: number;
  /** The chosen values' names (chosenLabels). */
  labels: Record<string, string>;
}

const SHEET_ID = 'filters';

/**
 * On phones the filters open in a sheet over the results ("Filters (n)"). The sheet is HTML's own
 * dialog, so it opens before and without script; its form is an island.
 */
export function FilterSheet({ formKey, params, facets, total, labels }: FilterSheetProps) {
  const i18n = useI18n();
  const count = filterCount(params);
  return (
    <>
      <Button variant="secondary" size="sm" className="lg:hidden" command="show-modal" commandfor={SHEET_ID}>
        <SlidersHorizontal aria-hidden="true" />
        {count ? i18n._('Filters ({count})', { count }) : i18n._('Filters')}
      </Button>
      <HtmlDialog id={SHEET_ID} title={i18n._('Filters')}>
        <Island
          key={formKey}
          name="sheet-filters"
          component={SheetFilters}
          props={{ search: canonicalSearch(params).toString(), facets, total, labels }}
        />
      </HtmlDialog>
    </>
  );
}
