// What every request handler can reach: the app's dependencies and per-request values.

import type { Auth } from './auth.ts';
import type { CacheRegistry } from './changes/caches.ts';
import type { ChangeFeed } from './changes/change.ts';
import type { Db } from './db/client.ts';
import type { Env } from './env.ts';
import type { Logger, RequestLogger } from './lib/logger.ts';
import type { RateLimitStore } from './lib/rate-limit.ts';
import type { DatabaseAvailability } from './lib/unavailable.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { BusinessRow } from './modules/businesses/owned-business.ts';
import type { ViewCounter } from './modules/management/view-counter.ts';
import type { Storage } from './storage/storage.ts';

export interface Deps {
  env: Env;
  db: Db;
  /**
   * Public pages' reads (market, search, business pages, sitemaps): time-limited statements on a pool
   * that sheds load with 503 only when saturated (src/server/db/read-pool.ts). The same as `db` on PGlite.
   */
  readDb: Db;
  ping: () => Promise<void>;
  /** What changed, committed anywhere on the database (ADR 034): the caches and the search index hear it. */
  changes: ChangeFeed;
  /** Every public cache of the process, dropped by what `changes` says (changes/caches.ts). */
  caches: CacheRegistry;
  /** Whether a failure is down to a database outage (503 rather than 500). */
  database: DatabaseAvailability;
  auth: Auth;
  /** AUTH_SECRET (or the generated one): also seals our own auth cookies. */
  authSecret: string;
  mailer: Mailer;
  storage: Storage;
  viewCounter: ViewCounter;
  /** The registry behind /metrics. */
  metrics: Metrics;
  /** Local media directory served at /media/* (local storage only). */
  mediaRoot: string;
  rateLimitStore: RateLimitStore;
  logger: Logger;
  webRoot: string;
}

export interface SessionUser {
  id: string;
  email: string;
  username: string | null;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    clientIp: string;
    log: RequestLogger;
    user: SessionUser | null;
    /** The id (not the token) of the session that made the request. */
    sessionId: string | null;
    /** `auth: 'owner'` endpoints: the business named by `:id`, the session's own (set by the owner guard). */
    business: BusinessRow;
  };
}
