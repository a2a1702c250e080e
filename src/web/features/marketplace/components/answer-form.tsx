import { useState } from 'react';
import { REPLY_MAX, replyProblem } from '#shared/recommendations/recommend-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api.ts';
import type { RecommendationNote as Note } from '../api/get-recommendations.ts';
import { useReplyToNote } from '../api/reply-to-note.ts';

interface Props {
  note: Note;
  businessId: string;
  username: string;
  onDone: () => void;
}

/** The owner's one public answer to a note (loaded only when the owner asks to answer). */
export function AnswerForm({ note, businessId, username, onDone }: Props) {
  const reply = useReplyToNote(businessId, username);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = replyProblem(text);
    setError(problem);
    if (!problem) reply.mutate({ id: note.id, text: text.trim() }, { onSuccess: onDone });
  };
  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-3">
      <Field
        label="Your answer"
        hint="Shown publicly under the note. You can answer once."
        error={error ?? undefined}
      >
        <Textarea rows={3} maxLength={REPLY_MAX} value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
      {reply.isError ? <FormAlert tone="error">{errorMessage(reply.error)}</FormAlert> : null}
      <div className="flex gap-2">
        <Button type="submit" loading={reply.isPending} loadingText="Posting…">
          Post answer
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
