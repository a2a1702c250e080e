import { HandHeart } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useFetcher, useLocation, useSearchParams } from 'react-router';
import type { Translator } from '#shared/i18n/translator.ts';
import { NOTE_MAX, noteProblem, RECOMMEND_MSG } from '#shared/recommendations/recommend-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { type FormReply, useFormReply } from '../../../lib/form-action.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useWhenDone } from '../../../lib/use-post-form.ts';
import { useMyRecommendation } from '../api/get-my-recommendation.ts';

interface Props {
  businessId: string;
  signedIn: boolean;
}

/** `?recommend=edit`: the note's form, opened by a link before or without the script. */
const EDIT_PARAM = 'recommend';

/** The note's rule's words (RECOMMEND_MSG) in the page's language; the server's own as they come. */
function noteProblemText(i18n: Translator, problem: string): string {
  return problem === RECOMMEND_MSG.noteTooLong
    ? i18n._('Your note must be at most {max} characters.', { max: NOTE_MAX })
    : problem;
}

/**
 * The viewer's part of "Neighbours recommend": sign in to recommend; why not yet (an unconfirmed
 * email, a new account: with the time it can); the form (an optional note); or their recommendation
 * with "Edit note" and "Withdraw". Owners never see it (the page leaves it out). Every control is
 * HTML first (docs/decisions/036): the forms post to the page (recommend-action.ts), "Edit note" is
 * a link; with the script a fetcher posts them to the same action, in place (docs/decisions/038).
 */
export function RecommendBox({ businessId, signedIn }: Props) {
  const i18n = useI18n();
  const mine = useMyRecommendation(businessId, signedIn);
  const fetcher = useFetcher<FormReply>();
  const saving = fetcher.state !== 'idle';
  // The action's answer: the fetcher's (the script posted), else the page's (the browser did).
  const pageReply = useFormReply();
  const reply = fetcher.data ?? pageReply;
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [editingHere, setEditing] = useState<boolean | null>(null);
  const [typed, setNote] = useState<string | null>(null);
  const [checked, setError] = useState<string | null>(null);
  useWhenDone(fetcher, () => stopEditing());

  if (!mine.data) return null;
  const { recommendation, refusal } = mine.data;
  if (!recommendation && refusal)
    return refusal.code === 'own_business' ? null : <FormAlert tone="info">{refusal.message}</FormAlert>;

  // A post answered in the page (a note too long) keeps its form open with what was typed.
  const editing = editingHere ?? (params.get(EDIT_PARAM) === 'edit' || reply?.values !== undefined);
  const note = typed ?? reply?.values?.note ?? recommendation?.note ?? '';
  const error = checked ?? reply?.fields?.note ?? null;
  const failure = reply?.fields?.note ? null : reply?.message;
  const page = location.pathname;
  function stopEditing() {
    setEditing(false);
    setNote(null);
    if (params.has(EDIT_PARAM))
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(EDIT_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
  }

  // The note's rule as it is sent; a note that breaks it is not posted.
  const check = (event: FormEvent) => {
    const problem = noteProblem(note);
    setError(problem);
    if (problem) event.preventDefault();
  };

  if (recommendation && !editing)
    return (
      <div className="space-y-3 rounded-2xl border border-line bg-surface p-5">
        <p className="flex items-center gap-2 font-semibold text-ink">
          <HandHeart aria-hidden="true" className="size-5 text-primary" />
          {i18n._('You recommend this business')}
        </p>
        {recommendation.status === 'held' ? (
          <p className="text-sm text-ink-soft">
            {i18n._('Thanks! Your recommendation will count once our team has looked at it.')}
          </p>
        ) : null}
        {recommendation.note ? (
          <p className="whitespace-pre-line text-ink-soft">“{recommendation.note}”</p>
        ) : null}
        <fetcher.Form method="post" action={page} className="flex flex-wrap gap-2">
          <input type="hidden" name="recommend" value="withdraw" />
          <input type="hidden" name="businessId" value={businessId} />
          <ButtonLink
            variant="secondary"
            to={`${page}?${EDIT_PARAM}=edit#recommend`}
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              setEditing(true);
            }}
          >
            {recommendation.note ? i18n._('Edit note') : i18n._('Add a note')}
          </ButtonLink>
          <Button type="submit" variant="ghost" loading={saving} loadingText={i18n._('Withdrawing…')}>
            {i18n._('Withdraw')}
          </Button>
        </fetcher.Form>
        {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      </div>
    );

  return (
    <fetcher.Form
      method="post"
      action={page}
      noValidate
      onSubmit={check}
      className="space-y-3 rounded-2xl border border-line bg-surface p-5"
    >
      <input type="hidden" name="recommend" value="save" />
      <input type="hidden" name="businessId" value={businessId} />
      <Field
        label={i18n._('Add a note (optional)')}
        hint={i18n._('What would bring you back? Up to {max} characters.', { max: NOTE_MAX })}
        error={error ? noteProblemText(i18n, error) : undefined}
      >
        <Textarea
          name="note"
          rows={3}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Field>
      {failure ? (
        <FormAlert tone="error" assertive>
          {failure}
        </FormAlert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={saving} loadingText={i18n._('Saving…')}>
          <HandHeart aria-hidden="true" />
          {recommendation ? i18n._('Save note') : i18n._('Recommend')}
        </Button>
        {editing ? (
          <ButtonLink
            variant="ghost"
            to={`${page}#recommend`}
            onClick={(event) => {
              event.preventDefault();
              stopEditing();
            }}
          >
            {i18n._('Cancel')}
          </ButtonLink>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
