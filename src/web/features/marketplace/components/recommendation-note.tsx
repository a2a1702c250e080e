import { Flag, MessageCircleReply } from 'lucide-react';
import { useState } from 'react';
import { RECOMMEND_MSG, REPLY_MAX } from '#shared/recommendations/recommend-rules.ts';
import { replyBodySchema } from '#shared/recommendations/recommend-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api.ts';
import type { RecommendationNote as Note } from '../api/get-recommendations.ts';
import { useReplyToNote } from '../api/reply-to-note.ts';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

interface Props {
  note: Note;
  businessId: string;
  username: string;
  /** The viewer owns the business: they may answer once (and report, never hide). */
  viewerIsOwner: boolean;
  onReport: (note: Note) => void;
}

/** One neighbour's note: who (first name or username, city), when, the note, the owner's answer. */
export function RecommendationNoteCard({ note, businessId, username, viewerIsOwner, onReport }: Props) {
  const reply = useReplyToNote(businessId, username);
  const [answering, setAnswering] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = replyBodySchema.safeParse({ text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? RECOMMEND_MSG.replyRequired);
    setError(null);
    reply.mutate({ id: note.id, text: parsed.data.text }, { onSuccess: () => setAnswering(false) });
  };
  return (
    <article className="rounded-2xl border border-line bg-surface p-5" aria-label={`Note from ${note.name}`}>
      <p className="text-sm text-ink-muted">
        <span className="font-semibold text-ink">{note.name}</span>
        {note.city ? ` · ${note.city}` : ''} · {dateOf(note.createdAt)}
      </p>
      <p className="mt-2 whitespace-pre-line text-ink-soft">{note.note}</p>
      {note.reply ? (
        <div className="mt-4 rounded-xl bg-primary-soft px-4 py-3">
          <p className="text-sm font-semibold text-ink">Reply from the owner</p>
          <p className="mt-1 whitespace-pre-line text-ink-soft">{note.reply.text}</p>
        </div>
      ) : null}
      {viewerIsOwner && !note.reply && answering ? (
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
            <Button variant="ghost" onClick={() => setAnswering(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-4">
        {viewerIsOwner && !note.reply && !answering ? (
          <button
            type="button"
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary underline-offset-2 hover:underline"
            onClick={() => setAnswering(true)}
          >
            <MessageCircleReply aria-hidden="true" className="size-4" />
            Answer<span className="sr-only"> {note.name}</span>
          </button>
        ) : null}
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm text-ink-muted underline-offset-2 hover:underline"
          onClick={() => onReport(note)}
        >
          <Flag aria-hidden="true" className="size-4" />
          Report note<span className="sr-only"> from {note.name}</span>
        </button>
      </div>
    </article>
  );
}
