import { Button } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { useMoreRecommendations } from '../api/more-recommendations.ts';
import { NoteArticle, ReportNoteWords, reportNoteClasses, reportNoteHref } from './note-article.tsx';

export interface MoreNotesProps {
  username: string;
  /** Where the notes the server drew end. */
  nextCursor: string | null;
}

/**
 * "Show more notes" for a visitor without a session, and the notes it brings, each with "Report
 * note" (its page). An island (docs/decisions/041): it asks the API itself.
 */
export function MoreNotes({ username, nextCursor }: MoreNotesProps) {
  const more = useMoreRecommendations(username, nextCursor);
  return (
    <>
      {more.items.length ? (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {more.items.map((note) => (
            <li key={note.id}>
              <NoteArticle note={note}>
                <div className="mt-3 flex flex-wrap items-center gap-4">
                  <a href={reportNoteHref(username, note)} className={reportNoteClasses}>
                    <ReportNoteWords note={note} />
                  </a>
                </div>
              </NoteArticle>
            </li>
          ))}
        </ul>
      ) : null}
      {more.cursor ? (
        <ShowMoreNotes loading={more.fetching} onShow={() => void more.fetchNextPage()} />
      ) : null}
    </>
  );
}

/** "Show more notes": the app's list and the island's press the same button. */
export function ShowMoreNotes({ loading, onShow }: { loading: boolean; onShow: () => void }) {
  const i18n = useI18n();
  return (
    <Button
      variant="secondary"
      className="mt-4"
      loading={loading}
      loadingText={i18n._('Loading…')}
      onClick={onShow}
    >
      {i18n._('Show more notes')}
    </Button>
  );
}
