import { useI18n } from '../../../lib/i18n.tsx';
import { withTags } from '../../../lib/with-tags.tsx';
import type { PostReportGroup } from '../api/get-post-reports.ts';
import { usePostModerationActions } from '../api/moderate-post.ts';
import { formatWhen, plural } from '../lib/format.ts';
import { LISTING_HIDE_REASONS } from '../lib/hide-reasons.ts';
import {
  BusinessLink,
  businessNameOf,
  ModeratedCard,
  type ModeratedItemCopy,
  ModerationPanel,
} from './moderated-item.tsx';

const KIND: Record<string, string> = {
  update: /*i18n*/ 'Update',
  offer: /*i18n*/ 'Offer',
  event: /*i18n*/ 'Event',
};

const COPY: ModeratedItemCopy = {
  restoreLabel: /*i18n*/ 'Restore post',
  restored: /*i18n*/ 'The post shows again.',
  restoreFailure: /*i18n*/ 'Failed to restore the post.',
  hideLabel: /*i18n*/ 'Hide post…',
  hidden: /*i18n*/ 'The post is hidden.',
  hideFailure: /*i18n*/ 'Failed to hide the post.',
  dialog: {
    description:
      /*i18n*/ 'It leaves the business page, Updates, feeds and cards at once. Its owner sees it as hidden with the reason and your note.',
    submitLabel: /*i18n*/ 'Hide post',
  },
};

/** One reported (or hidden) post: what it says, whose it is, its reports, and what to do. */
export function PostReportGroupCard({ group }: { group: PostReportGroup }) {
  const i18n = useI18n();
  const { post, business } = group;
  const actions = usePostModerationActions(post.id);
  const headingId = `post-${post.id}`;
  const kind = KIND[post.kind];
  return (
    <ModeratedCard headingId={headingId}>
      <p className="text-sm text-ink-muted">
        {withTags(
          i18n._('{kind} by <0>{business}</0> · posted {when}', {
            kind: kind ? i18n._(kind) : post.kind,
            business: businessNameOf(i18n, business),
            when: formatWhen(i18n, post.createdAt),
          }),
          { 0: (name) => <BusinessLink business={business}>{name}</BusinessLink> },
        )}
        {post.expired ? ` · ${i18n._('ended')}` : ''}
      </p>
      <h2 id={headingId} className="mt-1 text-2xl font-semibold break-words text-ink">
        {post.title}
      </h2>
      <p className="mt-2 whitespace-pre-line break-words text-ink-soft">{post.text}</p>
      <p className="mt-3 text-sm text-ink-muted">
        {plural(i18n, group.openReports, /*i18n*/ '{count} open report', /*i18n*/ '{count} open reports')}
        {group.newestAt ? ` · ${i18n._('newest {when}', { when: formatWhen(i18n, group.newestAt) })}` : ''}
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
