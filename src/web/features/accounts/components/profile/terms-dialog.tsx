import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { paths } from '../../../../config/paths.ts';

export interface TermsDialogProps {
  open: boolean;
  /** The server's refusal ('Please accept the terms and conditions to continue'). */
  message: string;
  name: string;
  publishing: boolean;
  onAccept: () => void;
  onClose: () => void;
}

const link = 'font-semibold text-primary underline underline-offset-4';

/** Accepting the Terms and Privacy Notice before a first publish (docs/product.md §7, rule P4). */
export function TermsDialog({ open, message, name, publishing, onAccept, onClose }: TermsDialogProps) {
  const [accepted, setAccepted] = useState(false);
  const checkboxId = useId();
  const close = () => {
    setAccepted(false);
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent title={`Publish ${name}`}>
        <FormAlert tone="warning">{message}</FormAlert>
        <p className="mt-4 text-sm text-ink-soft">
          Read the{' '}
          <Link to={paths.terms} target="_blank" className={link}>
            Terms and Conditions
          </Link>{' '}
          and the{' '}
          <Link to={paths.privacy} target="_blank" className={link}>
            Privacy Notice
          </Link>{' '}
          (open in a new tab).
        </p>
        <div className="mt-4 flex items-start gap-3 rounded-lg border border-line bg-cream/60 p-4">
          <input
            id={checkboxId}
            type="checkbox"
            checked={accepted}
            onChange={(e) => setAccepted(e.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-primary"
          />
          <label htmlFor={checkboxId} className="text-sm font-semibold text-ink">
            I accept the Terms and Conditions and Privacy Notice
          </label>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button disabled={!accepted} loading={publishing} loadingText="Publishing…" onClick={onAccept}>
            Publish
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
