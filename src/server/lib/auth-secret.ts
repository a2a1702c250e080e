// AUTH_SECRET, or one generated on first start and kept in DATA_DIR (never in production).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../env.ts';

export const AUTH_SECRET_FILE = 'auth-secret';

/**
 * DATA_DIR/auth-secret when the app signs with the secret it generated there; undefined when
 * AUTH_SECRET is set (the deployment keeps that one, so a backup has no copy to hold).
 */
export const generatedSecretFile = (env: Pick<Env, 'AUTH_SECRET' | 'DATA_DIR'>) =>
  env.AUTH_SECRET ? undefined : join(env.DATA_DIR, AUTH_SECRET_FILE);

export function resolveAuthSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.NODE_ENV === 'production')
    throw new Error('Invalid environment variable AUTH_SECRET: required in production');
  const file = join(env.DATA_DIR, AUTH_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
