// The ownership matrix's rows for recommendations: a person reads, makes, edits and withdraws only
// their own (another user acting on the same business touches their own row, never the owner's);
// only the business's owner answers a note on it; the console's tab is the operator's alone.

import type { MatrixRow } from './matrix-row.ts';
import type { MatrixWorld } from './ownership-fixture.ts';

const mine = (w: MatrixWorld) => `/api/businesses/${w.recommendations.businessId}/recommendation`;
/** The other user's answer is about their own recommendation, never the owner's note. */
const notTheOwners = (body: unknown) => {
  if (JSON.stringify(body).includes('The owner’s own note.')) throw new Error("saw the owner's note");
};
const operatorRow = (route: string, request: MatrixRow['request']): MatrixRow => ({
  route,
  anonStatus: 404,
  request,
});
const admin = (w: MatrixWorld, action: string) => ({
  method: 'POST' as const,
  path: `/api/admin/recommendations/${w.recommendations.noteToAnswer}/${action}`,
});

export const RECOMMENDATION_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/businesses/:id/recommendation',
    otherStatus: [200],
    checkOther: notTheOwners,
    request: (w) => ({ method: 'GET', path: mine(w) }),
  },
  {
    route: 'PUT /api/businesses/:id/recommendation',
    otherStatus: [200],
    checkOther: notTheOwners,
    request: (w) => ({ method: 'PUT', path: mine(w), json: { note: 'Lovely people.' } }),
  },
  {
    route: 'DELETE /api/businesses/:id/recommendation',
    otherStatus: [200],
    checkOther: notTheOwners,
    request: (w) => ({ method: 'DELETE', path: mine(w) }),
  },
  {
    route: 'PUT /api/businesses/:id/recommendations/:recommendationId/reply',
    request: (w) => ({
      method: 'PUT',
      path: `/api/businesses/${w.business.id}/recommendations/${w.recommendations.noteToAnswer}/reply`,
      json: { text: 'Thank you!' },
    }),
  },
  operatorRow('GET /api/admin/recommendations', () => ({
    method: 'GET',
    path: '/api/admin/recommendations?status=open',
  })),
  operatorRow('POST /api/admin/recommendations/:id/approve', (w) => admin(w, 'approve')),
  operatorRow('POST /api/admin/recommendations/:id/dismiss', (w) => admin(w, 'dismiss')),
  operatorRow('POST /api/admin/recommendations/:id/hide', (w) => ({
    ...admin(w, 'hide'),
    json: { reason: 'other', note: 'Matrix check.' },
  })),
  operatorRow('POST /api/admin/recommendations/:id/restore', (w) => admin(w, 'restore')),
];
