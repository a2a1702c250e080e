import { Flag, MessageCircleReply } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useFormReply } from '../../../lib/form-action.ts';
import type { RecommendationNote as Note } from '../api/get-recommendations.ts';
import { ReportLink } from './report-link.tsx';

// Only an owner answering needs the form.
const AnswerForm = lazy(() => import('./answer-form.tsx').then((m) => ({ default: m.AnswerForm })));

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

interface Props {
  note: Note;
  businessId: string;
  username: string;
  /** The viewer owns the business: they may answer once (and report, never hide). */
  viewerIsOwner: boolean;
  /** The viewer wrote the note: they edit or withdraw it above, and cannot report it. */
  viewerWroteIt: boolean;
  onReport: (note: Note) => void;
}

/** `?answer={note id}`: the owner's answer form for that note, opened by a link before or without the script. */
const ANSWER_PARAM = 'answer';

/**
 * One neighbour's note: who (first name or username, city), when, the note, the owner's answer.
 * "Answer" is a link and the answer a form posted to the page (docs/decisions/036).
 */
export function RecommendationNoteCard({
  note,
  businessId,
  username,
  viewerIsOwner,
  viewerWroteIt,
  onReport,
}: Props) {
  const [params] = useSearchParams();
  const page = useLocation().pathname;
  const formReply = useFormReply();
  // A post of this note's answer that the server answered in the page (a refusal) keeps it open.
  const posted = formReply?.values?.noteId === note.id ? formReply : undefined;
  const [answeringHere, setAnswering] = useState<boolean | null>(null);
  const answering = answeringHere ?? (params.get(ANSWER_PARAM) === note.id || posted !== undefined);
  return (
    <article
      id={`note-${note.id}`}
      className="scroll-mt-24 rounded-2xl border border-line bg-surface p-5"
      aria-label={`Note from ${note.name}`}
    >
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
        <Suspense fallback={null}>
          <AnswerForm
            note={note}
            businessId={businessId}
            posted={posted}
            onDone={() => setAnswering(false)}
          />
        </Suspense>
      ) : null}
      {/* Its writer (never the owner: owners cannot recommend their own business) has no actions here. */}
      {viewerWroteIt ? null : (
        <div className="mt-3 flex flex-wrap items-center gap-4">
          {viewerIsOwner && !note.reply && !answering ? (
            <a
              href={`${page}?${ANSWER_PARAM}=${encodeURIComponent(note.id)}#note-${note.id}`}
              className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary underline-offset-2 hover:underline"
              onClick={(event) => {
                event.preventDefault();
                setAnswering(true);
              }}
            >
              <MessageCircleReply aria-hidden="true" className="size-4" />
              Answer<span className="sr-only"> {note.name}</span>
            </a>
          ) : null}
          <ReportLink
            href={paths.businessReport(username, { note: note.id })}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm text-ink-muted underline-offset-2 hover:underline"
            onOpen={() => onReport(note)}
          >
            <Flag aria-hidden="true" className="size-4" />
            Report note<span className="sr-only"> from {note.name}</span>
          </ReportLink>
        </div>
      )}
    </article>
  );
}
