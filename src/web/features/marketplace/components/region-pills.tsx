import { useEffect, useRef } from 'react';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import type { RegionRow } from '../api/get-regions.ts';

export interface RegionPillsProps {
  stateSlug: string;
  stateName: string;
  regions: readonly Pick<RegionRow, 'slug' | 'name'>[];
  /** The chosen region's slug, or null for the whole state. */
  selected: string | null;
  /** On the map, a region stays on the map. */
  view?: 'list' | 'map';
}

const pill =
  'inline-flex h-10 items-center rounded-pill border px-4 text-sm font-semibold whitespace-nowrap transition-colors';
const idle = 'border-line bg-paper text-ink-soft hover:border-primary/40 hover:text-primary';
const active = 'border-primary bg-primary text-cream shadow-soft';

/**
 * 'All of {State}' plus each region; the choice lives in the URL (?region=) so Back and reload work.
 * An island on the market's list (docs/decisions/041): links, and on phones the chosen one scrolled
 * into view.
 */
export function RegionPills({ stateSlug, stateName, regions, selected, view = 'list' }: RegionPillsProps) {
  const i18n = useI18n();
  const items = [{ slug: null, name: i18n._('All of {state}', { state: stateName }) }, ...regions];
  const list = useRef<HTMLUListElement>(null);
  // On phones the pills scroll sideways: keep the chosen one in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-centre whenever the choice changes
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const strip = list.current;
    if (!current || !strip || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
  }, [selected]);
  return (
    <nav aria-label={i18n._('Regions')}>
      <ul
        ref={list}
        className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
      >
        {items.map((item) => {
          const current = item.slug === selected;
          return (
            <li key={item.slug ?? 'all'}>
              <AppLink
                to={`${paths.market(stateSlug, item.slug ?? undefined)}${view === 'map' ? '&view=map' : ''}`}
                aria-current={current ? 'page' : undefined}
                preventScrollReset
                className={cn(pill, current ? active : idle)}
              >
                {item.name}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
