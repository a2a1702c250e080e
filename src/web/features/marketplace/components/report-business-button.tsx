import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

// The dialog (its form, radio cards and the dialog primitive) loads only when someone wants to
// report: the business page's first JavaScript stays small (docs/product.md §20).
const loadDialog = () => import('./report-business-dialog.tsx');
const ReportBusinessDialog = lazy(() => loadDialog().then((m) => ({ default: m.ReportBusinessDialog })));

/** "Report this business" under a public business page; works signed in or not. */
export function ReportBusinessButton({ businessId, name }: { businessId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="link"
        className="text-sm text-ink-muted decoration-ink-muted/40 hover:text-ink"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Flag aria-hidden="true" />
        Report this business
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <ReportBusinessDialog open={open} onOpenChange={setOpen} businessId={businessId} name={name} />
        </Suspense>
      ) : null}
    </>
  );
}
