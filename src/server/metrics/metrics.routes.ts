// GET /metrics: Prometheus's text format, for this machine or a bearer METRICS_TOKEN (README).
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context.ts';
import { errorBody } from '../lib/errors.ts';
import { mayReadMetrics } from './metrics-access.ts';

export const METRICS_REFUSED = 'Metrics are served to this machine, or with METRICS_TOKEN as a bearer token.';

export function metricsRoutes({ env, metrics }: Pick<Deps, 'env' | 'metrics'>) {
  return new Hono<AppEnv>().get('/metrics', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!mayReadMetrics(c, env)) return c.json(errorBody('forbidden', METRICS_REFUSED), 403);
    const text = await metrics.registry.metrics();
    return c.body(text, 200, { 'Content-Type': metrics.registry.contentType });
  });
}
