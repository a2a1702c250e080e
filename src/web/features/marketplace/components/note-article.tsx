import { Flag } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { withTags } from '../../../lib/with-tags.tsx';
import type { RecommendationNote as Note } from '../api/get-recommendations.ts';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** One neighbour's note as everyone sees it: who (first name or username, city), when, the note, the owner's answer; then `children` (its actions). */
export function NoteArticle({ note, children }: { note: Note; children?: ReactNode }) {
  const i18n = useI18n();
  return (
    <article
      id={`note-${note.id}`}
      className="scroll-mt-24 rounded-2xl border border-line bg-surface p-5"
      aria-label={i18n._('Note from {name}', { name: note.name })}
    >
      <p className="text-sm text-ink-muted">
        <span className="font-semibold text-ink">{note.name}</span>
        {note.city ? ` · ${note.city}` : ''} · {dateOf(note.createdAt)}
      </p>
      <p className="mt-2 whitespace-pre-line text-ink-soft">{note.note}</p>
      {note.reply ? (
        <div className="mt-4 rounded-xl bg-primary-soft px-4 py-3">
          <p className="text-sm font-semibold text-ink">{i18n._('Reply from the owner')}</p>
          <p className="mt-1 whitespace-pre-line text-ink-soft">{note.reply.text}</p>
        </div>
      ) : null}
      {children}
    </article>
  );
}

/** "Report note" (its words: the link is the caller's, the report page's or the dialog's). */
export function ReportNoteWords({ note }: { note: Note }) {
  const i18n = useI18n();
  return (
    <>
      <Flag aria-hidden="true" className="size-4" />
      {withTags(i18n._('Report note<0> from {name}</0>', { name: note.name }), {
        0: (chunk) => <span className="sr-only">{chunk}</span>,
      })}
    </>
  );
}

export const reportNoteHref = (username: string, note: Note) =>
  paths.businessReport(username, { note: note.id });

export const reportNoteClasses =
  'inline-flex min-h-11 items-center gap-1.5 text-sm text-ink-muted underline-offset-2 hover:underline';
