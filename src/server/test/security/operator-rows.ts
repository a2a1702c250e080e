// The ownership matrix's rows for the operator console (docs/product.md §23) and the one owner
// endpoint that only a hidden business has. Console rows: anonymous, another user and the owner
// all get the 404 of an unknown route and change nothing; only the operator succeeds.
import type { MatrixRow } from './matrix-row.ts';

const operatorRow = (route: string, request: MatrixRow['request'], label?: string): MatrixRow => ({
  route,
  label,
  anonStatus: 404,
  request,
});

export const OPERATOR_ROWS: MatrixRow[] = [
  operatorRow('GET /api/admin/me', () => ({ method: 'GET', path: '/api/admin/me' })),
  operatorRow('GET /api/admin/states', () => ({ method: 'GET', path: '/api/admin/states' })),
  operatorRow('GET /api/admin/states/:slug', () => ({ method: 'GET', path: '/api/admin/states/vermont' })),
  operatorRow('GET /api/admin/states/:slug/waitlist.csv', () => ({
    method: 'GET',
    path: '/api/admin/states/vermont/waitlist.csv',
  })),
  operatorRow('GET /api/admin/audit', () => ({ method: 'GET', path: '/api/admin/audit?action=grant' })),
  operatorRow('GET /api/admin/reports', () => ({ method: 'GET', path: '/api/admin/reports?status=hidden' })),
  operatorRow('POST /api/admin/businesses/:id/hide', (w) => ({
    method: 'POST',
    path: `/api/admin/businesses/${w.draft.id}/hide`,
    json: { reason: 'other', note: 'Matrix check.' },
  })),
  {
    // Only the owner of a hidden business may ask for its review (the row above hid the draft).
    route: 'POST /api/businesses/:id/review-request',
    request: (w) => ({
      method: 'POST',
      path: `/api/businesses/${w.draft.id}/review-request`,
      json: { message: 'Please look again.' },
    }),
  },
  operatorRow('POST /api/admin/businesses/:id/dismiss', (w) => ({
    method: 'POST',
    path: `/api/admin/businesses/${w.draft.id}/dismiss`,
  })),
  operatorRow('POST /api/admin/businesses/:id/restore', (w) => ({
    method: 'POST',
    path: `/api/admin/businesses/${w.draft.id}/restore`,
  })),
  operatorRow('GET /api/admin/post-reports', () => ({ method: 'GET', path: '/api/admin/post-reports' })),
  operatorRow('POST /api/admin/posts/:id/hide', (w) => ({
    method: 'POST',
    path: `/api/admin/posts/${w.posts.kept}/hide`,
    json: { reason: 'other', note: 'Matrix check.' },
  })),
  operatorRow('POST /api/admin/posts/:id/dismiss', (w) => ({
    method: 'POST',
    path: `/api/admin/posts/${w.posts.kept}/dismiss`,
  })),
  operatorRow('POST /api/admin/posts/:id/restore', (w) => ({
    method: 'POST',
    path: `/api/admin/posts/${w.posts.kept}/restore`,
  })),
  operatorRow('POST /api/admin/states/:slug/launch', () => ({
    method: 'POST',
    path: '/api/admin/states/vermont/launch',
  })),
  operatorRow('POST /api/admin/states/:slug/pause', () => ({
    method: 'POST',
    path: '/api/admin/states/vermont/pause',
  })),
];
