import { EyeOff } from 'lucide-react';
import type { Standing } from '#shared/display/standing.ts';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { withTags } from '../../../lib/with-tags.tsx';

// The owner's own unpublished page says which kind of unpublished it is (docs/product.md §4.4 B3).
const WORD: Record<Exclude<Standing, 'live'>, string> = {
  draft: /*i18n*/ 'Not published yet',
  hidden_by_owner: /*i18n*/ 'Hidden',
  hidden_by_team: /*i18n*/ 'Hidden by the marketplace team',
  paused: /*i18n*/ 'Paused with its state',
};

/** Shown to an owner looking at their own unpublished page. */
export function DraftNotice({ businessId, standing }: { businessId: string; standing: Standing | null }) {
  const i18n = useI18n();
  const word = standing && standing !== 'live' ? WORD[standing] : WORD.draft;
  return (
    <p
      role="note"
      className="mb-4 inline-flex flex-wrap items-center justify-center gap-x-2 gap-y-1 rounded-xl bg-honey/25 px-4 py-2.5 text-sm font-medium text-ink ring-1 ring-honey/60 ring-inset"
    >
      <EyeOff aria-hidden="true" className="size-4 text-clay-strong" />
      <span>
        {withTags(i18n._('<0>{status}</0> — only you can see this page.', { status: i18n._(word) }), {
          0: (chunk) => <strong>{chunk}</strong>,
        })}
      </span>
      <AppLink
        to={paths.businessDashboard(businessId)}
        className="font-semibold text-primary underline underline-offset-4"
      >
        {i18n._('Manage business')}
      </AppLink>
    </p>
  );
}
