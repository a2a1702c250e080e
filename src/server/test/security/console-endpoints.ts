// The endpoint table's rows for reports, review requests, the waitlist's unsubscribe and the
// operator console (issue 15): the corpus sends them anonymously, as the owner and as an operator.
import { queueQuery } from '#shared/api/moderation.ts';
import { unsubscribeQuery } from '#shared/api/waitlist.ts';
import { auditQuery, hideSchema, reportSchema, reviewRequestSchema } from '#shared/schemas/moderation.ts';
import { biz, type CorpusContext, type Endpoint, none, one } from './endpoint-kinds.ts';

const state = () => ({ slug: 'vermont' });
const post = (ctx: CorpusContext) => ({ id: ctx.postId });

export const CONSOLE_ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/businesses/:id/reports',
    part: 'json',
    variants: one(biz, reportSchema, { reason: 'other', details: 'Looks closed.\nFor months.' }),
  },
  {
    method: 'POST',
    path: '/api/businesses/:id/review-request',
    part: 'json',
    variants: one(biz, reviewRequestSchema, { message: 'Please look again.' }),
  },
  {
    // A well-formed token that does not verify: a corrupted query can never unsubscribe anyone.
    method: 'POST',
    path: '/api/waitlist/unsubscribe',
    part: 'query',
    variants: one(none, unsubscribeQuery, { token: 'Y29ycHVz.not-a-real-signature' }),
  },
  { method: 'GET', path: '/api/admin/me', part: 'query', variants: one(none) },
  { method: 'GET', path: '/api/admin/states', part: 'query', variants: one(none) },
  { method: 'GET', path: '/api/admin/states/:slug', part: 'param', variants: one(state) },
  { method: 'POST', path: '/api/admin/states/:slug/launch', part: 'param', variants: one(state) },
  { method: 'POST', path: '/api/admin/states/:slug/pause', part: 'param', variants: one(state) },
  { method: 'GET', path: '/api/admin/states/:slug/waitlist.csv', part: 'param', variants: one(state) },
  {
    method: 'GET',
    path: '/api/admin/audit',
    part: 'query',
    variants: one(none, auditQuery, { action: 'hide', actor: 'cli', target: 'Vermont' }),
  },
  {
    method: 'GET',
    path: '/api/admin/reports',
    part: 'query',
    variants: one(none, queueQuery, { status: 'open' }),
  },
  { method: 'POST', path: '/api/admin/businesses/:id/dismiss', part: 'param', variants: one(biz) },
  {
    method: 'POST',
    path: '/api/admin/businesses/:id/hide',
    part: 'json',
    variants: one(biz, hideSchema, { reason: 'other', note: 'Checking.' }),
  },
  { method: 'POST', path: '/api/admin/businesses/:id/restore', part: 'param', variants: one(biz) },
  {
    method: 'POST',
    path: '/api/posts/:postId/reports',
    part: 'json',
    variants: one((ctx) => ({ postId: ctx.postId }), reportSchema, { reason: 'other', details: 'Odd.' }),
  },
  {
    method: 'GET',
    path: '/api/admin/post-reports',
    part: 'query',
    variants: one(none, queueQuery, { status: 'hidden' }),
  },
  { method: 'POST', path: '/api/admin/posts/:id/dismiss', part: 'param', variants: one(post) },
  {
    method: 'POST',
    path: '/api/admin/posts/:id/hide',
    part: 'json',
    variants: one(post, hideSchema, { reason: 'other', note: 'Checking.' }),
  },
  { method: 'POST', path: '/api/admin/posts/:id/restore', part: 'param', variants: one(post) },
];
