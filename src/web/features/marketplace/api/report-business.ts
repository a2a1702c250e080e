// POST /api/businesses/:id/reports: anyone reports a public business (docs/product.md §23).
import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '#shared/schemas/moderation.ts';
import type { ApiTransport } from '../../../lib/api.ts';
import { api } from '../../../lib/api-client.ts';

export const reportBusiness = (businessId: string, input: ReportInput, transport?: ApiTransport) =>
  api('POST /api/businesses/:id/reports', { params: { id: businessId }, body: input, transport });

export const useReportBusiness = (businessId: string) =>
  useMutation({ mutationFn: (input: ReportInput) => reportBusiness(businessId, input) });
