import type { FormEvent } from 'react';
import { findCategory } from '#shared/catalogues/categories.ts';
import { findOffering } from '#shared/catalogues/offerings.ts';
import { findTag } from '#shared/catalogues/tags.ts';
import type { SearchFacets } from '#shared/types/search.ts';
import { Button } from '../../../components/ui/button.tsx';
import { canonicalSearch, withValue } from '../lib/search-params.ts';
import { FacetChecklist } from './facet-checklist.tsx';
import { FacetSelect } from './facet-select.tsx';
import { FilterFieldset } from './filter-fieldset.tsx';
import { NearMeFields } from './near-me-fields.tsx';
import { RateFields } from './rate-fields.tsx';
import { TypeChoice } from './type-choice.tsx';

export interface FilterPanelProps {
  params: URLSearchParams;
  facets: SearchFacets | undefined;
  /** Runs the search with these filters (a new entry in the history). */
  onApply: (params: URLSearchParams) => void;
  idPrefix: string;
}

const EMPTY: SearchFacets = {
  state: [],
  region: [],
  type: [],
  category: [],
  offering: [],
  structure: [],
  identity: [],
  ethos: [],
};
const nameOf = (find: (slug: string) => { name: string } | undefined) => (slug: string) =>
  find(slug)?.name ?? slug;

/**
 * Every filter as a real form control (a GET form to /search, so it works before the script does);
 * with the script, a choice applies at once and typed values on Enter or when the field is left.
 */
export function FilterPanel({ params, facets = EMPTY, onApply, idPrefix }: FilterPanelProps) {
  const formParams = (form: HTMLFormElement) =>
    canonicalSearch(new URLSearchParams(new FormData(form) as unknown as Record<string, string>));
  const applyForm = (form: HTMLFormElement | null) => {
    if (form) onApply(formParams(form));
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.type === 'checkbox' || target.type === 'radio' || target.tagName === 'SELECT')
      applyForm(event.currentTarget);
  };
  const onBlur = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.tagName === 'INPUT' && target.type !== 'checkbox' && target.type !== 'radio')
      if (target.value.trim() !== (params.get(target.name) ?? '')) applyForm(event.currentTarget);
  };
  const state = params.get('state') ?? '';
  const type = params.get('type') ?? '';
  return (
    <form
      method="get"
      action="/search"
      aria-label="Filters"
      className="space-y-5"
      onChange={onChange}
      onBlur={onBlur}
      onSubmit={(event) => {
        event.preventDefault();
        applyForm(event.currentTarget);
      }}
    >
      {params.get('q') ? <input type="hidden" name="q" value={params.get('q') ?? ''} /> : null}
      <NearMeFields
        zip={params.get('zip') ?? ''}
        radius={params.get('radius') ?? ''}
        idPrefix={idPrefix}
        onLocated={(zip) => onApply(withValue(params, 'zip', zip))}
      />
      <FilterFieldset legend="Hours">
        <label className="flex min-h-9 cursor-pointer items-center gap-3 text-[0.95rem] text-ink-soft">
          <input
            type="checkbox"
            name="open"
            value="1"
            defaultChecked={params.get('open') === '1'}
            className="size-4.5 accent-primary"
          />
          Open now
        </label>
      </FilterFieldset>
      <FilterFieldset legend="Where">
        <div className="space-y-2">
          <FacetSelect
            id={`${idPrefix}-state`}
            label="State"
            name="state"
            any="All live states"
            value={state}
            options={facets.state}
          />
          {state ? (
            <FacetSelect
              id={`${idPrefix}-region`}
              label="Region"
              name="region"
              any="Every region"
              value={params.get('region') ?? ''}
              options={facets.region}
            />
          ) : null}
        </div>
      </FilterFieldset>
      <TypeChoice value={type} options={facets.type} />
      <FacetChecklist
        legend="Category"
        name="category"
        options={facets.category}
        selected={params.getAll('category')}
        labelOf={nameOf(findCategory)}
      />
      <FacetChecklist
        legend="Who runs it"
        name="identity"
        options={facets.identity}
        selected={params.getAll('identity')}
        labelOf={nameOf(findTag)}
      />
      <FacetChecklist
        legend="How they work"
        name="ethos"
        options={facets.ethos}
        selected={params.getAll('ethos')}
        labelOf={nameOf(findTag)}
      />
      <FacetChecklist
        legend="Offerings"
        name="offering"
        options={facets.offering}
        selected={params.getAll('offering')}
        labelOf={nameOf(findOffering)}
      />
      <FilterFieldset legend="Structure">
        <FacetSelect
          id={`${idPrefix}-structure`}
          label="Structure"
          name="structure"
          any="Any structure"
          value={params.get('structure') ?? ''}
          options={facets.structure}
          hideLabel
        />
      </FilterFieldset>
      {type !== 'shop' ? (
        <RateFields min={params.get('rateMin') ?? ''} max={params.get('rateMax') ?? ''} idPrefix={idPrefix} />
      ) : null}
      <Button type="submit" variant="secondary" className="w-full">
        Apply filters
      </Button>
    </form>
  );
}
