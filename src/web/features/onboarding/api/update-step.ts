// PUT /api/businesses/:id/steps/:step: saves one wizard step; the body is that step's schema
// (src/shared/schemas/steps), checked by the step's form before it is sent.
import { type ApiResult, api } from '../../../lib/api.ts';

export type StepResult = ApiResult<'PUT /api/businesses/:id/steps/:step'>;

export const updateStep = (businessId: string, step: number, body: unknown) =>
  api('PUT /api/businesses/:id/steps/:step', { params: { id: businessId, step }, body });
