import { useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { REPLY_MAX, replyProblem } from '#shared/recommendations/recommend-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { FormReply } from '../../../lib/form-action.ts';
import { useWhenDone } from '../../../lib/use-post-form.ts';
import type { RecommendationNote as Note } from '../api/get-recommendations.ts';

interface Props {
  note: Note;
  businessId: string;
  /** The server's answer to this form posted without the script (a refusal), if it was. */
  posted?: FormReply;
  onDone: () => void;
}

/**
 * The owner's one public answer to a note (loaded only when the owner asks to answer). A form
 * posted to the business page (answer-action.ts): by the browser before or without the script, by
 * a fetcher with it, in place (docs/decisions/038).
 */
export function AnswerForm({ note, businessId, posted, onDone }: Props) {
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
        label="Your answer"
        hint="Shown publicly under the note. You can answer once."
        error={error ?? undefined}
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
        <Button type="submit" loading={fetcher.state !== 'idle'} loadingText="Posting…">
          Post answer
        </Button>
        <ButtonLink
          variant="ghost"
          to={`${page}#note-${note.id}`}
          onClick={(event) => {
            event.preventDefault();
            onDone();
          }}
        >
          Cancel
        </ButtonLink>
      </div>
    </fetcher.Form>
  );
}
