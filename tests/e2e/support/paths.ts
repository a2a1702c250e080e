import { join } from 'node:path';

// Each server port gets its own data, mail and build directories, so several runs can coexist.
export const E2E_PORT = process.env.E2E_PORT ?? '3100';
export const E2E_ROOT = join(
  new URL('../../..', import.meta.url).pathname,
  'test-results',
  `e2e-server-${E2E_PORT}`,
);
export const MAIL_DIR = join(E2E_ROOT, 'mail-sink');
export const DATA_DIR = join(E2E_ROOT, 'data');
export const WEB_DIST = join(E2E_ROOT, 'dist');
/** Everything the e2e server logs (request lines included): walks check it holds no secret. */
export const SERVER_LOG = join(E2E_ROOT, 'server.log');
