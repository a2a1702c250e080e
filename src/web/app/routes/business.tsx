// `/business/:username`: a business's public page, as this viewer sees it (favourited, owned, and
// their own recommendation: all in the server's HTML, docs/decisions/036).
import type { QueryClient } from '@tanstack/react-query';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loadBusiness } from '../../features/marketplace/api/get-business-by-username.ts';
import { loadBusinessPosts } from '../../features/marketplace/api/get-business-posts.ts';
import { myRecommendationQueryOptions } from '../../features/marketplace/api/get-my-recommendation.ts';
import { loadRecommendations } from '../../features/marketplace/api/get-recommendations.ts';
import { type ApiTransport, api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { load } from '../../lib/route-context.ts';

/** "Add to Favorite" or the visitor's recommendation sent without the script; loaded only when posted. */
export const action = (args: ActionFunctionArgs) =>
  import('../../features/marketplace/api/business-page-action.ts').then((m) => m.businessPageAction(args));

export { BusinessPage as Component } from '../../features/marketplace/components/business-page.tsx';

export function loader({ context, params }: LoaderFunctionArgs) {
  const username = params.username ?? '';
  return load(context, ({ client, transport }) =>
    Promise.all([
      loadBusiness(client, transport, username).then((business) =>
        business.viewerIsOwner || !business.isPublished
          ? null
          : loadMine(client, transport, business.businessId),
      ),
      loadBusinessPosts(client, transport, username),
      loadRecommendations(client, transport, username),
    ]),
  );
}

/** A signed-in viewer's own recommendation (the page shows "You recommend this business" or the form). */
async function loadMine(client: QueryClient, transport: ApiTransport, businessId: string) {
  if (!client.getQueryData(queryKeys.session)) return null;
  return client.ensureQueryData({
    ...myRecommendationQueryOptions(businessId),
    queryFn: () => api('GET /api/businesses/:id/recommendation', { params: { id: businessId }, transport }),
  });
}
