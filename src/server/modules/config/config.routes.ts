import type { Deps } from '../../context.ts';
import { route, routes } from '../../lib/route.ts';
import { publicConfig } from './public-config.ts';

export function configRoutes({ env }: Pick<Deps, 'env'>) {
  const config = publicConfig(env);
  return routes([
    route('GET /api/config', (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(config);
    }),
  ]);
}
