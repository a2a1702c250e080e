// Good input for reports, review requests, the waitlist's unsubscribe, the operator console
// (issue 15) and a person's own data (issue 27), by `METHOD /path`. The corpus sends them
// anonymously, as the owner and as an operator. A session id is fuzzed, never the corpus owner's
// real one, so no corrupted request can sign anyone out; the owner has one session, so "sign out
// the others" changes nothing.
import { biz, type CorpusContext, NO_INPUT, none, one, type Samples } from './endpoint-kinds.ts';

const state = one(() => ({ slug: 'vermont' }));
const post = (ctx: CorpusContext) => ({ id: ctx.postId });
const recommendation = (ctx: CorpusContext) => ({ id: ctx.recommendationId });
const hide = { reason: 'other', note: 'Checking.' };

export const CONSOLE_SAMPLES: Samples = {
  'POST /api/businesses/:id/reports': one(biz, { reason: 'other', details: 'Looks closed.\nFor months.' }),
  'POST /api/businesses/:id/review-request': one(biz, { message: 'Please look again.' }),
  // A well-formed token that does not verify: a corrupted query can never unsubscribe anyone.
  'POST /api/waitlist/unsubscribe': one(none, { token: 'Y29ycHVz.not-a-real-signature' }),
  'GET /api/waitlist/unsubscribe': one(none, { token: 'Y29ycHVz.not-a-real-signature' }),
  'GET /api/admin/me': NO_INPUT,
  'GET /api/admin/states': NO_INPUT,
  'GET /api/admin/states/:slug': state,
  'POST /api/admin/states/:slug/launch': state,
  'POST /api/admin/states/:slug/pause': state,
  'GET /api/admin/states/:slug/waitlist.csv': state,
  'GET /api/admin/audit': one(none, { action: 'hide', actor: 'cli', target: 'Vermont' }),
  'GET /api/admin/reports': one(none, { status: 'open' }),
  'POST /api/admin/businesses/:id/dismiss': one(biz),
  'POST /api/admin/businesses/:id/hide': one(biz, hide),
  'POST /api/admin/businesses/:id/restore': one(biz),
  'POST /api/posts/:postId/reports': one((ctx) => ({ postId: ctx.postId }), {
    reason: 'other',
    details: 'Odd.',
  }),
  'GET /api/admin/post-reports': one(none, { status: 'hidden' }),
  'POST /api/admin/posts/:id/dismiss': one(post),
  'POST /api/admin/posts/:id/hide': one(post, hide),
  'POST /api/admin/posts/:id/restore': one(post),
  'POST /api/recommendations/:recommendationId/reports': one(
    (ctx) => ({ recommendationId: ctx.recommendationId }),
    { reason: 'other', details: 'Rude.' },
  ),
  'GET /api/admin/recommendations': one(none, { status: 'open' }),
  'POST /api/admin/recommendations/:id/approve': one(recommendation),
  'POST /api/admin/recommendations/:id/dismiss': one(recommendation),
  'POST /api/admin/recommendations/:id/hide': one(recommendation, hide),
  'POST /api/admin/recommendations/:id/restore': one(recommendation),
  'GET /api/me/sessions': NO_INPUT,
  'DELETE /api/me/sessions/:id': one(() => ({ id: 'no-such-session-id' })),
  'POST /api/me/sessions/sign-out-others': NO_INPUT,
  'GET /api/me/export': NO_INPUT,
  'GET /api/businesses/:id/export': one(biz),
};
