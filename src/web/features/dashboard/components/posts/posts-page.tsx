import { useState } from 'react';
import { useParams } from 'react-router';
import { isNotFound, useOwnerBusiness } from '../../../../api/get-owner-business.ts';
import { PostCard } from '../../../../components/posts/post-card.tsx';
import { BackLink } from '../../../../components/ui/back-link.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Eyebrow } from '../../../../components/ui/eyebrow.tsx';
import { paths } from '../../../../config/paths.ts';
import { errorMessage } from '../../../../lib/api.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { useDeletePost } from '../../api/delete-post.ts';
import { type OwnerPost, useOwnerPosts } from '../../api/get-owner-posts.ts';
import { BusinessLoading, BusinessProblem } from '../business-state.tsx';
import { EventDates } from './event-dates.tsx';
import { PostForm } from './post-form.tsx';

const STATUS = {
  live: /*i18n*/ 'Showing',
  expired: /*i18n*/ 'Ended',
  hidden: /*i18n*/ 'Hidden by the marketplace team',
} as const;

/** `/dashboard/business/{id}/posts`: "Post an update", and the owner's posts to edit or delete. */
export function PostsPage() {
  const i18n = useI18n();
  const { businessId = '' } = useParams();
  const business = useOwnerBusiness(businessId);
  const posts = useOwnerPosts(businessId);
  const remove = useDeletePost(businessId);
  const [editing, setEditing] = useState<OwnerPost | null>(null);
  useDocumentTitle(i18n._('Post an update'));
  if (business.isPending) return <BusinessLoading />;
  if (business.isError)
    return (
      <BusinessProblem
        message={isNotFound(business.error) ? undefined : i18n._(errorMessage(business.error))}
      />
    );
  const allowance = posts.data?.allowance;
  return (
    <div className="mx-auto max-w-2xl px-4 pt-6 pb-16 sm:px-6">
      <BackLink to={paths.businessDashboard(businessId)}>{i18n._('Back to your business')}</BackLink>
      <Eyebrow className="mt-6">{business.data.businessName ?? i18n._('Your business')}</Eyebrow>
      <h1 className="mt-2 text-3xl font-semibold text-ink sm:text-4xl">{i18n._('Post an update')}</h1>
      <p className="mt-2 text-ink-soft sm:text-lg">
        {i18n._(
          'People who favourited your business see it first. Updates show for six months; offers and events until they end.',
        )}
      </p>
      {allowance ? (
        <p className="mt-2 text-sm text-ink-muted" data-testid="post-allowance">
          {i18n._('{posted} of {perDay} posts today · {live} of {maxLive} showing', {
            posted: allowance.postedToday,
            perDay: allowance.perDay,
            live: allowance.live,
            maxLive: allowance.maxLive,
          })}
        </p>
      ) : null}
      <div className="mt-6">
        <PostForm
          key={editing?.id ?? 'new'}
          businessId={businessId}
          editing={editing ?? undefined}
          timeZone={business.data.timeZone}
          onDone={() => setEditing(null)}
        />
      </div>
      <h2 className="mt-10 text-xl font-semibold text-ink">{i18n._('Your posts')}</h2>
      {posts.data && posts.data.items.length === 0 ? (
        <p className="mt-2 text-ink-soft">{i18n._('Nothing posted yet.')}</p>
      ) : null}
      <ul className="mt-4 space-y-4">
        {posts.data?.items.map((post) => (
          <li key={post.id}>
            <PostCard
              post={post}
              header={
                <p className="mb-2 text-xs text-ink-muted">
                  {i18n._(STATUS[post.status])}
                  {post.hiddenReason ? `: ${i18n._(post.hiddenReason)}` : ''}
                  {post.hiddenNote ? ` · ${post.hiddenNote}` : ''}
                </p>
              }
              footer={
                <>
                  {post.kind === 'event' && post.status === 'live' ? (
                    <EventDates businessId={businessId} post={post} />
                  ) : null}
                  <div className="mt-4 flex gap-3">
                    {post.status !== 'hidden' ? (
                      <Button size="sm" variant="secondary" onClick={() => setEditing(post)}>
                        {i18n._('Edit')}
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(post.id)}
                      aria-label={i18n._('Delete “{title}”', { title: post.title })}
                    >
                      {i18n._('Delete')}
                    </Button>
                  </div>
                </>
              }
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
