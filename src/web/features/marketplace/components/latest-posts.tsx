import { CalendarPlus, Flag } from 'lucide-react';
import { Suspense, useState } from 'react';
import { PostCard } from '../../../components/posts/post-card.tsx';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { withTags } from '../../../lib/with-tags.tsx';
import { useBusinessPosts } from '../api/get-business-posts.ts';
import { ReportDialog, ReportLink } from './report-link.tsx';

/** The business page's "Latest": coming events in date order, then the rest newest first. */
export function LatestPosts({
  username,
  businessId,
  name,
  eventsHref,
}: {
  username: string;
  businessId?: string;
  name?: string;
  /** This place's coming events ("More events nearby"). */
  eventsHref: string;
}) {
  const i18n = useI18n();
  const { data } = useBusinessPosts(username, true);
  const [reporting, setReporting] = useState<{ id: string; title: string } | null>(null);
  const [wanted, setWanted] = useState(false);
  if (!data?.items.length) return null;
  const events = data.items.some((post) => post.kind === 'event');
  return (
    <section aria-labelledby="latest-title" className="mt-12">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="latest-title" className="text-2xl font-semibold text-ink">
          {i18n._('Latest')}
        </h2>
        {events ? (
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
            <a
              href={`${paths.business(username)}/events.ics`}
              className="inline-flex items-center gap-1.5 text-primary underline-offset-2 hover:underline"
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              {name === undefined
                ? i18n._('Add these events to your calendar')
                : i18n._('Add {name} events to your calendar', { name })}
            </a>
            <AppLink to={eventsHref} className="text-primary underline-offset-2 hover:underline">
              {i18n._('More events nearby')}
            </AppLink>
          </p>
        ) : null}
      </div>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {data.items.map((post) => (
          // Feed entries link here (`#post-<id>`); the post they name is outlined.
          <li
            key={post.id}
            id={`post-${post.id}`}
            className="rounded-2xl target:ring-2 target:ring-clay/70 target:ring-offset-4 target:ring-offset-cream"
          >
            <PostCard
              post={post}
              footer={
                businessId ? (
                  <ReportLink
                    href={paths.businessReport(username, { post: post.id })}
                    className="mt-3 inline-flex min-h-11 items-center gap-1.5 text-sm text-ink-muted underline-offset-2 hover:underline"
                    onOpen={() => {
                      setWanted(true);
                      setReporting({ id: post.id, title: post.title });
                    }}
                  >
                    <Flag aria-hidden="true" className="size-4" />
                    {withTags(i18n._('Report post<0>: {title}</0>', { title: post.title }), {
                      0: (chunk) => <span className="sr-only">{chunk}</span>,
                    })}
                  </ReportLink>
                ) : null
              }
            />
          </li>
        ))}
      </ul>
      {businessId && wanted ? (
        <Suspense fallback={null}>
          <ReportDialog
            key={reporting?.id ?? 'none'}
            open={reporting !== null}
            onOpenChange={(open) => {
              if (!open) setReporting(null);
            }}
            businessId={businessId}
            username={username}
            name={name ?? username}
            post={reporting ?? undefined}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
