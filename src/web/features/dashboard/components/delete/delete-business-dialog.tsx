import { useState } from 'react';
import { ConfirmDeleteButton } from '../../../../components/confirm-delete-button.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { TypedConfirmationInput } from '../../../../components/ui/typed-confirmation-input.tsx';
import { useI18n } from '../../../../lib/i18n.tsx';
import { withTags } from '../../../../lib/with-tags.tsx';

export interface DeleteBusinessDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  /** What to type to confirm: the business username, else its name, else DELETE. */
  phrase: string;
  deleting: boolean;
  onConfirm: (typed: string) => void;
}

/** The modal asking for the confirmation phrase; Confirm Delete only on an exact match (docs/product.md §14.2). */
export function DeleteBusinessDialog({
  open,
  onOpenChange,
  name,
  phrase,
  deleting,
  onConfirm,
}: DeleteBusinessDialogProps) {
  const i18n = useI18n();
  const [typed, setTyped] = useState('');
  const matches = typed === phrase;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={i18n._('Delete {name}?', { name })}
        description={i18n._(
          "This permanently removes the business profile, its photos and pricing, and takes it out of every shopper's favorites. It can't be undone.",
        )}
        hideClose
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (matches) onConfirm(typed);
          }}
        >
          <Field
            label={withTags(i18n._('Type <0>{phrase}</0> to confirm', { phrase }), {
              0: (chunk) => (
                <span className="rounded bg-cream-deep px-1.5 py-0.5 font-mono text-[0.9em] break-all">
                  {chunk}
                </span>
              ),
            })}
          >
            <TypedConfirmationInput value={typed} onChange={setTyped} />
          </Field>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost">{i18n._('Cancel')}</Button>
            </DialogClose>
            <ConfirmDeleteButton matches={matches} pending={deleting} />
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
