import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';

// The dialog (its form, radio cards and the dialog primitive) loads only when someone wants to
// report: the business page's first JavaScript stays small (docs/product.md §20).
const loadDialog = () => import('./report-business-dialog.tsx');
const ReportBusinessDialog = lazy(() => loadDialog().then((m) => ({ default: m.ReportBusinessDialog })));

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
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        asChild
        variant="link"
        className="text-sm text-ink-muted decoration-ink-muted/40 hover:text-ink"
      >
        <a
          href={paths.businessReport(username)}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={(event) => {
            event.preventDefault();
            setWanted(true);
            setOpen(true);
          }}
        >
          <Flag aria-hidden="true" />
          Report this business
        </a>
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <ReportBusinessDialog open={open} onOpenChange={setOpen} businessId={businessId} name={name} />
        </Suspense>
      ) : null}
    </>
  );
}
