// The operator console (docs/product.md §23): states with their launch and pause, the waitlist
// export, and the audit log. Every endpoint answers 404 to anyone who is not an operator.
import { z } from 'zod';
import { OPERATOR_ACTIONS } from '../catalogues/moderation.ts';
import { auditQuery } from '../schemas/moderation.ts';
import { multilineText, text } from '../schemas/text.ts';
import { endpoint, errorResponse, nullableText, segment, timestamp } from './endpoint.ts';

const count = () => z.number().int().min(0);

export const campaignProgress = z
  .strictObject({
    total: count(),
    sent: count(),
    failed: count().describe('Given up on after a day of retries.'),
    retrying: count().describe('Not sent yet; the last try failed and it will be tried again.'),
    queued: count().describe('Not sent yet (retrying included).'),
  })
  .meta({ id: 'CampaignProgress' });

export const adminState = z
  .strictObject({
    slug: text(),
    name: text(),
    code: text(),
    isLive: z.boolean(),
    published: count(),
    drafts: count(),
    ownersWaiting: count().describe('Owners with a business there that is not public.'),
    waitlist: count().describe('Waitlist addresses there that have not unsubscribed.'),
    lastChange: z
      .strictObject({
        action: z.enum(['launch', 'pause']),
        at: timestamp(),
        actor: text(),
        emails: campaignProgress,
      })
      .nullable(),
  })
  .meta({ id: 'AdminState' });

export const auditEntry = z
  .strictObject({
    id: z.uuid(),
    at: timestamp(),
    actor: text().describe(
      "The operator's email or 'cli'; older entries may say 'ADMIN_EMAILS' (a grant the list made at sign-in).",
    ),
    action: z.enum(OPERATOR_ACTIONS),
    targetType: z.enum(['state', 'business', 'user', 'post', 'recommendation']),
    targetId: text(),
    targetLabel: text(),
    before: z.record(text(), z.unknown()),
    after: z.record(text(), z.unknown()),
    note: multilineText().nullable(),
  })
  .meta({ id: 'AuditEntry' });

const tag = 'Operator console';
const auth = 'operator' as const;
/** A state's slug as the console sends it; an unknown one is 404. */
export const stateSlugParams = z.object({ slug: segment().max(60) });
const slugParams = stateSlugParams;
const stateChange = (what: string) =>
  z.strictObject({
    state: adminState,
    changed: z.boolean().describe(`False when the state was already ${what}: nothing was done again.`),
    emailsQueued: count(),
    businesses: count().describe('Businesses made public again (launch) or taken off the market (pause).'),
  });

export const adminEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/admin/me',
    summary: 'The signed-in operator (404 for everyone else)',
    tag,
    auth,
    responses: { 200: z.strictObject({ email: text() }), 404: errorResponse },
  }),
  endpoint({
    method: 'GET',
    path: '/api/admin/states',
    summary: 'Every state with its businesses, waitlist and last launch or pause',
    tag,
    auth,
    responses: { 200: z.strictObject({ states: z.array(adminState) }), 404: errorResponse },
  }),
  endpoint({
    method: 'GET',
    path: '/api/admin/states/:slug',
    summary: 'One state: who a launch would email, and waitlist sign-ups per week',
    tag,
    auth,
    params: slugParams,
    responses: {
      200: z.strictObject({
        state: adminState,
        recipients: z.strictObject({ waitlist: count(), owners: count() }),
        signupsByWeek: z.array(
          z.strictObject({ week: text().describe('Monday, YYYY-MM-DD'), count: count() }),
        ),
      }),
      404: errorResponse,
    },
  }),
  endpoint({
    method: 'POST',
    path: '/api/admin/states/:slug/launch',
    summary: 'Makes a state live and emails its waitlist and owners, paced (once per person)',
    tag,
    auth,
    params: slugParams,
    responses: { 200: stateChange('live'), 400: errorResponse, 404: errorResponse },
  }),
  endpoint({
    method: 'POST',
    path: '/api/admin/states/:slug/pause',
    summary: 'Takes a state and its businesses off the public pages (kept) and emails their owners',
    tag,
    auth,
    params: slugParams,
    responses: { 200: stateChange('paused'), 400: errorResponse, 404: errorResponse },
  }),
  endpoint({
    method: 'GET',
    path: '/api/admin/states/:slug/waitlist.csv',
    summary: 'The state’s waitlist as CSV (unsubscribed addresses left out)',
    tag,
    auth,
    params: slugParams,
    responseType: 'text/csv',
    responses: { 200: null, 400: errorResponse, 404: errorResponse },
  }),
  endpoint({
    method: 'GET',
    path: '/api/admin/audit',
    summary: 'Operator actions, newest first, filtered by action, actor or target',
    tag,
    auth,
    query: auditQuery,
    responses: {
      200: z.strictObject({ items: z.array(auditEntry), nextCursor: nullableText() }),
      400: errorResponse,
      404: errorResponse,
    },
  }),
] as const;
