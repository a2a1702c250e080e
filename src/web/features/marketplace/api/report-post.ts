// POST /api/posts/:postId/reports: the same reasons and limits as a business's, about one post.
import type { ReportInput } from '#shared/schemas/moderation.ts';
import { type ApiTransport, api } from '../../../lib/api.ts';

export const reportPost = (postId: string, input: ReportInput, transport?: ApiTransport) =>
  api('POST /api/posts/:postId/reports', { params: { postId }, body: input, transport });
