import { useParams } from 'react-router';
import { publicPageChips } from '#shared/display/chips.ts';
import { BUSINESS_NOT_FOUND_TITLE, businessTitle } from '#shared/display/page-meta.ts';
import { useSession } from '../../../api/get-session.ts';
import { BusinessProfileView } from '../../../components/business/business-profile-view.tsx';
import { ShareButton } from '../../../components/business/share-button.tsx';
import { paths } from '../../../config/paths.ts';
import { Island } from '../../../islands/island.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useBusiness } from '../api/get-business-by-username.ts';
import { eventsNear } from '../lib/events-near.ts';
import { BusinessNotFound } from './business-not-found.tsx';
import { BusinessPageSkeleton } from './business-page-skeleton.tsx';
import { DraftNotice } from './draft-notice.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { LatestPosts } from './latest-posts.tsx';
import { RecommendationsSection } from './recommendations-section.tsx';
import { ReportBusinessButton } from './report-business-button.tsx';

/** `/business/{username}`: the public business page (docs/product.md §4.4). */
export function BusinessPage() {
  const i18n = useI18n();
  const username = useParams().username ?? '';
  const session = useSession();
  const viewerId = session.user?.id ?? null;
  const query = useBusiness(username, viewerId, !session.isPending);
  const business = query.data;
  useDocumentTitle(
    business
      ? businessTitle(business.businessName, business.businessCity, business.businessState)
      : query.isError
        ? i18n._(BUSINESS_NOT_FOUND_TITLE)
        : undefined,
  );

  if (query.isError && query.error instanceof ApiError && query.error.status === 404) {
    return <BusinessNotFound />;
  }
  if (query.isError) return <BusinessNotFound failed retryHref={paths.business(username)} />;
  if (!business) return <BusinessPageSkeleton />;

  const isDraft = !business.isPublished;
  return (
    <div className="mx-auto max-w-page px-4 pt-6 pb-20 sm:px-6 sm:pt-10 lg:px-8">
      <BusinessProfileView
        business={business}
        chips={publicPageChips(business.businessIdentities, business.businessStructure)}
        notice={
          isDraft && business.viewerIsOwner ? (
            <DraftNotice businessId={business.businessId} standing={business.ownerStanding} />
          ) : null
        }
        mobileService={business.hasMobileService ? business.mobileServiceDesc : null}
        actions={
          <>
            {isDraft ? null : (
              <FavoriteButton
                businessId={business.businessId}
                favorited={business.viewerHasFavorited}
                signedIn={session.isSignedIn}
              />
            )}
            <Island
              name="share"
              component={ShareButton}
              props={{ title: business.businessName, headline: business.businessHeadline }}
            />
          </>
        }
      />
      {isDraft ? null : (
        <LatestPosts
          username={business.businessUsername}
          businessId={business.viewerIsOwner ? undefined : business.businessId}
          name={business.businessName}
          eventsHref={eventsNear(business.businessState)}
        />
      )}
      {isDraft ? null : (
        <RecommendationsSection
          businessId={business.businessId}
          username={business.businessUsername}
          name={business.businessName}
          signedIn={session.isSignedIn}
          viewerIsOwner={business.viewerIsOwner}
        />
      )}
      {isDraft || business.viewerIsOwner ? null : (
        <div className="mt-12 flex justify-end border-t border-line/70 pt-4">
          <ReportBusinessButton
            businessId={business.businessId}
            name={business.businessName}
            username={username}
          />
        </div>
      )}
    </div>
  );
}
