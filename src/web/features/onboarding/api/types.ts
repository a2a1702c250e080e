// Shapes of the wizard's API answers, as the API contract (src/shared/api) declares them.
import type { ApiResponse } from '#shared/api/index.ts';

export type StepResult = ApiResponse<'PUT /api/businesses/:id/steps/:step'>;

export type PhotoSet = ApiResponse<'GET /api/businesses/:id/photos'>;

/** GET /api/businesses/:id — the owner's full view of one business. */
export type OwnerBusiness = ApiResponse<'GET /api/businesses/:id'>;
