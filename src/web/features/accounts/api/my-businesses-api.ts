// The signed-in owner's businesses for /profile, and publishing a draft from its card.

import { publishBusiness } from '../../../lib/publish-business.ts';

export {
  type MyBusiness,
  myBusinessesQueryKey,
  myBusinessesQueryOptions,
} from '../../../lib/my-businesses.ts';

/** Publishes a draft from its card (a first publish also accepts the terms when asked). */
export const publishDraft = (businessId: string, acceptTerms = false) =>
  publishBusiness(businessId, acceptTerms ? { publish: true, acceptTerms: true } : { publish: true });
