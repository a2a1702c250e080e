// The corpus's rows for a person's own data (issue 27): signed-in devices, "Download my data" and
// one business's export. A session id is fuzzed, never the corpus owner's real one, so no corrupted
// request can sign anyone out; the owner has one session, so "sign out the others" changes nothing.
import { biz, type Endpoint, none, one } from './endpoint-kinds.ts';

export const ACCOUNT_DATA_ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/api/me/sessions', part: 'query', variants: one(none) },
  {
    method: 'DELETE',
    path: '/api/me/sessions/:id',
    part: 'param',
    variants: one(() => ({ id: 'no-such-session-id' })),
  },
  { method: 'POST', path: '/api/me/sessions/sign-out-others', part: 'query', variants: one(none) },
  { method: 'GET', path: '/api/me/export', part: 'query', variants: one(none) },
  { method: 'GET', path: '/api/businesses/:id/export', part: 'param', variants: one(biz) },
];
