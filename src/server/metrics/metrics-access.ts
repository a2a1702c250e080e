// Who may read /metrics: a caller on this machine, or anyone with METRICS_TOKEN as a bearer token.
// "On this machine" means the connection comes from loopback AND it was not forwarded from
// elsewhere: a proxy on the same host connects from loopback too, so a forwarded request counts
// only when the client TRUST_PROXY points at is itself on loopback, and a forwarded request is
// never trusted when no proxy is (TRUST_PROXY=0).
import { createHash, timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { forwardedClient } from '../lib/client-ip.ts';

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, so neither the token's length nor its first differing byte shows in the timing. */
function hasToken(c: Context, token: string | undefined): boolean {
  if (!token) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  return match ? timingSafeEqual(digest(match[1]), digest(token)) : false;
}

function fromLoopback(c: Context, trustedProxies: number): boolean {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    return false;
  }
  if (!isLoopback(peer)) return false;
  const forwarded = c.req.header('x-forwarded-for');
  if (forwarded === undefined && c.req.header('forwarded') === undefined) return true;
  if (trustedProxies < 1) return false;
  return isLoopback(forwardedClient(forwarded, trustedProxies));
}

export function mayReadMetrics(c: Context, env: { METRICS_TOKEN?: string; TRUST_PROXY: number }): boolean {
  return hasToken(c, env.METRICS_TOKEN) || fromLoopback(c, env.TRUST_PROXY);
}
