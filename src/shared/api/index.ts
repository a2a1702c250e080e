// The API contract: every endpoint under /api, declared once with zod (docs/decisions/009-api-contract.md).
// The server's tests check every answer against it; /api/openapi.json and /api/docs are built from it.
import type { z } from 'zod';
import { accountEndpoints } from './account.ts';
import { adminEndpoints } from './admin.ts';
import { alertsEndpoints } from './alerts.ts';
import { authApiEndpoints } from './auth.ts';
import { businessEndpoints } from './business.ts';
import { catalogueEndpoints } from './catalogues.ts';
import { clientLogEndpoints } from './client-log.ts';
import { configEndpoints } from './config.ts';
import { dataExportEndpoints } from './data-export.ts';
import type { Endpoint } from './endpoint.ts';
import { eventEndpoints } from './events.ts';
import { favoriteEndpoints } from './favorites.ts';
import { geographyEndpoints } from './geography.ts';
import { hoursEndpoints } from './hours.ts';
import { managementEndpoints } from './management.ts';
import { marketEndpoints } from './market.ts';
import { moderationEndpoints } from './moderation.ts';
import { onboardingEndpoints } from './onboarding.ts';
import { openDataEndpoints } from './open-data.ts';
import { photoEndpoints } from './photos.ts';
import { postEndpoints } from './posts.ts';
import { recommendationEndpoints } from './recommendations.ts';
import { searchEndpoints } from './search.ts';
import { sessionEndpoints } from './sessions.ts';
import { unsubscribeEndpoints } from './unsubscribe.ts';
import { updatesEndpoints } from './updates.ts';
import { usernameEndpoints } from './usernames.ts';
import { waitlistEndpoints } from './waitlist.ts';

export { type Endpoint, type ErrorResponse, errorResponse, type Method } from './endpoint.ts';
export { matchEndpoint } from './match.ts';

export const API_ENDPOINTS = [
  ...authApiEndpoints,
  ...configEndpoints,
  ...catalogueEndpoints,
  ...geographyEndpoints,
  ...usernameEndpoints,
  ...marketEndpoints,
  ...searchEndpoints,
  ...openDataEndpoints,
  ...businessEndpoints,
  ...favoriteEndpoints,
  ...updatesEndpoints,
  ...alertsEndpoints,
  ...onboardingEndpoints,
  ...photoEndpoints,
  ...hoursEndpoints,
  ...postEndpoints,
  ...eventEndpoints,
  ...recommendationEndpoints,
  ...managementEndpoints,
  ...accountEndpoints,
  ...sessionEndpoints,
  ...dataExportEndpoints,
  ...waitlistEndpoints,
  ...unsubscribeEndpoints,
  ...clientLogEndpoints,
  ...moderationEndpoints,
  ...adminEndpoints,
] as const satisfies readonly Endpoint[];

type AnyEndpoint = (typeof API_ENDPOINTS)[number];
/** Every endpoint by its key, 'GET /api/businesses/:id'. */
export type EndpointMap = { [E in AnyEndpoint as `${E['method']} ${E['path']}`]: E };
export type EndpointKey = keyof EndpointMap;
type Infer<T> = T extends z.ZodType ? z.infer<T> : never;
type InferIn<T> = T extends z.ZodType ? z.input<T> : never;

/** The JSON an endpoint answers with `status` (200 unless given). */
export type ApiResponse<
  K extends EndpointKey,
  S extends keyof EndpointMap[K]['responses'] = 200 & keyof EndpointMap[K]['responses'],
> = Infer<EndpointMap[K]['responses'][S]>;
/** What an endpoint's body accepts (before parsing: `yearStarted` is still a string). */
export type ApiBody<K extends EndpointKey> = EndpointMap[K] extends { body: infer B } ? InferIn<B> : never;
export type ApiQuery<K extends EndpointKey> = EndpointMap[K] extends { query: infer Q } ? InferIn<Q> : never;
export type ApiParams<K extends EndpointKey> = EndpointMap[K] extends { params: infer P }
  ? InferIn<P>
  : never;
