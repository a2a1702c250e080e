import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { useI18n } from '../../../lib/i18n.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** What exactly will happen (who is emailed, what leaves the public pages). */
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  tone?: 'primary' | 'danger';
}

/** The console's confirmation before an action that others will notice (a launch, a pause, a restore). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const i18n = useI18n();
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent title={props.title} description={props.description} hideClose>
        {props.children}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost">{i18n._('Cancel')}</Button>
          </DialogClose>
          <Button
            variant={props.tone ?? 'primary'}
            onClick={props.onConfirm}
            loading={props.pending}
            loadingText={props.pendingLabel}
          >
            {props.confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
