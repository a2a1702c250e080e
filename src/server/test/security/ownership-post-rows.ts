// The ownership matrix's rows for a business's posts: only the owner lists, writes, edits, adds a
// photo to or deletes them (another user's attempts are 403 and change nothing).

import type { MatrixRow } from './matrix-row.ts';
import { MATRIX_EVENT_DAY, type MatrixWorld } from './ownership-fixture.ts';

const posts = (w: MatrixWorld, rest = '') => `/api/businesses/${w.business.id}/posts${rest}`;
const update = { kind: 'update', title: 'Matrix news', text: 'Something new.' };

export const POST_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/businesses/:id/posts',
    request: (w) => ({ method: 'GET', path: posts(w) }),
  },
  {
    route: 'POST /api/businesses/:id/posts',
    request: (w) => ({ method: 'POST', path: posts(w), json: update }),
  },
  {
    route: 'PUT /api/businesses/:id/posts/:postId',
    request: (w) => ({ method: 'PUT', path: posts(w, `/${w.posts.kept}`), json: update }),
  },
  {
    route: 'PUT /api/businesses/:id/posts/:postId/photo',
    request: async (w) => {
      const form = new FormData();
      form.append('file', await w.jpeg(), 'post.jpg');
      return { method: 'PUT', path: posts(w, `/${w.posts.kept}/photo`), form };
    },
  },
  {
    route: 'DELETE /api/businesses/:id/posts/:postId/photo',
    request: (w) => ({ method: 'DELETE', path: posts(w, `/${w.posts.kept}/photo`) }),
  },
  {
    route: 'PUT /api/businesses/:id/posts/:postId/dates/:day',
    request: (w) => ({
      method: 'PUT',
      path: posts(w, `/${w.posts.event}/dates/${MATRIX_EVENT_DAY}`),
      json: { cancelled: true },
    }),
  },
  {
    route: 'DELETE /api/businesses/:id/posts/:postId/dates/:day',
    request: (w) => ({ method: 'DELETE', path: posts(w, `/${w.posts.event}/dates/${MATRIX_EVENT_DAY}`) }),
  },
  {
    route: 'DELETE /api/businesses/:id/posts/:postId',
    request: (w) => ({ method: 'DELETE', path: posts(w, `/${w.posts.doomed}`) }),
  },
];
