import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { FieldError } from '../../../../components/ui/field-error.tsx';
import { Input } from '../../../../components/ui/input.tsx';

export const MISSING_INFO = 'Missing business info; cannot delete.';

export interface DeleteBusinessDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  /** The business username to type; null when the draft has none (it cannot be deleted). */
  username: string | null;
  deleting: boolean;
  onConfirm: (typed: string) => void;
}

/** The modal asking for the business username; Confirm Delete only on an exact match (spec §5). */
export function DeleteBusinessDialog({
  open,
  onOpenChange,
  name,
  username,
  deleting,
  onConfirm,
}: DeleteBusinessDialogProps) {
  const [typed, setTyped] = useState('');
  const matches = username !== null && typed === username;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Delete ${name}?`}
        description="This permanently removes the business profile, its photos and pricing, and takes it out of every shopper's favorites. It can't be undone."
        hideClose
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (matches) onConfirm(typed);
          }}
        >
          {username === null ? (
            <FieldError message={MISSING_INFO} className="rounded-lg bg-danger-soft p-3" />
          ) : (
            <Field
              label={
                <>
                  Type{' '}
                  <span className="rounded bg-cream-deep px-1.5 py-0.5 font-mono text-[0.9em]">
                    {username}
                  </span>{' '}
                  to confirm
                </>
              }
            >
              <Input
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
              />
            </Field>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
            <Button
              type="submit"
              variant="danger"
              disabled={!matches}
              loading={deleting}
              loadingText="Deleting…"
            >
              <Trash2 aria-hidden="true" />
              Confirm Delete
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
