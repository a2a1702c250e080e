import { join } from 'node:path';

export const E2E_ROOT = join(new URL('../../..', import.meta.url).pathname, 'test-results', 'e2e-server');
export const MAIL_DIR = join(E2E_ROOT, 'mail-sink');
export const DATA_DIR = join(E2E_ROOT, 'data');
