import { Flag } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths.ts';
import type { RecommendationNote as Note } from '../api/get-recommendations.ts';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** One neighbour's note as everyone sees it: who (first name or username, city), when, the note, the owner's answer; then `children` (its actions). */
export function NoteArticle({ note, children }: { note: Note; children?: ReactNode }) {
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
      {children}
    </article>
  );
}

/** "Report note" (its words: the link is the caller's, the report page's or the dialog's). */
export function ReportNoteWords({ note }: { note: Note }) {
  return (
    <>
      <Flag aria-hidden="true" className="size-4" />
      Report note<span className="sr-only"> from {note.name}</span>
    </>
  );
}

export const reportNoteHref = (username: string, note: Note) =>
  paths.businessReport(username, { note: note.id });

export const reportNoteClasses =
  'inline-flex min-h-11 items-center gap-1.5 text-sm text-ink-muted underline-offset-2 hover:underline';
