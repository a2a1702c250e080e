import { EyeOff } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** Shown to an owner looking at their own unpublished page. */
export function DraftNotice({ businessId }: { businessId: string }) {
  return (
    <p
      role="note"
      className="mb-4 inline-flex flex-wrap items-center justify-center gap-x-2 gap-y-1 rounded-xl bg-honey/25 px-4 py-2.5 text-sm font-medium text-ink ring-1 ring-honey/60 ring-inset"
    >
      <EyeOff aria-hidden="true" className="size-4 text-clay-strong" />
      <span>
        <strong>Draft</strong> — only you can see this page.
      </span>
      <Link
        to={paths.businessDashboard(businessId)}
        className="font-semibold text-primary underline underline-offset-4"
      >
        Manage business
      </Link>
    </p>
  );
}
