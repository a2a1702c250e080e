import { zodResolver } from '@hookform/resolvers/zod';
import { useFetcher } from 'react-router';
import { REPORT_REASONS } from '#shared/catalogues/moderation.ts';
import { type ReportInput, reportSchema } from '#shared/schemas/moderation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ChoiceField } from '../../../components/ui/choice-field.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { paths } from '../../../config/paths.ts';
import type { FormReply } from '../../../lib/form-action.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { usePostForm } from '../../../lib/use-post-form.ts';

export interface ReportBusinessDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  businessId: string;
  /** The business's username: the report page, whose action sends the report. */
  username: string;
  name: string;
  /** Set to report one of the business's posts instead of the business. */
  post?: { id: string; title: string };
  /**
   * Set to report a neighbour's recommendation note: its label ("Ana’s note"), and its writer's
   * name, which lets a language say the note its own way inside a sentence.
   */
  note?: { id: string; label: string; name?: string };
}

/**
 * A reason and optional details; then a thank-you. The owner never learns who reported. The form
 * posts to the report page's action (report-action.ts) through a fetcher: the same path as the page
 * without the script (docs/decisions/038), the visitor staying where they are.
 */
export function ReportBusinessDialog({
  open,
  onOpenChange,
  businessId,
  username,
  name,
  post,
  note,
}: ReportBusinessDialogProps) {
  const i18n = useI18n();
  const fetcher = useFetcher<FormReply>();
  const sent = fetcher.data?.code === 'sent';
  const subject = note ? note.label : post ? `“${post.title}”` : name;
  const noteBy = note?.name;
  const action = paths.businessReport(username, note ? { note: note.id } : post ? { post: post.id } : {});
  const form = usePostForm<ReportInput>(
    fetcher.data,
    { resolver: zodResolver(reportSchema), defaultValues: { details: '' }, mode: 'onSubmit' },
    { via: (posted) => fetcher.submit(posted, { method: 'post', action }) },
  );
  const { errors, isSubmitting } = form.formState;
  const close = (next: boolean) => {
    onOpenChange(next);
    // Closed after a thank-you: the next report starts from a fresh form.
    if (!next && sent) {
      fetcher.reset();
      form.reset();
    }
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      {sent ? (
        <DialogContent
          title={i18n._('Thank you for telling us')}
          description={
            noteBy
              ? i18n._(
                  'The marketplace team will look at {name}’s note. Its owner won’t see who reported it.',
                  {
                    name: noteBy,
                  },
                )
              : i18n._('The marketplace team will look at {subject}. Its owner won’t see who reported it.', {
                  subject,
                })
          }
          hideClose
        >
          <div className="flex justify-end">
            <DialogClose asChild>
              <Button>{i18n._('Close')}</Button>
            </DialogClose>
          </div>
        </DialogContent>
      ) : (
        <DialogContent
          title={
            note
              ? i18n._('Report this note')
              : post
                ? i18n._('Report this post')
                : i18n._('Report this business')
          }
          description={
            noteBy
              ? i18n._('What is wrong with {name}’s note? The marketplace team reads every report.', {
                  name: noteBy,
                })
              : i18n._('What is wrong with {subject}? The marketplace team reads every report.', { subject })
          }
        >
          <form noValidate method="post" action={action} onSubmit={form.onSubmit} className="space-y-5">
            <input type="hidden" name="businessId" value={businessId} />
            <ChoiceField
              legend={i18n._('Reason')}
              options={REPORT_REASONS.map((o) => ({ slug: o.slug, label: i18n._(o.label) }))}
              field={form.register('reason')}
              error={errors.reason?.message}
            />
            <Field
              label={i18n._('Details')}
              hint={i18n._('Optional. Up to 1,000 characters.')}
              error={errors.details?.message}
            >
              <Textarea rows={3} maxLength={1000} {...form.register('details')} />
            </Field>
            {fetcher.data?.message ? (
              <FormAlert tone="error" assertive>
                {i18n._(fetcher.data.message)}
              </FormAlert>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="ghost">{i18n._('Cancel')}</Button>
              </DialogClose>
              <Button type="submit" loading={isSubmitting} loadingText={i18n._('Sending…')}>
                {i18n._('Send report')}
              </Button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
