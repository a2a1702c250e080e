import { PASSWORD } from '../auth-helpers.ts';
import { HOURS_SAMPLE, STEP_SAMPLES } from './corpus-samples.ts';
import { ENDPOINTS } from './corpus-table.ts';
import { type MatrixRow, type ScopedRow, scopeOf } from './matrix-row.ts';
import { OPERATOR_ROWS } from './operator-rows.ts';
import { ACCOUNT_DATA_ROWS } from './ownership-account-data-rows.ts';
import { ALERT_ROWS } from './ownership-alert-rows.ts';
import { derivedRows } from './ownership-derived-rows.ts';
import type { MatrixWorld } from './ownership-fixture.ts';
import { PHOTO_ROWS } from './ownership-photo-rows.ts';
import { POST_ROWS } from './ownership-post-rows.ts';
import { RECOMMENDATION_ROWS } from './ownership-recommendation-rows.ts';

export type { MatrixRequest, MatrixRow } from './matrix-row.ts';

const steps = Object.keys(STEP_SAMPLES).map(Number);
export const matrixContext = (w: MatrixWorld) => ({
  businessId: w.business.id,
  businessUsername: w.business.username,
  ownerUsername: w.owner.username,
  productUrls: [],
  postId: w.posts.kept,
  recommendationId: w.recommendations.noteToAnswer,
});

const WRITTEN_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/businesses/:id',
    request: (w) => ({ method: 'GET', path: `/api/businesses/${w.business.id}` }),
  },
  ...steps.map(
    (step): MatrixRow => ({
      route: 'GET /api/businesses/:id/steps/:step',
      label: `step ${step}`,
      request: (w) => ({ method: 'GET', path: `/api/businesses/${w.business.id}/steps/${step}` }),
    }),
  ),
  ...steps.map(
    (step): MatrixRow => ({
      route: 'PUT /api/businesses/:id/steps/:step',
      label: `step ${step}`,
      request: (w) => ({
        method: 'PUT',
        path: `/api/businesses/${w.business.id}/steps/${step}`,
        json: STEP_SAMPLES[step](matrixContext(w)),
      }),
    }),
  ),
  {
    route: 'POST /api/businesses/:id/publish',
    request: (w) => ({
      method: 'POST',
      path: `/api/businesses/${w.business.id}/publish`,
      json: { publish: true, acceptTerms: true },
    }),
  },
  {
    route: 'PUT /api/businesses/:id/hours',
    request: (w) => ({
      method: 'PUT',
      path: `/api/businesses/${w.business.id}/hours`,
      json: HOURS_SAMPLE,
    }),
  },
  {
    route: 'GET /api/businesses/:id/insights',
    request: (w) => ({ method: 'GET', path: `/api/businesses/${w.business.id}/insights` }),
  },
  ...PHOTO_ROWS,
  ...POST_ROWS,
  ...RECOMMENDATION_ROWS,
  {
    route: 'POST /api/businesses/:id/delete',
    request: (w) => ({
      method: 'POST',
      path: `/api/businesses/${w.doomed.id}/delete`,
      json: { confirmUsername: w.doomed.username },
    }),
  },
  {
    // Creating a business is the caller's own (the owner has room again: one was just deleted).
    route: 'POST /api/businesses',
    otherStatus: [201],
    request: () => ({ method: 'POST', path: '/api/businesses', json: { businessType: 'service' } }),
  },
  {
    // Only its owner may favourite a draft; to anyone else it does not exist.
    route: 'PUT /api/me/favorites/:businessId',
    scope: 'business',
    request: (w) => ({ method: 'PUT', path: `/api/me/favorites/${w.draft.id}` }),
  },
  {
    // A draft's page exists for its owner only (anonymous included: not found, not "sign in").
    route: 'GET /api/businesses/by-username/:username',
    scope: 'business',
    anonStatus: 404,
    request: (w) => ({ method: 'GET', path: `/api/businesses/by-username/${w.draft.username}` }),
  },
  {
    route: 'DELETE /api/me/favorites/:businessId',
    otherStatus: [200],
    request: (w) => ({ method: 'DELETE', path: `/api/me/favorites/${w.draft.id}` }),
  },
  {
    // Someone else's business id must not turn the owner's taken name into "available".
    route: 'GET /api/business-usernames/:username/available',
    otherStatus: [200],
    checkOther: (body) => {
      if ((body as { available: boolean }).available !== false)
        throw new Error('a taken name read as available');
    },
    request: (w) => ({
      method: 'GET',
      path: `/api/business-usernames/${w.business.username}/available?businessId=${w.business.id}`,
    }),
  },
  {
    route: 'GET /api/me',
    otherStatus: [200],
    request: () => ({ method: 'GET', path: '/api/me' }),
  },
  {
    // The other user asking for the owner's username is told it is taken.
    route: 'PUT /api/me',
    otherStatus: [409],
    request: (w) => ({
      method: 'PUT',
      path: '/api/me',
      json: { username: w.owner.username, firstName: 'Own', lastName: 'Er', birthday: '', zip: '90012' },
    }),
  },
  {
    route: 'GET /api/me/businesses',
    otherStatus: [200],
    request: () => ({ method: 'GET', path: '/api/me/businesses' }),
  },
  {
    route: 'GET /api/me/favorites',
    otherStatus: [200],
    request: () => ({ method: 'GET', path: '/api/me/favorites' }),
  },
  // Updates and the digest are one's own: another user reads and changes only theirs.
  {
    route: 'GET /api/me/updates',
    otherStatus: [200],
    request: () => ({ method: 'GET', path: '/api/me/updates' }),
  },
  {
    route: 'GET /api/me/updates/unseen',
    otherStatus: [200],
    request: () => ({ method: 'GET', path: '/api/me/updates/unseen' }),
  },
  {
    route: 'POST /api/me/updates/seen',
    otherStatus: [200],
    request: () => ({ method: 'POST', path: '/api/me/updates/seen' }),
  },
  {
    route: 'GET /api/me/digest',
    otherStatus: [200],
    request: () => ({ method: 'GET', path: '/api/me/digest' }),
  },
  {
    route: 'PUT /api/me/digest',
    otherStatus: [200],
    request: () => ({ method: 'PUT', path: '/api/me/digest', json: { frequency: 'weekly' } }),
  },
  {
    // Typing someone else's username deletes nothing: the confirmation is checked against your own.
    route: 'POST /api/me/delete',
    owner: 'leaver',
    otherStatus: [400],
    request: (w) => ({
      method: 'POST',
      path: '/api/me/delete',
      json: { confirmUsername: w.leaver.username },
    }),
  },
  ...ACCOUNT_DATA_ROWS,
  ...ALERT_ROWS,
  ...OPERATOR_ROWS,
];

const LAST: MatrixRow = {
  // Last: the other user changes only their own password (both were made with PASSWORD).
  route: 'POST /api/auth/change-password',
  otherStatus: [200],
  request: () => ({
    method: 'POST',
    path: '/api/auth/change-password',
    json: { currentPassword: PASSWORD, newPassword: `${PASSWORD}x` },
  }),
};

const authOf = new Map(ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e.auth]));

/** A written row's scope is the contract's; a session endpoint may narrow it to 'business'. */
function scoped(row: MatrixRow): ScopedRow {
  const auth = authOf.get(row.route);
  if (row.scope && (row.scope !== 'business' || auth === 'owner' || auth === 'operator'))
    throw new Error(`${row.route}: its scope comes from the contract (auth: ${auth})`);
  return { ...row, scope: row.scope ?? scopeOf(auth) };
}

/** The written rows, then a row from its sample for each endpoint none of them names (none today). */
export const MATRIX_ROWS: ScopedRow[] = [
  ...WRITTEN_ROWS.map(scoped),
  ...derivedRows(ENDPOINTS, [...WRITTEN_ROWS, LAST], matrixContext),
  scoped(LAST),
];
