// The search's address is its state: every filter lives in the query string (shareable, and the
// back button undoes a filter). These read and change it; the page never keeps a second copy.
import { LIST_FILTERS, type ListFilter } from '#shared/search/search-limits.ts';

/** Every key the search page reads, in the order its address writes them. */
export const SEARCH_KEYS = [
  'q',
  'state',
  'region',
  'type',
  'category',
  'offering',
  'structure',
  'identity',
  'ethos',
  'rateMin',
  'rateMax',
  'zip',
  'radius',
  'open',
  'recommended',
  'bbox',
] as const;
export type SearchKey = (typeof SEARCH_KEYS)[number];

/** The search without its page: the same results' first page (and the query's cache key). */
export function canonicalSearch(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of SEARCH_KEYS)
    for (const value of params.getAll(key)) if (value.trim() !== '') out.append(key, value.trim());
  // The filter form always sends a radius; it means something only with a ZIP code.
  if (!out.has('zip')) out.delete('radius');
  return out;
}

export const isListFilter = (key: string): key is ListFilter =>
  (LIST_FILTERS as readonly string[]).includes(key);

/** `params` with one value of a filter added or removed (a single-value filter is replaced). */
export function toggled(params: URLSearchParams, key: SearchKey, value: string): URLSearchParams {
  const out = canonicalSearch(params);
  const current = out.getAll(key);
  out.delete(key);
  const next = isListFilter(key)
    ? current.includes(value)
      ? current.filter((v) => v !== value)
      : [...current, value]
    : current.includes(value)
      ? []
      : [value];
  for (const v of next) out.append(key, v);
  // A region belongs to its state; a radius needs a ZIP code.
  if (key === 'state') out.delete('region');
  if (key === 'zip' && !out.get('zip')) out.delete('radius');
  return out;
}

/** `params` with a filter set to `value` (or removed when empty). */
export function withValue(params: URLSearchParams, key: SearchKey, value: string | null): URLSearchParams {
  const out = canonicalSearch(params);
  out.delete(key);
  if (value) out.set(key, value);
  if (key === 'state') out.delete('region');
  if (key === 'zip' && !value) out.delete('radius');
  return out;
}

/** How many filters are on (the words are not a filter; nor is a field the form sent empty). */
export function filterCount(params: URLSearchParams): number {
  const search = canonicalSearch(params);
  return SEARCH_KEYS.filter((k) => k !== 'q' && k !== 'radius').reduce(
    (n, k) => n + search.getAll(k).length,
    0,
  );
}

/**
 * The search's address; `view=map` (the map instead of the list) is not part of the search but is
 * kept while filters change, so choosing a filter on the map stays on the map.
 */
export const searchHref = (params: URLSearchParams, view: string | null = null) => {
  const query = canonicalSearch(params);
  if (view === 'map') query.set('view', 'map');
  const text = query.toString();
  return text ? `/search?${text}` : '/search';
};
