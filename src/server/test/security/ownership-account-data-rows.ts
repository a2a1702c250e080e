// The ownership matrix's rows for a person's own data (issue 27): devices, "Download my data" and
// one business's export. Another user reaches only their own sessions and data; an id of the
// owner's session is not found for them; the owner's business export is refused to them.

import type { MatrixRow } from './matrix-row.ts';
import type { MatrixWorld } from './ownership-fixture.ts';

const ownOnly = (body: unknown, w: MatrixWorld) => {
  const text = JSON.stringify(body);
  if (text.includes(w.ownerOtherDevice)) throw new Error("the owner's session id showed");
};

export const ACCOUNT_DATA_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/me/sessions',
    otherStatus: [200],
    checkOther: (body, w) => {
      ownOnly(body, w);
      if ((body as { sessions: unknown[] }).sessions.length !== 1) throw new Error('saw sessions not theirs');
    },
    request: () => ({ method: 'GET', path: '/api/me/sessions' }),
  },
  {
    route: 'GET /api/me/export',
    otherStatus: [200],
    checkOther: (body, w) => {
      ownOnly(body, w);
      if ((body as { account: { id: string } }).account.id !== w.other.id)
        throw new Error('exported someone else');
    },
    request: () => ({ method: 'GET', path: '/api/me/export' }),
  },
  {
    route: 'GET /api/businesses/:id/export',
    request: (w) => ({ method: 'GET', path: `/api/businesses/${w.business.id}/export` }),
  },
  {
    // The owner signs their other device out; to anyone else that session does not exist.
    route: 'DELETE /api/me/sessions/:id',
    scope: 'business',
    request: (w) => ({ method: 'DELETE', path: `/api/me/sessions/${w.ownerOtherDevice}` }),
  },
  {
    // After the row above the owner has one session left: nothing else to sign out, for anyone.
    route: 'POST /api/me/sessions/sign-out-others',
    otherStatus: [200],
    checkOther: (body) => {
      if ((body as { signedOut: number }).signedOut !== 0) throw new Error('signed out sessions');
    },
    request: () => ({ method: 'POST', path: '/api/me/sessions/sign-out-others' }),
  },
];
