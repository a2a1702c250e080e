import { X } from 'lucide-react';
import { findCategory } from '#shared/catalogues/categories.ts';
import { findOffering } from '#shared/catalogues/offerings.ts';
import { findStructure } from '#shared/catalogues/structures.ts';
import { findTag } from '#shared/catalogues/tags.ts';
import type { SearchFacets } from '#shared/types/search.ts';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { type SearchKey, searchHref, toggled } from '../lib/search-params.ts';

interface Chip {
  key: SearchKey;
  value: string;
  label: string;
}

/** The filters in use, each as a chip that removes it (also how an empty result widens the search). */
export function activeChips(params: URLSearchParams, facets?: SearchFacets): Chip[] {
  const facetLabel = (list: keyof SearchFacets, value: string) =>
    facets?.[list].find((f) => f.value === value)?.label ?? value;
  const name = (find: (v: string) => { name: string } | undefined) => (v: string) => find(v)?.name ?? v;
  const labels: Partial<Record<SearchKey, (v: string) => string>> = {
    state: (v) => facetLabel('state', v),
    region: (v) => facetLabel('region', v),
    type: (v) => (v === 'shop' ? 'Shops' : 'Services'),
    category: name(findCategory),
    offering: name(findOffering),
    structure: name(findStructure),
    identity: name(findTag),
    ethos: name(findTag),
    rateMin: (v) => `From $${v}`,
    rateMax: (v) => `Up to $${v}`,
    zip: (v) => `Near ${v}`,
    radius: (v) => `Within ${v} mi`,
    open: () => 'Open now',
    recommended: () => 'Recommended',
    bbox: () => 'In the map area',
  };
  return (Object.keys(labels) as SearchKey[]).flatMap((key) =>
    params.getAll(key).map((value) => ({ key, value, label: labels[key]?.(value) ?? value })),
  );
}

/** The chosen values' names by `{filter}:{value}`, handed to the filter forms (filter-panel.tsx). */
export function chosenLabels(params: URLSearchParams, facets?: SearchFacets): Record<string, string> {
  return Object.fromEntries(
    activeChips(params, facets).map((chip) => [`${chip.key}:${chip.value}`, chip.label]),
  );
}

export function ActiveFilters({ params, facets }: { params: URLSearchParams; facets?: SearchFacets }) {
  const chips = activeChips(params, facets);
  if (!chips.length) return null;
  return (
    <ul aria-label="Filters in use" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={`${chip.key}:${chip.value}`}>
          <AppLink
            to={searchHref(toggled(params, chip.key, chip.value), params.get('view'))}
            className="inline-flex h-9 items-center gap-1.5 rounded-pill border border-primary/30 bg-primary-soft pr-2.5 pl-3.5 text-sm font-semibold text-primary hover:border-primary"
          >
            {chip.label}
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">(remove)</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
