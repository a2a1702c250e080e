import { useEffect } from 'react';
import { Link } from 'react-router';
import { useDigest } from '../../../../api/get-digest.ts';
import { DigestSetting } from '../../../../components/digest-setting.tsx';
import { PostCard } from '../../../../components/posts/post-card.tsx';
import { BackLink } from '../../../../components/ui/back-link.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Eyebrow } from '../../../../components/ui/eyebrow.tsx';
import { paths } from '../../../../config/paths.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { useUpdates } from '../../api/get-updates.ts';
import { useMarkSeen } from '../../api/mark-updates-seen.ts';
import { DigestOffer } from './digest-offer.tsx';

/** `/dashboard/updates`: what the person's favourites posted, newest first. */
export function UpdatesPage() {
  const i18n = useI18n();
  useDocumentTitle(i18n._('Updates'));
  const updates = useUpdates();
  // One way to answer at a time: the offer ("Yes, weekly" / "No thanks") until the person has
  // answered it, then the setting (which also stands for anyone never offered it).
  const offered = useDigest().data?.offer ?? false;
  const seen = useMarkSeen();
  const loaded = updates.isSuccess;
  const markSeen = seen.mutate;
  useEffect(() => {
    if (loaded) markSeen();
  }, [loaded, markSeen]);
  const items = updates.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="mx-auto max-w-3xl px-4 pt-6 pb-16 sm:px-6">
      <BackLink to={paths.dashboard}>{i18n._('Back to Dashboard')}</BackLink>
      <Eyebrow className="mt-6">{i18n._('From your favourites')}</Eyebrow>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{i18n._('Updates')}</h1>
        {offered ? null : <DigestSetting />}
      </div>
      <div className="mt-6">
        <DigestOffer />
      </div>
      {updates.isSuccess && items.length === 0 ? (
        <p className="mt-6 text-ink-soft">
          {i18n._('Nothing yet. Favourite a business and its news, offers and events show up here.')}
        </p>
      ) : null}
      <ul className="mt-6 space-y-4">
        {items.map((post) => (
          <li key={post.id}>
            <PostCard
              post={post}
              header={
                <Link
                  to={paths.business(post.businessUsername)}
                  className="mb-2 inline-block text-sm font-semibold text-ink underline-offset-4 hover:underline"
                >
                  {post.businessName}
                </Link>
              }
            />
          </li>
        ))}
      </ul>
      {updates.hasNextPage ? (
        <Button
          variant="secondary"
          className="mt-6"
          disabled={updates.isFetchingNextPage}
          onClick={() => void updates.fetchNextPage()}
        >
          {i18n._('Load more')}
        </Button>
      ) : null}
    </div>
  );
}
