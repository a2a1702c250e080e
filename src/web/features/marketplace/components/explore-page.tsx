import { EXPLORE_GROUPS } from '#shared/catalogues/states.ts';
import { STATIC_PAGE_META } from '#shared/display/page-meta.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useStates } from '../api/get-states.ts';
import { ExploreGroup } from './explore-group.tsx';
import { ExploreLegend } from './explore-legend.tsx';
import { WaitlistInvite } from './waitlist-invite.tsx';

/** `/explore-businesses`: every state in six groups; live states open their market (docs/product.md §12.2). */
export function ExplorePage() {
  const i18n = useI18n();
  useDocumentTitle(i18n._(STATIC_PAGE_META['/explore-businesses'].title));
  const states = useStates();
  const liveCount = states.data?.filter((s) => s.isLive).length;
  return (
    <>
      <PageHeader
        eyebrow={i18n._('The market')}
        title={i18n._('Explore Local Businesses')}
        description={
          liveCount
            ? `${i18n._('We’re live in {count} states and growing.', {
                count: liveCount,
              })} ${i18n._('Pick a state to meet the makers, shops and services there.')}`
            : i18n._('Pick a state to meet the makers, shops and services there.')
        }
      />
      <div className="mx-auto max-w-page px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <ExploreLegend />
        {states.isPending ? (
          <div aria-busy="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <p role="status" className="sr-only">
              {i18n._('Loading states…')}
            </p>
            {EXPLORE_GROUPS.map((group) => (
              <Skeleton key={group} className="h-64 rounded-xl" />
            ))}
          </div>
        ) : states.isError ? (
          <div role="alert" className="rounded-xl border border-line bg-paper p-8 text-center">
            <p className="text-lg text-ink-soft">{i18n._('We couldn’t load the list of states.')}</p>
            <Button className="mt-4" onClick={() => void states.refetch()}>
              {i18n._('Try again')}
            </Button>
          </div>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {EXPLORE_GROUPS.map((group) => (
              <ExploreGroup
                key={group}
                name={group}
                states={states.data.filter((s) => s.exploreGroup === group)}
              />
            ))}
          </div>
        )}
        <WaitlistInvite className="mt-12" />
      </div>
    </>
  );
}
