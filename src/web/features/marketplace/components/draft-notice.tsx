import { EyeOff } from 'lucide-react';
import type { Standing } from '#shared/display/standing.ts';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { paths } from '../../../config/paths.ts';

// The owner's own unpublished page says which kind of unpublished it is (docs/product.md §4.4 B3).
const WORD: Record<Exclude<Standing, 'live'>, string> = {
  draft: 'Not published yet',
  hidden_by_owner: 'Hidden',
  hidden_by_team: 'Hidden by the marketplace team',
  paused: 'Paused with its state',
};

/** Shown to an owner looking at their own unpublished page. */
export function DraftNotice({ businessId, standing }: { businessId: string; standing: Standing | null }) {
  const word = standing && standing !== 'live' ? WORD[standing] : WORD.draft;
  return (
    <p
      role="note"
      className="mb-4 inline-flex flex-wrap items-center justify-center gap-x-2 gap-y-1 rounded-xl bg-honey/25 px-4 py-2.5 text-sm font-medium text-ink ring-1 ring-honey/60 ring-inset"
    >
      <EyeOff aria-hidden="true" className="size-4 text-clay-strong" />
      <span>
        <strong>{word}</strong> — only you can see this page.
      </span>
      <AppLink
        to={paths.businessDashboard(businessId)}
        className="font-semibold text-primary underline underline-offset-4"
      >
        Manage business
      </AppLink>
    </p>
  );
}
