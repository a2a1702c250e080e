import { useState } from 'react';
import { ConfirmDeleteButton } from '../../../../components/confirm-delete-button.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { TypedConfirmationInput } from '../../../../components/ui/typed-confirmation-input.tsx';
import { useI18n } from '../../../../lib/i18n.tsx';
import { withTags } from '../../../../lib/with-tags.tsx';
import { useDeleteAccount } from '../../hooks/use-delete-account.ts';

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  username: string;
}

/** Type the username to confirm; Confirm Delete is enabled only on an exact match (docs/product.md §14.1). */
export function DeleteAccountDialog({ open, onOpenChange, username }: DeleteAccountDialogProps) {
  const i18n = useI18n();
  const [typed, setTyped] = useState('');
  const { remove, isPending } = useDeleteAccount();
  const matches = username !== '' && typed === username;
  const change = (next: boolean) => {
    if (isPending) return;
    if (!next) setTyped('');
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent
        title={i18n._('Confirm account deletion')}
        description={withTags(i18n._('Type your username <0>{username}</0> to confirm.', { username }), {
          0: (chunk) => <strong className="font-semibold text-ink">{chunk}</strong>,
        })}
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (matches) void remove(typed);
          }}
          className="space-y-6"
        >
          <Field label={i18n._('Username')}>
            <TypedConfirmationInput value={typed} onChange={setTyped} />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => change(false)} disabled={isPending}>
              {i18n._('Cancel')}
            </Button>
            <ConfirmDeleteButton matches={matches} pending={isPending} />
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
