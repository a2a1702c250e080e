import { ChevronRight, Store } from 'lucide-react';
import { Link } from 'react-router';
import type { MyBusiness } from '../../../../api/get-my-businesses.ts';
import { paths } from '../../../../config/paths.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { fullName, tileName } from '../../lib/tile-name.ts';
import { StatusBadge } from './status-badge.tsx';

/** A shortcut to one business's dashboard: logo or initial, the name cut at 12 characters, status. */
export function BusinessTile({ business }: { business: MyBusiness }) {
  const i18n = useI18n();
  const name = fullName(business.businessName, i18n);
  const initial = business.businessName?.trim().charAt(0).toUpperCase();
  return (
    <Link
      to={paths.businessDashboard(business.businessId)}
      className="group flex h-full items-center gap-4 rounded-xl border border-line/70 bg-paper p-4 shadow-soft transition duration-200 ease-out hover:-translate-y-0.5 hover:shadow-lift"
    >
      <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-[radial-gradient(circle_at_30%_25%,var(--color-clay-soft),var(--color-cream-deep))] font-display text-2xl font-semibold text-clay-strong">
        {business.imageUrl ? (
          <img src={business.imageUrl} alt="" width={64} height={64} className="size-full object-cover" />
        ) : initial ? (
          <span aria-hidden="true">{initial}</span>
        ) : (
          <Store aria-hidden="true" className="size-7" />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span
          aria-hidden="true"
          title={name}
          className="block truncate font-display text-lg font-semibold text-ink group-hover:text-primary"
        >
          {tileName(business.businessName, i18n)}
        </span>
        <span className="sr-only">{name}</span>
        <span className="mt-1.5 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <StatusBadge live={business.isPublished} hiddenLabel={i18n._('Draft')} />
          {business.businessCity ? <span className="truncate">{business.businessCity}</span> : null}
        </span>
      </span>
      <ChevronRight
        aria-hidden="true"
        className="size-5 shrink-0 text-ink-muted transition-transform group-hover:translate-x-0.5 group-hover:text-primary"
      />
    </Link>
  );
}
