// POST /api/recommendations/:recommendationId/reports: the same reasons and limits as a post's.
import type { ReportInput } from '#shared/schemas/moderation.ts';
import { type ApiTransport, api } from '../../../lib/api.ts';

export const reportNote = (recommendationId: string, input: ReportInput, transport?: ApiTransport) =>
  api('POST /api/recommendations/:recommendationId/reports', {
    params: { recommendationId },
    body: input,
    transport,
  });
