import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import type { SearchFacets } from '#shared/types/search.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { filterCount } from '../lib/search-params.ts';
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
        <FilterPanel key={formKey} params={params} facets={facets} onApply={onApply} idPrefix="sheet" />
        <Button className="sticky bottom-0 mt-4 w-full" onClick={() => setOpen(false)}>
          {total === undefined ? 'Show results' : `Show ${total} ${total === 1 ? 'result' : 'results'}`}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
