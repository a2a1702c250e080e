import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button.tsx';

/** A settings form's submit button ("Saving…" while it runs) and its Cancel, plus anything beside them. */
export function SaveOrCancel({
  label,
  pending,
  onCancel,
  large = false,
  className,
  children,
}: {
  label: string;
  pending: boolean;
  onCancel: () => void;
  /** The page's own form (large, Cancel outlined) rather than a small form opened in place. */
  large?: boolean;
  className: string;
  children?: ReactNode;
}) {
  const size = large ? 'lg' : 'sm';
  return (
    <div className={className}>
      <Button type="submit" size={size} loading={pending} loadingText="Saving…">
        {label}
      </Button>
      <Button variant={large ? 'secondary' : 'ghost'} size={size} onClick={onCancel}>
        Cancel
      </Button>
      {children}
    </div>
  );
}
