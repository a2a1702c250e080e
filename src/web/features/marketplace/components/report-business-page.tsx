import { Form, useNavigation, useParams, useSearchParams } from 'react-router';
import { REPORT_REASONS } from '#shared/catalogues/moderation.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import { useSession } from '../../../api/get-session.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { RadioCard } from '../../../components/ui/radio-card.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormReply } from '../../../lib/form-action.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useBusiness } from '../api/get-business-by-username.ts';
import { useBusinessPosts } from '../api/get-business-posts.ts';
import { useRecommendations } from '../api/get-recommendations.ts';
import { type ReportTarget, reportTarget } from '../lib/report-target.ts';
import { BusinessNotFound } from './business-not-found.tsx';

const TITLES = {
  business: /*i18n*/ 'Report this business',
  post: /*i18n*/ 'Report this post',
  note: /*i18n*/ 'Report this note',
};

/**
 * What the page names: the post's title or the note's writer, from what the loader read. A note's
 * writer is given apart (`noteBy`): a language says "Ana’s note" its own way inside a sentence.
 */
function useSubject(username: string, target: ReportTarget, businessName: string, i18n: Translator) {
  const posts = useBusinessPosts(username, target.kind === 'post').data?.items;
  const notes = useRecommendations(username, target.kind === 'note').data?.pages.flatMap((p) => p.items);
  if (target.kind === 'post') {
    const post = posts?.find((p) => p.id === target.id);
    return { subject: post ? `“${post.title}”` : i18n._('this post') };
  }
  if (target.kind === 'note') {
    const note = notes?.find((n) => n.id === target.id);
    return note ? { subject: '', noteBy: note.name } : { subject: i18n._('this note') };
  }
  return { subject: businessName };
}

/** Where "Back" goes: the business page, at the post or the notes when one was reported. */
const backTo = (username: string, target: ReportTarget) =>
  paths.business(username) +
  (target.kind === 'post' ? `#post-${target.id}` : target.kind === 'note' ? '#recommend' : '');

/**
 * `/business/:username/report` (`?post=` or `?note=` for one of its posts or notes): what the report
 * dialog asks, as a page. The report links open it when the script has not run (or is off); the
 * form posts to the page's route action.
 */
export function ReportBusinessPage() {
  const i18n = useI18n();
  const username = useParams().username ?? '';
  const target = reportTarget(useSearchParams()[0]);
  const session = useSession();
  const query = useBusiness(username, session.user?.id ?? null, !session.isPending);
  const reply = useFormReply();
  const sending = useNavigation().state === 'submitting';
  const sent = reply?.code === 'sent';
  useDocumentTitle(sent ? i18n._('Thank you for telling us') : i18n._(TITLES[target.kind]));
  const business = query.data;
  const name = business?.businessName ?? i18n._('this business');
  const { subject, noteBy } = useSubject(username, target, name, i18n);
  if (query.isError) return <BusinessNotFound />;
  const back = (
    <ButtonLink to={backTo(username, target)} variant={sent ? 'primary' : 'ghost'}>
      {i18n._('Back to {name}', { name })}
    </ButtonLink>
  );
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <Card className="p-6 sm:p-8">
        <h1 className="text-3xl font-semibold text-ink">
          {sent ? i18n._('Thank you for telling us') : i18n._(TITLES[target.kind])}
        </h1>
        <p className="mt-2 text-ink-soft" role={sent ? 'status' : undefined}>
          {sent
            ? noteBy
              ? i18n._(
                  'The marketplace team will look at {name}’s note. Its owner won’t see who reported it.',
                  {
                    name: noteBy,
                  },
                )
              : i18n._('The marketplace team will look at {subject}. Its owner won’t see who reported it.', {
                  subject,
                })
            : noteBy
              ? i18n._('What is wrong with {name}’s note? The marketplace team reads every report.', {
                  name: noteBy,
                })
              : i18n._('What is wrong with {subject}? The marketplace team reads every report.', { subject })}
        </p>
        {sent ? (
          <div className="mt-8">{back}</div>
        ) : (
          <Form method="post" noValidate className="mt-6 space-y-5">
            {business ? <input type="hidden" name="businessId" value={business.businessId} /> : null}
            <fieldset aria-describedby={reply?.fields?.reason ? 'reason-choice-error' : undefined}>
              <legend className="mb-2 text-sm font-semibold text-ink">{i18n._('Reason')}</legend>
              <div className="space-y-2">
                {REPORT_REASONS.map((o) => (
                  <RadioCard
                    key={o.slug}
                    name="reason"
                    value={o.slug}
                    label={i18n._(o.label)}
                    defaultChecked={reply?.values?.reason === o.slug}
                  />
                ))}
              </div>
              <FieldError id="reason-choice-error" message={reply?.fields?.reason} className="mt-2" />
            </fieldset>
            <Field
              label={i18n._('Details')}
              hint={i18n._('Optional. Up to 1,000 characters.')}
              error={reply?.fields?.details}
            >
              <Textarea name="details" rows={4} maxLength={1000} defaultValue={reply?.values?.details} />
            </Field>
            {reply?.message ? (
              <FormAlert tone="error" assertive>
                {i18n._(reply.message)}
              </FormAlert>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              {back}
              <Button type="submit" loading={sending} loadingText={i18n._('Sending…')}>
                {i18n._('Send report')}
              </Button>
            </div>
          </Form>
        )}
      </Card>
    </div>
  );
}
