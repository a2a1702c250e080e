// POST /api/businesses/:id/publish: publish or hide a business. The wizard's summary, /profile and
// the business dashboard all publish through this one call (the server holds the rules).
import type { ApiBody } from '#shared/api/index.ts';
import { type ApiResult, api } from '../lib/api.ts';

export type PublishInput = ApiBody<'POST /api/businesses/:id/publish'>;
export type PublishResult = ApiResult<'POST /api/businesses/:id/publish'>;

export const publishBusiness = (businessId: string, input: PublishInput) =>
  api('POST /api/businesses/:id/publish', { params: { id: businessId }, body: input });
