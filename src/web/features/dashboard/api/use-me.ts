// The signed-in person's profile: the app's one query for GET /api/me.
export { type Me, meQueryOptions, useMe } from '../../../lib/me.ts';
