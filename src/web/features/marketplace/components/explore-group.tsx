import { ArrowRight } from 'lucide-react';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import type { StateRow } from '../api/get-states.ts';

/**
 * One explore group: live states link to their market, the others are greyed out (docs/product.md §12.2).
 * `name` is the group's English name (its id and its message).
 */
export function ExploreGroup({ name, states }: { name: string; states: readonly StateRow[] }) {
  const i18n = useI18n();
  const id = `group-${name.toLowerCase()}`;
  return (
    <Card className="p-6">
      <h2 id={id} className="text-2xl font-semibold text-ink">
        {i18n._(name)}
      </h2>
      <ul aria-labelledby={id} className="mt-4 grid grid-cols-2 gap-2">
        {states.map((state) =>
          state.isLive ? (
            <li key={state.slug}>
              <AppLink
                to={paths.market(state.slug)}
                className="group flex items-center justify-between gap-1 rounded-md bg-primary-soft px-3 py-2 text-[0.95rem] font-semibold text-primary ring-1 ring-primary/15 transition ring-inset hover:bg-primary hover:text-cream"
              >
                {state.name}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 shrink-0 transition group-hover:translate-x-0.5"
                />
              </AppLink>
            </li>
          ) : (
            <li
              key={state.slug}
              data-live="false"
              className="flex items-center rounded-md border border-dashed border-line px-3 py-2 text-[0.95rem] text-ink-muted select-none"
            >
              {state.name}
              <span className="sr-only"> {i18n._('(coming soon)')}</span>
            </li>
          ),
        )}
      </ul>
    </Card>
  );
}
