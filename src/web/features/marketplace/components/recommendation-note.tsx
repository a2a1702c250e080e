import { MessageCircleReply } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useFormReply } from '../../../lib/form-action.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { withTags } from '../../../lib/with-tags.tsx';
import type { RecommendationNote as Note } from '../api/get-recommendations.ts';
import { NoteArticle, ReportNoteWords, reportNoteClasses, reportNoteHref } from './note-article.tsx';
import { ReportLink } from './report-link.tsx';

// Only an owner answering needs the form.
const AnswerForm = lazy(() => import('./answer-form.tsx').then((m) => ({ default: m.AnswerForm })));

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
  const i18n = useI18n();
  const [params] = useSearchParams();
  const page = useLocation().pathname;
  const formReply = useFormReply();
  // A post of this note's answer that the server answered in the page (a refusal) keeps it open.
  const posted = formReply?.values?.noteId === note.id ? formReply : undefined;
  const [answeringHere, setAnswering] = useState<boolean | null>(null);
  const answering = answeringHere ?? (params.get(ANSWER_PARAM) === note.id || posted !== undefined);
  return (
    <NoteArticle note={note}>
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
              {withTags(i18n._('Answer<0> {name}</0>', { name: note.name }), {
                0: (chunk) => <span className="sr-only">{chunk}</span>,
              })}
            </a>
          ) : null}
          <ReportLink
            href={reportNoteHref(username, note)}
            className={reportNoteClasses}
            onOpen={() => onReport(note)}
          >
            <ReportNoteWords note={note} />
          </ReportLink>
        </div>
      )}
    </NoteArticle>
  );
}
