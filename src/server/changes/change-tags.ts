// The tags a cached entry carries, and the tags a change drops (ADR 034). An entry is dropped when a
// change names one of its tags: a business's page by its id and username, a market page by its place,
// search's first pages by any business change, the states by a launch or a pause.
import type { Change } from './change.ts';

export const tags = {
  /** What shows one business: its page, its JSON, its posts and notes. */
  business: (id: string) => `business:${id}`,
  /** What is looked up by a business's username (its page; an unknown name's answer too). */
  page: (username: string) => `page:${username.toLowerCase()}`,
  /** A market page of a state, or of one of its regions. */
  place: (state: string, region?: string | null) => (region ? `place:${state}/${region}` : `place:${state}`),
  /** Anything of one state: a bulk change there drops it (a region's market, a business's page). */
  inState: (state: string) => `in:${state}`,
  /** Reads of a business known only by its id (posts, notes): a bulk change drops them all. */
  anyBusiness: 'business:*',
  search: 'search',
  sitemap: 'sitemap',
  states: 'states',
} as const;

/** The tags `change` drops, or 'all'. */
export function droppedBy(change: Change): string[] | 'all' {
  switch (change.kind) {
    case 'everything':
      return 'all';
    case 'states':
      return [tags.states, tags.sitemap];
    case 'bulk':
      return [
        tags.search,
        tags.sitemap,
        tags.anyBusiness,
        ...change.states.flatMap((s) => [tags.place(s), tags.inState(s)]),
      ];
    case 'businesses': {
      const dropped = new Set<string>([tags.search, tags.sitemap]);
      for (const b of change.businesses) {
        dropped.add(tags.business(b.id));
        if (b.username) dropped.add(tags.page(b.username));
        if (b.state) {
          dropped.add(tags.place(b.state));
          if (b.region) dropped.add(tags.place(b.state, b.region));
        }
      }
      return [...dropped];
    }
  }
}
