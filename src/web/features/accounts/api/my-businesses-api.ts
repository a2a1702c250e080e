// The signed-in owner's businesses for /profile, and publishing a draft from its card.

import { apiFetch } from '../../../lib/api.ts';

export {
  type MyBusiness,
  myBusinessesQueryKey,
  myBusinessesQueryOptions,
} from '../../../lib/my-businesses.ts';

export const publishBusiness = (businessId: string, acceptTerms = false) =>
  apiFetch<{ isPublished: boolean }>(`/api/businesses/${encodeURIComponent(businessId)}/publish`, {
    method: 'POST',
    json: acceptTerms ? { publish: true, acceptTerms: true } : { publish: true },
  });
