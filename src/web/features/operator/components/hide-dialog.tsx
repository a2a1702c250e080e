import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { ChoiceField } from '../../../components/ui/choice-field.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import type { HideFields, HideReasons } from '../lib/hide-reasons.ts';

export interface HideDialogProps<I extends HideFields> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  pending: boolean;
  /** The reasons offered for this kind of item (a business's are not a note's). */
  reasons: HideReasons<I>;
  onHide: (input: I) => void;
  /** What hiding does, when it is not a business that is hidden (in the page's language). */
  description?: string;
  submitLabel?: string;
}

/** Hide an item: a reason from its kind's list (a business's owner reads it) and an optional note. */
export function HideDialog<I extends HideFields>({
  open,
  onOpenChange,
  name,
  pending,
  reasons,
  onHide,
  description,
  submitLabel,
}: HideDialogProps<I>) {
  const i18n = useI18n();
  const form = useForm<HideFields, unknown, I>({
    resolver: zodResolver(reasons.schema),
    defaultValues: { note: '' } as DefaultValues<HideFields>,
  });
  const { errors } = form.formState;
  const message = (error?: { message?: string }) => (error?.message ? i18n._(error.message) : undefined);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={i18n._('Hide {name}?', { name })}
        description={
          description ??
          i18n._(
            'It leaves every public page at once. Its owner is emailed the reason and your note, and can ask once for a review.',
          )
        }
      >
        <form noValidate onSubmit={form.handleSubmit(onHide)} className="space-y-5">
          <ChoiceField
            legend={i18n._('Reason')}
            options={reasons.options.map((o) => ({ slug: o.slug, label: i18n._(o.label) }))}
            field={form.register('reason')}
            error={message(errors.reason)}
          />
          <Field
            label={i18n._('Note to the owner')}
            hint={i18n._('Optional. Up to 1,000 characters.')}
            error={message(errors.note)}
          >
            <Textarea rows={3} maxLength={1000} {...form.register('note')} />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost">{i18n._('Cancel')}</Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={pending} loadingText={i18n._('Hiding…')}>
              {submitLabel ?? i18n._('Hide business')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
