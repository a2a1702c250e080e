// `/business/:username/report`: reporting a business as a page (works before the script does).
import type { LoaderFunctionArgs } from 'react-router';
import { loadBusiness } from '../../features/marketplace/api/get-business-by-username.ts';
import { load } from '../../lib/route-context.ts';

export { reportAction as action } from '../../features/marketplace/api/report-action.ts';
export { ReportBusinessPage as Component } from '../../features/marketplace/components/report-business-page.tsx';

export function loader({ context, params }: LoaderFunctionArgs) {
  return load(context, ({ client, transport }) => loadBusiness(client, transport, params.username ?? ''));
}
