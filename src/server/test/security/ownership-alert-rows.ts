// The ownership matrix's rows for alerts about new businesses: each person lists only their own, and
// another person's alert is not found to them (nothing says it exists, nor whose it is).

import type { MatrixRow } from './matrix-row.ts';
import type { MatrixWorld } from './ownership-fixture.ts';

export const ALERT_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/me/alerts',
    otherStatus: [200],
    checkOther: (body, w: MatrixWorld) => {
      if (JSON.stringify(body).includes(w.alert)) throw new Error("saw the owner's alert");
    },
    request: () => ({ method: 'GET', path: '/api/me/alerts' }),
  },
  {
    route: 'DELETE /api/me/alerts/:id',
    scope: 'business',
    request: (w) => ({ method: 'DELETE', path: `/api/me/alerts/${w.alert}` }),
  },
];
