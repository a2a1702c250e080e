import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { REPORT_REASONS } from '#shared/catalogues/moderation.ts';
import { type ReportInput, reportSchema } from '#shared/schemas/moderation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ChoiceField } from '../../../components/ui/choice-field.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useReportBusiness } from '../api/report-business.ts';
import { useReportNote } from '../api/report-note.ts';
import { useReportPost } from '../api/report-post.ts';

export interface ReportBusinessDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  businessId: string;
  name: string;
  /** Set to report one of the business's posts instead of the business. */
  post?: { id: string; title: string };
  /** Set to report a neighbour's recommendation note. */
  note?: { id: string; label: string };
}

const FAILED = 'Your report wasn’t sent. Please try again.';

/** A reason and optional details; then a thank-you. The owner never learns who reported. */
export function ReportBusinessDialog({
  open,
  onOpenChange,
  businessId,
  name,
  post,
  note,
}: ReportBusinessDialogProps) {
  const businessReport = useReportBusiness(businessId);
  const postReport = useReportPost(post?.id ?? '');
  const noteReport = useReportNote(note?.id ?? '');
  const report = note ? noteReport : post ? postReport : businessReport;
  const subject = note ? note.label : post ? `“${post.title}”` : name;
  const form = useForm<ReportInput>({ resolver: zodResolver(reportSchema), defaultValues: { details: '' } });
  const { errors } = form.formState;
  const close = (next: boolean) => {
    onOpenChange(next);
    // Closed after a thank-you: the next report starts from a fresh form.
    if (!next && report.isSuccess) {
      report.reset();
      form.reset();
    }
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      {report.isSuccess ? (
        <DialogContent
          title="Thank you for telling us"
          description={`The marketplace team will look at ${subject}. Its owner won’t see who reported it.`}
          hideClose
        >
          <div className="flex justify-end">
            <DialogClose asChild>
              <Button>Close</Button>
            </DialogClose>
          </div>
        </DialogContent>
      ) : (
        <DialogContent
          title={note ? 'Report this note' : post ? 'Report this post' : 'Report this business'}
          description={`What is wrong with ${subject}? The marketplace team reads every report.`}
        >
          <form
            noValidate
            onSubmit={form.handleSubmit((input) => report.mutate(input))}
            className="space-y-5"
          >
            <ChoiceField
              legend="Reason"
              options={REPORT_REASONS}
              field={form.register('reason')}
              error={errors.reason?.message}
            />
            <Field label="Details" hint="Optional. Up to 1,000 characters." error={errors.details?.message}>
              <Textarea rows={3} maxLength={1000} {...form.register('details')} />
            </Field>
            {report.isError ? (
              <FormAlert tone="error" assertive>
                {errorMessage(report.error, FAILED)}
              </FormAlert>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="ghost">Cancel</Button>
              </DialogClose>
              <Button type="submit" loading={report.isPending} loadingText="Sending…">
                Send report
              </Button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
