import { useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import type { Translator } from '#shared/i18n/translator.ts';
import { RECOMMEND_MSG, REPLY_MAX, replyProblem } from '#shared/recommendations/recommend-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { FormReply } from '../../../lib/form-action.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useWhenDone } from '../../../lib/use-post-form.ts';
import type { RecommendationNote as Note } from '../api/get-recommendations.ts';

interface Props {
  note: Note;
  businessId: string;
  /** The server's answer to this form posted without the script (a refusal), if it was. */
  posted?: FormReply;
  onDone: () => void;
}

/** The answer's rule's words (RECOMMEND_MSG) in the page's language; the server's own as they come. */
function answerProblem(i18n: Translator, problem: string): string {
  if (problem === RECOMMEND_MSG.replyTooLong)
    return i18n._('Your answer must be at most {max} characters.', { max: REPLY_MAX });
  if (problem === RECOMMEND_MSG.replyRequired) return i18n._('Write your answer.');
  return problem;
}

/**
 * The owner's one public answer to a note (loaded only when the owner asks to answer). A form
 * posted to the business page (answer-action.ts): by the browser before or without the script, by
 * a fetcher with it, in place (docs/decisions/038).
 */
export function AnswerForm({ note, businessId, posted, onDone }: Props) {
  const i18n = useI18n();
  const fetcher = useFetcher<FormReply>();
  const reply = fetcher.data ?? posted;
  const page = useLocation().pathname;
  const [text, setText] = useState(posted?.values?.text ?? '');
  const [checked, setError] = useState<string | null>(null);
  useWhenDone(fetcher, onDone);
  const error = checked ?? reply?.fields?.text ?? null;
  const failure = reply?.fields?.text ? null : reply?.message;
  // The answer's rule as it is sent; an answer that breaks it is not posted.
  const check = (event: React.FormEvent) => {
    const problem = replyProblem(text);
    setError(problem);
    if (problem) event.preventDefault();
  };
  return (
    <fetcher.Form method="post" action={page} noValidate onSubmit={check} className="mt-4 space-y-3">
      <input type="hidden" name="noteId" value={note.id} />
      <input type="hidden" name="businessId" value={businessId} />
      <Field
        label={i18n._('Your answer')}
        hint={i18n._('Shown publicly under the note. You can answer once.')}
        error={error ? answerProblem(i18n, error) : undefined}
      >
        <Textarea
          name="text"
          rows={3}
          maxLength={REPLY_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </Field>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <div className="flex gap-2">
        <Button type="submit" loading={fetcher.state !== 'idle'} loadingText={i18n._('Posting…')}>
          {i18n._('Post answer')}
        </Button>
        <ButtonLink
          variant="ghost"
          to={`${page}#note-${note.id}`}
          onClick={(event) => {
            event.preventDefault();
            onDone();
          }}
        >
          {i18n._('Cancel')}
        </ButtonLink>
      </div>
    </fetcher.Form>
  );
}
