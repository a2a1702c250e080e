import { Form, useNavigation, useParams, useSearchParams } from 'react-router';
import { REPORT_REASONS } from '#shared/catalogues/moderation.ts';
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
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useBusiness } from '../api/get-business-by-username.ts';
import { useBusinessPosts } from '../api/get-business-posts.ts';
import { useRecommendations } from '../api/get-recommendations.ts';
import { type ReportTarget, reportTarget } from '../lib/report-target.ts';
import { BusinessNotFound } from './business-not-found.tsx';

const TITLES = { business: 'Report this business', post: 'Report this post', note: 'Report this note' };

/** What the page names: the post's title or the note's writer, from what the loader read. */
function useSubject(username: string, target: ReportTarget, businessName: string) {
  const posts = useBusinessPosts(username, target.kind === 'post').data?.items;
  const notes = useRecommendations(username, target.kind === 'note').data?.pages.flatMap((p) => p.items);
  if (target.kind === 'post') {
    const post = posts?.find((p) => p.id === target.id);
    return post ? `“${post.title}”` : 'this post';
  }
  if (target.kind === 'note') {
    const note = notes?.find((n) => n.id === target.id);
    return note ? `${note.name}’s note` : 'this note';
  }
  return businessName;
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
  const username = useParams().username ?? '';
  const target = reportTarget(useSearchParams()[0]);
  const session = useSession();
  const query = useBusiness(username, session.user?.id ?? null, !session.isPending);
  const reply = useFormReply();
  const sending = useNavigation().state === 'submitting';
  const sent = reply?.code === 'sent';
  useDocumentTitle(sent ? 'Thank you for telling us' : TITLES[target.kind]);
  const business = query.data;
  const name = business?.businessName ?? 'this business';
  const subject = useSubject(username, target, name);
  if (query.isError) return <BusinessNotFound />;
  const back = (
    <ButtonLink to={backTo(username, target)} variant={sent ? 'primary' : 'ghost'}>
      Back to {name}
    </ButtonLink>
  );
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <Card className="p-6 sm:p-8">
        <h1 className="text-3xl font-semibold text-ink">
          {sent ? 'Thank you for telling us' : TITLES[target.kind]}
        </h1>
        <p className="mt-2 text-ink-soft" role={sent ? 'status' : undefined}>
          {sent
            ? `The marketplace team will look at ${subject}. Its owner won’t see who reported it.`
            : `What is wrong with ${subject}? The marketplace team reads every report.`}
        </p>
        {sent ? (
          <div className="mt-8">{back}</div>
        ) : (
          <Form method="post" noValidate className="mt-6 space-y-5">
            {business ? <input type="hidden" name="businessId" value={business.businessId} /> : null}
            <fieldset aria-describedby={reply?.fields?.reason ? 'reason-choice-error' : undefined}>
              <legend className="mb-2 text-sm font-semibold text-ink">Reason</legend>
              <div className="space-y-2">
                {REPORT_REASONS.map((o) => (
                  <RadioCard
                    key={o.slug}
                    name="reason"
                    value={o.slug}
                    label={o.label}
                    defaultChecked={reply?.values?.reason === o.slug}
                  />
                ))}
              </div>
              <FieldError id="reason-choice-error" message={reply?.fields?.reason} className="mt-2" />
            </fieldset>
            <Field label="Details" hint="Optional. Up to 1,000 characters." error={reply?.fields?.details}>
              <Textarea name="details" rows={4} maxLength={1000} defaultValue={reply?.values?.details} />
            </Field>
            {reply?.message ? (
              <FormAlert tone="error" assertive>
                {reply.message}
              </FormAlert>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              {back}
              <Button type="submit" loading={sending} loadingText="Sending…">
                Send report
              </Button>
            </div>
          </Form>
        )}
      </Card>
    </div>
  );
}
