import { useState } from 'react';
import { STEP_MSG } from '#shared/schemas/steps/messages.ts';
import { AcceptTermsBox } from '../../../../components/legal/accept-terms-box.tsx';
import { TermsLinks } from '../../../../components/legal/terms-links.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { useI18n } from '../../../../lib/i18n.tsx';

export interface TermsDialogProps {
  open: boolean;
  name: string;
  publishing: boolean;
  onAccept: () => void;
  onClose: () => void;
}

const _link = 'font-semibold text-primary underline underline-offset-4';

/** Accepting the Terms and Privacy Notice before a first publish (docs/product.md §7, rule P4). */
export function TermsDialog({ open, name, publishing, onAccept, onClose }: TermsDialogProps) {
  const i18n = useI18n();
  const [accepted, setAccepted] = useState(false);
  const close = () => {
    setAccepted(false);
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent title={i18n._('Publish {name}', { name })}>
        <FormAlert>{i18n._(STEP_MSG.termsRequired)}</FormAlert>
        <p className="mt-4 text-sm text-ink-soft">
          {i18n._('Read')} <TermsLinks />.
        </p>
        <AcceptTermsBox
          checked={accepted}
          onChange={setAccepted}
          className="border border-line font-semibold"
        >
          {i18n._('I accept the Terms and Conditions and Privacy Notice')}
        </AcceptTermsBox>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={close}>
            {i18n._('Cancel')}
          </Button>
          <Button
            disabled={!accepted}
            loading={publishing}
            loadingText={i18n._('Publishing…')}
            onClick={onAccept}
          >
            {i18n._('Publish')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
