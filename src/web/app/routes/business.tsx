// `/business/:username`: a business's public page, as this viewer sees it (favourited, owned).
import type { LoaderFunctionArgs } from 'react-router';
import { loadBusiness } from '../../features/marketplace/api/get-business-by-username.ts';
import { loadBusinessPosts } from '../../features/marketplace/api/get-business-posts.ts';
import { loadRecommendations } from '../../features/marketplace/api/get-recommendations.ts';
import { load } from '../../lib/route-context.ts';

export { BusinessPage as Component } from '../../features/marketplace/components/business-page.tsx';

export function loader({ context, params }: LoaderFunctionArgs) {
  const username = params.username ?? '';
  return load(context, ({ client, transport }) =>
    Promise.all([
      loadBusiness(client, transport, username),
      loadBusinessPosts(client, transport, username),
      loadRecommendations(client, transport, username),
    ]),
  );
}
