import { HandHeart } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { recommendedByLabel } from '#shared/recommendations/recommended-label.ts';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { paths } from '../../../config/paths.ts';
import { Island } from '../../../islands/island.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { useMyRecommendation } from '../api/get-my-recommendation.ts';
import { type RecommendationNote, useRecommendations } from '../api/get-recommendations.ts';
import { MoreNotes, ShowMoreNotes } from './more-notes.tsx';
import { RecommendationNoteCard } from './recommendation-note.tsx';
import { ReportDialog } from './report-link.tsx';

// Only a signed-in viewer can recommend: anonymous visitors never load the form.
const RecommendBox = lazy(() => import('./recommend-box.tsx').then((m) => ({ default: m.RecommendBox })));
// The report dialog loads only when someone wants to report, as for posts.

function SignInToRecommend() {
  const i18n = useI18n();
  const location = useLocation();
  return (
    <ButtonLink
      variant="secondary"
      to={paths.auth('login', `${location.pathname}${location.search}`)}
      // Its words wrap on a narrow phone rather than run off the page (longer in Spanish).
      className="h-auto! min-h-11 max-w-full shrink py-2 whitespace-normal!"
    >
      <HandHeart aria-hidden="true" />
      {i18n._('Sign in to recommend a business.')}
    </ButtonLink>
  );
}

interface Props {
  businessId: string;
  username: string;
  name: string;
  signedIn: boolean;
  viewerIsOwner: boolean;
}

/**
 * "Neighbours recommend": the count, the viewer's own recommendation (not for the owner) and the
 * notes, newest first, a page at a time. No stars, no ranking: a problem goes through "Report".
 */
export function RecommendationsSection({ businessId, username, name, signedIn, viewerIsOwner }: Props) {
  const i18n = useI18n();
  const query = useRecommendations(username);
  // The viewer's own note is theirs to edit or withdraw, not to report (the server refuses it too).
  const mine = useMyRecommendation(businessId, signedIn && !viewerIsOwner);
  const ownNoteId = mine.data?.recommendation?.id;
  const [reporting, setReporting] = useState<RecommendationNote | null>(null);
  const pages = query.data?.pages ?? [];
  const count = pages[0]?.count ?? 0;
  const notes = pages.flatMap((p) => p.items);
  return (
    <section id="recommend" aria-labelledby="recommend-title" className="mt-12 scroll-mt-24">
      <h2 id="recommend-title" className="text-2xl font-semibold text-ink">
        {i18n._('Neighbours recommend')}
      </h2>
      <p className="mt-1 text-ink-soft" data-testid="recommend-count">
        {count ? recommendedByLabel(count, i18n) : i18n._('No recommendations yet.')}
      </p>
      {viewerIsOwner ? null : (
        <div className="mt-4 max-w-xl">
          {signedIn ? (
            <Suspense fallback={null}>
              <RecommendBox businessId={businessId} signedIn />
            </Suspense>
          ) : (
            <SignInToRecommend />
          )}
        </div>
      )}
      {notes.length ? (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {notes.map((note) => (
            <li key={note.id}>
              <RecommendationNoteCard
                note={note}
                businessId={businessId}
                username={username}
                viewerIsOwner={viewerIsOwner}
                viewerWroteIt={note.id === ownNoteId}
                onReport={setReporting}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {!query.hasNextPage ? null : !signedIn ? (
        // Where the app may not run (an islands page), the next notes come through an island.
        <Island
          name="more-notes"
          component={MoreNotes}
          props={{ username, nextCursor: pages.at(-1)?.nextCursor ?? null }}
        />
      ) : (
        <ShowMoreNotes loading={query.isFetchingNextPage} onShow={() => void query.fetchNextPage()} />
      )}
      {reporting ? (
        <Suspense fallback={null}>
          <ReportDialog
            key={reporting.id}
            open
            onOpenChange={(open) => {
              if (!open) setReporting(null);
            }}
            businessId={businessId}
            username={username}
            name={name}
            note={{ id: reporting.id, label: i18n._('{name}’s note', { name: reporting.name }) }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
