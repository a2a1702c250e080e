// Publishes a draft from its /profile card (a first publish also accepts the terms when asked).
import { publishBusiness } from '../../../api/publish-business.ts';

export const publishDraft = (businessId: string, acceptTerms = false) =>
  publishBusiness(businessId, acceptTerms ? { publish: true, acceptTerms: true } : { publish: true });
