import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import type { SearchFacets } from '#shared/types/search.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { filterCount } from '../lib/search-params.ts';

/** Only the words stay: every filter goes. */
const withoutFilters = (params: URLSearchParams) => {
  const q = params.get('q');
  return new URLSearchParams(q ? { q } : {});
};

import { FilterPanel } from './filter-panel.tsx';

export interface FilterSheetProps {
  /** Resets the form when the address changes (the sheet stays open). */
  formKey: string;
  params: URLSearchParams;
  facets: SearchFacets | undefined;
  total: number | undefined;
  onApply: (params: URLSearchParams) => void;
}

/** On phones the filters open in a sheet over the results; each choice applies as it is made. */
export function FilterSheet({ formKey, params, facets, total, onApply }: FilterSheetProps) {
  const [open, setOpen] = useState(false);
  const count = filterCount(params);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" className="lg:hidden">
          <SlidersHorizontal aria-hidden="true" />
          Filters{count ? ` (${count})` : ''}
        </Button>
      </DialogTrigger>
      <DialogContent title="Filters" placement="sheet">
        <FilterPanel
          key={formKey}
          params={params}
          facets={facets}
          onApply={onApply}
          idPrefix="sheet"
          inSheet
        />
        {/* One primary action; each choice has already applied. */}
        <div className="sticky -bottom-6 -mx-6 mt-4 -mb-6 flex gap-3 border-t border-line/70 bg-paper px-6 pt-3 pb-6">
          <Button
            variant="secondary"
            className="shrink-0"
            disabled={count === 0}
            onClick={() => onApply(withoutFilters(params))}
          >
            Clear all
          </Button>
          <Button className="flex-1" onClick={() => setOpen(false)}>
            {total === undefined ? 'Show results' : `Show ${total} ${total === 1 ? 'result' : 'results'}`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
