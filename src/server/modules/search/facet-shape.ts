// A search's facet counts as the page shows them: each value with its catalogue label, most first,
// flagged when estimated from a sample (index/index-counts.ts); a value no catalogue knows is left out.
import { findCategory } from '#shared/catalogues/categories.ts';
import { findOffering } from '#shared/catalogues/offerings.ts';
import { findStructure } from '#shared/catalogues/structures.ts';
import { findTag } from '#shared/catalogues/tags.ts';
import type { FacetCount, SearchFacets } from '#shared/types/search.ts';
import type { Tallied } from './index/index-counts.ts';
import type { FacetKind } from './index/search-index.ts';

export interface Labels {
  state: (name: string) => { value: string; label: string } | undefined;
  region: (name: string) => { value: string; label: string } | undefined;
}

export function shapeFacets(rows: readonly Tallied[], withRegions: boolean, labels: Labels): SearchFacets {
  const of = (kind: FacetKind, label: (v: string) => { value: string; label: string } | undefined) =>
    rows
      .filter((r) => r.kind === kind && r.count > 0)
      .flatMap((r): FacetCount[] => {
        const named = label(kind === 'region' ? r.value.slice(r.value.indexOf('|') + 1) : r.value);
        if (!named) return [];
        return [r.estimated ? { ...named, count: r.count, estimated: true } : { ...named, count: r.count }];
      })
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const slugLabel = (find: (slug: string) => { name: string } | undefined) => (v: string) => {
    const entry = find(v);
    return entry ? { value: v, label: entry.name } : undefined;
  };
  const tags = (group: 'identity' | 'ethos') => (v: string) => {
    const tag = findTag(v);
    return tag && tag.group === group ? { value: tag.slug, label: tag.name } : undefined;
  };
  const facets: SearchFacets = {
    state: of('state', labels.state),
    region: withRegions ? of('region', labels.region) : [],
    type: of('type', (v) => ({ value: v, label: v === 'shop' ? 'Shops' : 'Services' })),
    category: of('category', slugLabel(findCategory)),
    offering: of('offering', slugLabel(findOffering)),
    structure: of('structure', slugLabel(findStructure)),
    identity: of('tag', tags('identity')),
    ethos: of('tag', tags('ethos')),
  };
  return facets satisfies Record<string, FacetCount[]>;
}
