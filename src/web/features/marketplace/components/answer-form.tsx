import { useState } from 'react';
import { useLocation } from 'react-router';
import { REPLY_MAX, replyProblem } from '#shared/recommendations/recommend-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api.ts';
import type { FormReply } from '../../../lib/form-action.ts';
import type { RecommendationNote as Note } from '../api/get-recommendations.ts';
import { useReplyToNote } from '../api/reply-to-note.ts';

interface Props {
  note: Note;
  businessId: string;
  username: string;
  /** The server's answer to this form posted without the script (a refusal), if it was. */
  posted?: FormReply;
  onDone: () => void;
}

/**
 * The owner's one public answer to a note (loaded only when the owner asks to answer). A form
 * posted to the business page before or without the script (answer-action.ts); with it, in place.
 */
export function AnswerForm({ note, businessId, username, posted, onDone }: Props) {
  const reply = useReplyToNote(businessId, username);
  const page = useLocation().pathname;
  const [text, setText] = useState(posted?.values?.text ?? '');
  const [checked, setError] = useState<string | null>(null);
  const error = checked ?? posted?.fields?.text ?? null;
  const failure = reply.isError ? errorMessage(reply.error) : posted?.fields?.text ? null : posted?.message;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = replyProblem(text);
    setError(problem);
    if (!problem) reply.mutate({ id: note.id, text: text.trim() }, { onSuccess: onDone });
  };
  return (
    <form method="post" action={page} noValidate onSubmit={submit} className="mt-4 space-y-3">
      <input type="hidden" name="noteId" value={note.id} />
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
        <Button type="submit" loading={reply.isPending} loadingText="Posting…">
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
    </form>
  );
}
