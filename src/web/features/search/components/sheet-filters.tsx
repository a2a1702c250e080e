import { type MouseEvent, useState } from 'react';
import { localizedPath } from '#shared/i18n/locale.ts';
import type { SearchFacets } from '#shared/types/search.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { getSearchPage } from '../api/search-page.ts';
import { useApplySearch } from '../lib/apply-search.ts';
import { canonicalSearch, filterCount } from '../lib/search-params.ts';
import { useFormResetKey } from '../lib/use-form-reset-key.ts';
import { FilterPanel } from './filter-panel.tsx';

export interface SheetFiltersProps {
  /** The search's address (canonical: without its page). */
  search: string;
  /** Unknown when the search failed. */
  facets?: SearchFacets;
  total?: number;
  /** The chosen values' names (chosenLabels). */
  labels: Record<string, string>;
}

/** Only the words stay: every filter goes. */
const withoutFilters = (params: URLSearchParams) => {
  const q = params.get('q');
  return new URLSearchParams(q ? { q } : {});
};

const FORM_ID = 'sheet-filters';

/** Every counted value's name by `{filter}:{value}`. */
const namesOf = (facets: SearchFacets | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(facets ?? {}).flatMap(([name, list]) => list.map((f) => [`${name}:${f.value}`, f.label])),
  );

/** The counts with the names the sheet already has: the page's language (the API's are English). */
const named = (facets: SearchFacets, names: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(facets).map(([name, list]) => [
      name,
      list.map((f) => ({ ...f, label: names[`${name}:${f.value}`] ?? f.label })),
    ]),
  ) as SearchFacets;

/**
 * The filters in the phone's sheet, over the results. Each choice redraws the sheet's counts and
 * its "Show {n} results" at once (the search is asked, the page stays); the button runs it. Without
 * script the button submits the form. An island (docs/decisions/041).
 */
export function SheetFilters({ search, facets, total, labels }: SheetFiltersProps) {
  const i18n = useI18n();
  const apply = useApplySearch();
  // The names it was given are in the page's language: they stay, for later counts too.
  const [draft, setDraft] = useState({ search, facets, total, labels: { ...namesOf(facets), ...labels } });
  // A choice the form made keeps the form; "Clear all" or "Use my location" redraws it.
  const forms = useFormResetKey(draft.search);
  const params = new URLSearchParams(draft.search);
  const choose = (next: URLSearchParams, fromForm = true) => {
    const asked = canonicalSearch(next).toString();
    if (fromForm) forms.fromForm(asked);
    setDraft((d) => ({ ...d, search: asked, total: undefined }));
    getSearchPage(new URLSearchParams(asked), null)
      .then((page) =>
        setDraft((d) => {
          if (d.search !== asked) return d;
          // A value chosen from these counts may match nothing after the next choice: keep its name.
          const names = { ...namesOf(page.facets), ...d.labels };
          return { search: asked, facets: named(page.facets, names), total: page.total, labels: names };
        }),
      )
      // The count stays unknown ("Show results"); the search itself will say what went wrong.
      .catch(() => undefined);
  };
  const show = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const form = document.getElementById(FORM_ID) as HTMLFormElement;
    const asked = canonicalSearch(
      new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
    );
    event.currentTarget.closest('dialog')?.close();
    apply(asked);
  };
  return (
    <>
      <FilterPanel
        key={forms.formKey}
        id={FORM_ID}
        params={params}
        facets={draft.facets}
        labels={draft.labels}
        onApply={choose}
        onLocated={(next) => choose(next, false)}
        idPrefix="sheet"
        inSheet
      />
      {/* One primary action; each choice has already counted. */}
      <div className="sticky -bottom-6 -mx-6 mt-4 -mb-6 flex gap-3 border-t border-line/70 bg-paper px-6 pt-3 pb-6">
        {/* Without script, a search of the words alone. */}
        <form method="get" action={localizedPath('/search', i18n.locale)} className="shrink-0">
          {params.get('q') ? <input type="hidden" name="q" value={params.get('q') ?? ''} /> : null}
          <Button
            type="submit"
            variant="secondary"
            disabled={filterCount(params) === 0}
            onClick={(event) => {
              event.preventDefault();
              choose(withoutFilters(params), false);
            }}
          >
            {i18n._('Clear all')}
          </Button>
        </form>
        <Button type="submit" form={FORM_ID} className="flex-1" onClick={show}>
          {draft.total === undefined
            ? i18n._('Show results')
            : draft.total === 1
              ? i18n._('Show {count} result', { count: draft.total })
              : i18n._('Show {count} results', { count: draft.total })}
        </Button>
      </div>
    </>
  );
}
