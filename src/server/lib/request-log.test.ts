import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../context.ts';
import { captureLogs } from '../test/log-capture.ts';
import { requestLog } from './request-log.ts';

function appLoggingAt(level: string) {
  const logs = captureLogs(level);
  const app = new Hono<AppEnv>()
    .use(requestId())
    .use(requestLog(logs.logger))
    .get('/zips/:zip', (c) => c.json({ ok: true }))
    .get('/warns', (c) => {
      c.get('log').warn({ why: 'odd' }, 'something odd');
      return c.json({ ok: true });
    })
    .get('/fails', (c) => c.json({ ok: false }, 500));
  return { app, logs };
}

describe('request log', () => {
  it('logs one line per request with its id and route pattern, never the path', async () => {
    const { app, logs } = appLoggingAt('info');
    const res = await app.request('/zips/90012');
    const [line] = logs.entries();
    expect(logs.entries()).toHaveLength(1);
    expect(line).toMatchObject({ msg: 'request', method: 'GET', route: '/zips/:zip', status: 200 });
    expect(line.reqId).toBe(res.headers.get('x-request-id'));
    expect(logs.lines.join('')).not.toContain('90012');
  });

  it('above info, logs only failures and what handlers log, each with the request id', async () => {
    const { app, logs } = appLoggingAt('warn');
    await app.request('/zips/90012');
    expect(logs.entries()).toEqual([]);
    const warned = await app.request('/warns');
    const failed = await app.request('/fails');
    expect(logs.entries()).toEqual([
      expect.objectContaining({
        msg: 'something odd',
        why: 'odd',
        reqId: warned.headers.get('x-request-id'),
      }),
      expect.objectContaining({ msg: 'request', status: 500, reqId: failed.headers.get('x-request-id') }),
    ]);
  });
});
