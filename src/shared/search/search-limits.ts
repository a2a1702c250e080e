// The search's limits and choices, without the schema (the nav's search field is on every page and
// must not bring the validation library or the catalogues with it).
export const SEARCH_PAGE_SIZE = 12;
export const QUERY_MAX = 100;
export const RADIUS_MILES = [5, 10, 25, 50] as const;
export type RadiusMiles = (typeof RADIUS_MILES)[number];
/** Near a ZIP code without a radius means within this many miles. */
export const RADIUS_MAX_MILES = 50;

/** The list filters, in the order the page shows them. */
export const LIST_FILTERS = ['category', 'offering', 'identity', 'ethos'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];
