// "List" / "Map": two links, so the choice lives in the address (view=map) and works before the
// page's script has loaded; the current one is marked for screen readers.

import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { AppLink } from '../ui/app-link.tsx';

export function ViewToggle({
  view,
  listHref,
  mapHref,
}: {
  view: 'list' | 'map';
  listHref: string;
  mapHref: string;
}) {
  const i18n = useI18n();
  const item = (name: 'list' | 'map', href: string, label: string) => (
    <AppLink
      to={href}
      aria-current={view === name ? 'page' : undefined}
      preventScrollReset
      className={cn(
        'inline-flex h-9 items-center rounded-pill px-4 text-sm font-semibold transition',
        view === name ? 'bg-primary text-cream shadow-soft' : 'text-ink hover:bg-cream-deep',
      )}
    >
      {label}
    </AppLink>
  );
  return (
    <nav
      aria-label={i18n._('Show results as')}
      className="inline-flex gap-1 rounded-pill border border-line bg-paper p-1"
    >
      {item('list', listHref, i18n._('List'))}
      {item('map', mapHref, i18n._('Map'))}
    </nav>
  );
}
