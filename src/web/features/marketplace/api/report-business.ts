// POST /api/businesses/:id/reports: anyone reports a public business (docs/product.md §23).
import type { ReportInput } from '#shared/schemas/moderation.ts';
import { type ApiTransport, api } from '../../../lib/api.ts';

export const reportBusiness = (businessId: string, input: ReportInput, transport?: ApiTransport) =>
  api('POST /api/businesses/:id/reports', { params: { id: businessId }, body: input, transport });
