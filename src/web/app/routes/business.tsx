// `/business/:username`: a business's public page, as this viewer sees it (favourited, owned).
import type { LoaderFunctionArgs } from 'react-router';
import { loadBusiness } from '../../features/marketplace/api/business.ts';
import { load } from '../../lib/route-context.ts';

export { BusinessPage as Component } from '../../features/marketplace/components/business-page.tsx';

export function loader({ context, params }: LoaderFunctionArgs) {
  return load(context, ({ client, transport }) => loadBusiness(client, transport, params.username ?? ''));
}
