// Shapes of the wizard's API answers, as the API contract (src/shared/api) declares them.
import type { ApiResponse } from '#shared/api/index.ts';

export type StepResult = ApiResponse<'PUT /api/businesses/:id/steps/:step'>;

export type PhotoSet = ApiResponse<'GET /api/businesses/:id/photos'>;

export type { OwnerBusiness } from '../../../lib/owner-business.ts';
