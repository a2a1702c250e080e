import { lazy, type ReactNode } from 'react';

// The dialog (its form, radio cards and the dialog primitive) loads only when someone comes near a
// report link: the business page's first JavaScript stays small (docs/product.md §20).
const loadDialog = () => import('./report-business-dialog.tsx');

/** The report dialog, fetched on first use (render it inside a Suspense). */
export const ReportDialog = lazy(() => loadDialog().then((m) => ({ default: m.ReportBusinessDialog })));

/**
 * A "Report …" link: the report page (`/business/:username/report`, `?post=` or `?note=`) before or
 * without the script, the dialog once it runs. A click with a modifier key still opens the page.
 */
export function ReportLink({
  href,
  onOpen,
  className,
  children,
}: {
  href: string;
  onOpen: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={className}
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </a>
  );
}
