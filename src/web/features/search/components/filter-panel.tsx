import { type FormEvent, useState } from 'react';
import { localizedPath } from '#shared/i18n/locale.ts';
import { SEARCH_MSG } from '#shared/search/search-messages.ts';
import type { SearchFacets } from '#shared/types/search.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
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
  /**
   * Names of the chosen values, by `{filter}:{value}` (chosenLabels): one that matches nothing now
   * is not among the counts, and the catalogues stay out of the islands' code.
   */
  labels: Readonly<Record<string, string>>;
  /** Runs the search with these filters (a new entry in the history). */
  onApply: (params: URLSearchParams) => void;
  /** Runs the search near the browser's location (by default, as any other choice). */
  onLocated?: (params: URLSearchParams) => void;
  idPrefix: string;
  /** The form's id, for a button outside it (the sheet's "Show {n} results"). */
  id?: string;
  /** The sheet has its own buttons ("Show N results", "Clear all"): no "Apply filters" there. */
  inSheet?: boolean;
}

const ZIP_FORMAT = /^\d{5}$/;

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
/** The filters chosen by checkboxes, in the order the panel shows them. */
const CHECKLISTS = [
  { legend: /*i18n*/ 'Category', name: 'category' },
  { legend: /*i18n*/ 'Who runs it', name: 'identity' },
  { legend: /*i18n*/ 'How they work', name: 'ethos' },
  { legend: /*i18n*/ 'Offerings', name: 'offering' },
] as const;

/**
 * Every filter as a real form control (a GET form to /search, so it works before the script does);
 * with the script, a choice applies at once and typed values on Enter or when the field is left.
 */
export function FilterPanel({
  params,
  facets = EMPTY,
  labels,
  onApply,
  onLocated = onApply,
  idPrefix,
  id,
  inSheet,
}: FilterPanelProps) {
  const i18n = useI18n();
  // A ZIP code that is not one says so beside its field, once, and is not searched for.
  const [zipError, setZipError] = useState<string | null>(null);
  const formParams = (form: HTMLFormElement) =>
    canonicalSearch(new URLSearchParams(new FormData(form) as unknown as Record<string, string>));
  const applyForm = (form: HTMLFormElement | null) => {
    if (!form) return;
    const zip = String(new FormData(form).get('zip') ?? '').trim();
    if (zip && !ZIP_FORMAT.test(zip)) return setZipError(SEARCH_MSG.zip);
    setZipError(null);
    onApply(formParams(form));
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.type === 'checkbox' || target.type === 'radio' || target.tagName === 'SELECT')
      applyForm(event.currentTarget);
    // The ZIP applies like a checkbox: as soon as it is a whole ZIP code.
    if (target.name === 'zip') {
      if (ZIP_FORMAT.test(target.value.trim()) && target.value.trim() !== (params.get('zip') ?? ''))
        applyForm(event.currentTarget);
      else if (zipError && (target.value === '' || ZIP_FORMAT.test(target.value))) setZipError(null);
    }
  };
  const onBlur = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.tagName === 'INPUT' && target.type !== 'checkbox' && target.type !== 'radio')
      if (target.value.trim() !== (params.get(target.name) ?? '')) applyForm(event.currentTarget);
  };
  const state = params.get('state') ?? '';
  const select = (name: 'state' | 'region' | 'structure', label: string, any: string, hideLabel = false) => (
    <FacetSelect
      id={`${idPrefix}-${name}`}
      label={label}
      name={name}
      any={any}
      value={params.get(name) ?? ''}
      options={facets[name]}
      hideLabel={hideLabel}
    />
  );
  const type = params.get('type') ?? '';
  return (
    <form
      id={id}
      method="get"
      action={localizedPath('/search', i18n.locale)}
      aria-label={i18n._('Filters')}
      // The fields' own messages, not the browser's tooltips beside them.
      noValidate
      className="space-y-5"
      onChange={onChange}
      onBlur={onBlur}
      // Enter in a typed field applies, with or without an Apply button (the sheet has none).
      onKeyDown={(event) => {
        const target = event.target as HTMLInputElement;
        if (event.key !== 'Enter' || target.tagName !== 'INPUT' || target.type === 'checkbox') return;
        event.preventDefault();
        applyForm(event.currentTarget);
      }}
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
        error={zipError}
        onLocated={(zip) => onLocated(withValue(params, 'zip', zip))}
      />
      <FilterFieldset legend={i18n._('Hours')}>
        <OnOffFilter name="open" label={i18n._('Open now')} params={params} />
      </FilterFieldset>
      <FilterFieldset legend={i18n._('Neighbours')}>
        <OnOffFilter name="recommended" label={i18n._('Recommended')} params={params} />
      </FilterFieldset>
      <FilterFieldset legend={i18n._('Where')}>
        <div className="space-y-2">
          {select('state', i18n._('State'), i18n._('All live states'))}
          {state ? select('region', i18n._('Region'), i18n._('Every region')) : null}
        </div>
      </FilterFieldset>
      <TypeChoice value={type} options={facets.type} />
      {CHECKLISTS.map((list) => (
        <FacetChecklist
          key={list.name}
          legend={i18n._(list.legend)}
          name={list.name}
          options={facets[list.name]}
          selected={params.getAll(list.name)}
          labelOf={(value) => labels[`${list.name}:${value}`] ?? value}
        />
      ))}
      <FilterFieldset legend={i18n._('Structure')}>
        {select('structure', i18n._('Structure'), i18n._('Any structure'), true)}
      </FilterFieldset>
      {type !== 'shop' ? (
        <RateFields min={params.get('rateMin') ?? ''} max={params.get('rateMax') ?? ''} idPrefix={idPrefix} />
      ) : null}
      {inSheet ? null : (
        <Button type="submit" variant="secondary" className="w-full">
          {i18n._('Apply filters')}
        </Button>
      )}
    </form>
  );
}

/** A filter that is on or off (`name=1` in the address). */
function OnOffFilter({ name, label, params }: { name: string; label: string; params: URLSearchParams }) {
  return (
    <label className="flex min-h-9 cursor-pointer items-center gap-3 text-[0.95rem] text-ink-soft">
      <input
        type="checkbox"
        name={name}
        value="1"
        defaultChecked={params.get(name) === '1'}
        className="size-4.5 accent-primary"
      />
      {label}
    </label>
  );
}
