import { Flag } from 'lucide-react';
import { Suspense, useState } from 'react';
import { localizedPath } from '#shared/i18n/locale.ts';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { ReportDialog, ReportLink } from './report-link.tsx';

export interface ReportBusinessButtonProps {
  businessId: string;
  name: string;
  username: string;
}

/**
 * "Report this business" under a public business page; works signed in or not. A link to the
 * report page, which the script turns into the dialog: before it runs (or without it) the page opens.
 */
export function ReportBusinessButton({ businessId, name, username }: ReportBusinessButtonProps) {
  const i18n = useI18n();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        asChild
        variant="link"
        className="text-sm text-ink-muted decoration-ink-muted/40 hover:text-ink"
      >
        <ReportLink
          href={localizedPath(paths.businessReport(username), i18n.locale)}
          onOpen={() => {
            setWanted(true);
            setOpen(true);
          }}
        >
          <Flag aria-hidden="true" />
          {i18n._('Report this business')}
        </ReportLink>
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <ReportDialog
            open={open}
            onOpenChange={setOpen}
            businessId={businessId}
            username={username}
            name={name}
          />
        </Suspense>
      ) : null}
    </>
  );
}
