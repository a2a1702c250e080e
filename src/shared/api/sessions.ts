// The signed-in person's devices: their sessions, and signing out one or all the others.
import { z } from 'zod';
import { text } from '../schemas/text.ts';
import { endpoint, errorResponse, segment, timestamp } from './endpoint.ts';

export const deviceSession = z
  .strictObject({
    /** Opaque; names the session to sign out. Not the session's token. */
    id: text(),
    browser: text().describe('From the user agent: "Chrome", "Safari" … or "Unknown browser".'),
    os: text().describe('From the user agent: "macOS", "iOS", "Android" … or "Unknown system".'),
    signedInAt: timestamp(),
    lastSeenAt: timestamp().describe('Approximate: brought up to date at most every 15 minutes.'),
    current: z.boolean().describe('The session that asked.'),
  })
  .meta({ id: 'DeviceSession' });

const tag = 'Account';

export const sessionEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/me/sessions',
    summary: 'The caller’s signed-in devices (never an address), the current one first',
    tag,
    auth: 'session',
    responses: { 200: z.strictObject({ sessions: z.array(deviceSession) }) },
  }),
  endpoint({
    method: 'DELETE',
    path: '/api/me/sessions/:id',
    summary: 'Signs out one of the caller’s sessions (404 for any other id)',
    tag,
    auth: 'session',
    params: z.object({ id: segment() }),
    responses: { 200: z.strictObject({ signedOut: z.literal(1) }), 404: errorResponse },
  }),
  endpoint({
    method: 'POST',
    path: '/api/me/sessions/sign-out-others',
    summary: 'Signs out every session of the caller except this one',
    tag,
    auth: 'session',
    responses: { 200: z.strictObject({ signedOut: z.number().int().min(0) }) },
  }),
] as const;
