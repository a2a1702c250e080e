import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useI18n } from '../../../../lib/i18n.tsx';

/** A settings form's submit button ("Saving…" while it runs) and its Cancel, plus anything beside them. */
export function SaveOrCancel({
  label,
  pending,
  onCancel,
  large = false,
  className,
  children,
}: {
  /** Translated. */
  label: string;
  pending: boolean;
  onCancel: () => void;
  /** The page's own form (large, Cancel outlined) rather than a small form opened in place. */
  large?: boolean;
  className: string;
  children?: ReactNode;
}) {
  const i18n = useI18n();
  const size = large ? 'lg' : 'sm';
  return (
    <div className={className}>
      <Button type="submit" size={size} loading={pending} loadingText={i18n._('Saving…')}>
        {label}
      </Button>
      <Button variant={large ? 'secondary' : 'ghost'} size={size} onClick={onCancel}>
        {i18n._('Cancel')}
      </Button>
      {children}
    </div>
  );
}
