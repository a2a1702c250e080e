// `/business/:username`: a business's public page, as this viewer sees it (favourited, owned).
import type { LoaderFunctionArgs } from 'react-router';
import { loadBusiness } from '../../features/marketplace/api/business.ts';
import { routeData } from '../../lib/route-context.ts';

export { BusinessPage as Component } from '../../features/marketplace/components/business-page.tsx';

export function loader({ context, params }: LoaderFunctionArgs) {
  const { client, transport } = routeData(context);
  return loadBusiness(client, transport, params.username ?? '');
}
