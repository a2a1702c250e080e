import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { HIDE_REASONS } from '#shared/catalogues/moderation.ts';
import { type HideInput, hideSchema } from '#shared/schemas/moderation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ChoiceField } from '../../../components/ui/choice-field.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';

export interface HideDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  pending: boolean;
  onHide: (input: HideInput) => void;
  /** What hiding does, when it is not a business that is hidden. */
  description?: string;
  submitLabel?: string;
}

/** Hide a business: a reason from the list (its owner reads it) and an optional note. */
export function HideDialog({
  open,
  onOpenChange,
  name,
  pending,
  onHide,
  description = 'It leaves every public page at once. Its owner is emailed the reason and your note, and can ask once for a review.',
  submitLabel = 'Hide business',
}: HideDialogProps) {
  const form = useForm<HideInput>({ resolver: zodResolver(hideSchema), defaultValues: { note: '' } });
  const { errors } = form.formState;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Hide ${name}?`} description={description}>
        <form noValidate onSubmit={form.handleSubmit(onHide)} className="space-y-5">
          <ChoiceField
            legend="Reason"
            options={HIDE_REASONS}
            field={form.register('reason')}
            error={errors.reason?.message}
          />
          <Field
            label="Note to the owner"
            hint="Optional. Up to 1,000 characters."
            error={errors.note?.message}
          >
            <Textarea rows={3} maxLength={1000} {...form.register('note')} />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={pending} loadingText="Hiding…">
              {submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
