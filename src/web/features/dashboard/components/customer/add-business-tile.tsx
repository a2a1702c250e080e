import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { useI18n } from '../../../../lib/i18n.tsx';

/** The Add Business tile (to /onboarding), shown while the owner has fewer than 3 businesses. */
export function AddBusinessTile() {
  const i18n = useI18n();
  return (
    <Link
      to={paths.onboarding()}
      className="group flex h-full min-h-24 items-center gap-4 rounded-xl border-2 border-dashed border-clay/45 bg-clay-soft/35 p-4 text-ink transition-colors hover:border-clay hover:bg-clay-soft/70"
    >
      <span className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-paper text-clay-strong shadow-soft transition-transform group-hover:scale-105">
        <Plus aria-hidden="true" className="size-7" />
      </span>
      <span>
        <span className="block font-display text-lg font-semibold">{i18n._('Add Business')}</span>
        <span className="mt-0.5 block text-sm text-ink-soft">
          {i18n._('Create a profile for your shop or service.')}
        </span>
      </span>
    </Link>
  );
}
