// POST /api/businesses/:id/publish: publish or hide a business. The wizard's summary, /profile and
// the business dashboard all publish through this one call (the server holds the rules).
import type { ApiBody, ApiResponse } from '#shared/api/index.ts';
import { apiFetch } from './api.ts';

export type PublishInput = ApiBody<'POST /api/businesses/:id/publish'>;
export type PublishResult = ApiResponse<'POST /api/businesses/:id/publish'>;

export const publishBusiness = (businessId: string, input: PublishInput) =>
  apiFetch<PublishResult>(`/api/businesses/${encodeURIComponent(businessId)}/publish`, {
    method: 'POST',
    json: input,
  });
