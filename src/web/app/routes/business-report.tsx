// `/business/:username/report`: reporting a business, or one of its posts (`?post=`) or notes
// (`?note=`), as a page (works before the script does).
import type { LoaderFunctionArgs } from 'react-router';
import { loadBusiness } from '../../features/marketplace/api/get-business-by-username.ts';
import { loadBusinessPosts } from '../../features/marketplace/api/get-business-posts.ts';
import { loadRecommendations } from '../../features/marketplace/api/get-recommendations.ts';
import { reportTarget } from '../../features/marketplace/lib/report-target.ts';
import { load } from '../../lib/route-context.ts';

export { reportAction as action } from '../../features/marketplace/api/report-action.ts';
export { ReportBusinessPage as Component } from '../../features/marketplace/components/report-business-page.tsx';

/** The business, and the posts or notes when one of them is reported (the page names it). */
export function loader({ context, params, request }: LoaderFunctionArgs) {
  const username = params.username ?? '';
  const target = reportTarget(new URL(request.url).searchParams);
  return load(context, async ({ client, transport }) => {
    await loadBusiness(client, transport, username);
    if (target.kind === 'post') await loadBusinessPosts(client, transport, username);
    if (target.kind === 'note') await loadRecommendations(client, transport, username);
  });
}
