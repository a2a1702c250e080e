import { X } from 'lucide-react';
import { findCategory } from '#shared/catalogues/categories.ts';
import { findOffering } from '#shared/catalogues/offerings.ts';
import { findStructure } from '#shared/catalogues/structures.ts';
import { findTag } from '#shared/catalogues/tags.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import type { SearchFacets } from '#shared/types/search.ts';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { type SearchKey, searchHref, toggled } from '../lib/search-params.ts';

interface Chip {
  key: SearchKey;
  value: string;
  label: string;
}

/** The filters in use, each as a chip that removes it (also how an empty result widens the search). */
export function activeChips(
  params: URLSearchParams,
  facets: SearchFacets | undefined,
  i18n: Translator,
): Chip[] {
  const facetLabel = (list: keyof SearchFacets, value: string) =>
    facets?.[list].find((f) => f.value === value)?.label ?? value;
  // A catalogue's name is a message (its English name); a value it does not know is shown as written.
  const name = (find: (v: string) => { name: string } | undefined) => (v: string) => {
    const found = find(v)?.name;
    return found ? i18n._(found) : v;
  };
  const labels: Partial<Record<SearchKey, (v: string) => string>> = {
    state: (v) => facetLabel('state', v),
    region: (v) => facetLabel('region', v),
    type: (v) => (v === 'shop' ? i18n._('Shops') : i18n._('Services')),
    category: name(findCategory),
    offering: name(findOffering),
    structure: name(findStructure),
    identity: name(findTag),
    ethos: name(findTag),
    rateMin: (v) => i18n._('From {amount}', { amount: `$${v}` }),
    rateMax: (v) => i18n._('Up to {amount}', { amount: `$${v}` }),
    zip: (v) => i18n._('Near {place}', { place: v }),
    radius: (v) => i18n._('Within {miles} mi', { miles: v }),
    open: () => i18n._('Open now'),
    recommended: () => i18n._('Recommended'),
    bbox: () => i18n._('In the map area'),
  };
  return (Object.keys(labels) as SearchKey[]).flatMap((key) =>
    params.getAll(key).map((value) => ({ key, value, label: labels[key]?.(value) ?? value })),
  );
}

/**
 * The chosen values' names by `{filter}:{value}`, in the page's language, handed to the filter
 * forms (filter-panel.tsx): the islands draw them as given.
 */
export function chosenLabels(
  params: URLSearchParams,
  facets: SearchFacets | undefined,
  i18n: Translator,
): Record<string, string> {
  return Object.fromEntries(
    activeChips(params, facets, i18n).map((chip) => [`${chip.key}:${chip.value}`, chip.label]),
  );
}

/** Kinds of value whose names are the catalogues' (states and regions are places' own names). */
const CATALOGUED = ['type', 'category', 'offering', 'structure', 'identity', 'ethos'] as const;

/**
 * The counts with their catalogue names in the page's language: the filter islands draw them as
 * given, so the catalogues' Spanish stays out of their code (docs/decisions/042-languages.md).
 */
export function translatedFacets(
  facets: SearchFacets | undefined,
  i18n: Translator,
): SearchFacets | undefined {
  if (!facets || i18n.locale === 'en') return facets;
  const out = { ...facets };
  for (const kind of CATALOGUED) out[kind] = facets[kind].map((f) => ({ ...f, label: i18n._(f.label) }));
  return out;
}

export function ActiveFilters({ params, facets }: { params: URLSearchParams; facets?: SearchFacets }) {
  const i18n = useI18n();
  const chips = activeChips(params, facets, i18n);
  if (!chips.length) return null;
  return (
    <ul aria-label={i18n._('Filters in use')} className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={`${chip.key}:${chip.value}`}>
          <AppLink
            to={searchHref(toggled(params, chip.key, chip.value), params.get('view'))}
            className="inline-flex h-9 items-center gap-1.5 rounded-pill border border-primary/30 bg-primary-soft pr-2.5 pl-3.5 text-sm font-semibold text-primary hover:border-primary"
          >
            {chip.label}
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">{i18n._('(remove)')}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
