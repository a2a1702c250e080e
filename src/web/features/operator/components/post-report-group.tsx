import type { PostReportGroup } from '../api/get-post-reports.ts';
import { usePostModerationActions } from '../api/moderate-post.ts';
import { formatWhen, plural } from '../lib/format.ts';
import { LISTING_HIDE_REASONS } from '../lib/hide-reasons.ts';
import { BusinessLink, ModeratedCard, type ModeratedItemCopy, ModerationPanel } from './moderated-item.tsx';

const KIND: Record<string, string> = { update: 'Update', offer: 'Offer', event: 'Event' };

const COPY: ModeratedItemCopy = {
  restoreLabel: 'Restore post',
  restored: 'The post shows again.',
  restoreFailure: 'restore the post',
  hideLabel: 'Hide post…',
  hidden: 'The post is hidden.',
  hideFailure: 'hide the post',
  dialog: {
    description:
      'It leaves the business page, Updates, feeds and cards at once. Its owner sees it as hidden with the reason and your note.',
    submitLabel: 'Hide post',
  },
};

/** One reported (or hidden) post: what it says, whose it is, its reports, and what to do. */
export function PostReportGroupCard({ group }: { group: PostReportGroup }) {
  const { post, business } = group;
  const actions = usePostModerationActions(post.id);
  const headingId = `post-${post.id}`;
  return (
    <ModeratedCard headingId={headingId}>
      <p className="text-sm text-ink-muted">
        {KIND[post.kind] ?? post.kind} by <BusinessLink business={business} /> · posted{' '}
        {formatWhen(post.createdAt)}
        {post.expired ? ' · ended' : ''}
      </p>
      <h2 id={headingId} className="mt-1 text-2xl font-semibold break-words text-ink">
        {post.title}
      </h2>
      <p className="mt-2 whitespace-pre-line break-words text-ink-soft">{post.text}</p>
      <p className="mt-3 text-sm text-ink-muted">
        {plural(group.openReports, 'open report')}
        {group.newestAt ? ` · newest ${formatWhen(group.newestAt)}` : ''}
      </p>
      <ModerationPanel
        group={group}
        actions={actions}
        copy={COPY}
        reasons={LISTING_HIDE_REASONS}
        name={`“${post.title}”`}
      />
    </ModeratedCard>
  );
}
