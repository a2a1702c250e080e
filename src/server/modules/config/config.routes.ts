import { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context.ts';
import { publicConfig } from './public-config.ts';

export function configRoutes({ env }: Pick<Deps, 'env'>) {
  const config = publicConfig(env);
  return new Hono<AppEnv>().get('/config', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(config);
  });
}
