// Starts the real app on a real port over a fresh database: in-memory PGlite, or, when
// TEST_DATABASE_URL is set, a new PostgreSQL database created for this file and dropped after.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { bootstrap } from '../bootstrap.ts';
import { parseEnv } from '../env.ts';
import { createLogger, type Logger } from '../lib/logger.ts';
import { contractBreaks, contractProblem, recordContractCoverage } from './contract.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** A new, empty PostgreSQL database on the server at `baseUrl`, dropped by `drop()`. */
export async function createPgDatabase(baseUrl: string) {
  const name = `locals_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestServerOptions {
  /** Where log lines go (tests that read the logs); by default TEST_LOG_LEVEL, silent unless set. */
  logger?: Logger;
  /** A real web build (with its server renderer beside it); by default a minimal shell. */
  webRoot?: string;
  /** A database (and data folder and secret) that outlives the server: start another on it later. */
  store?: PersistentStore;
}

/**
 * A database several test servers use one after the other (a restart): PGlite in a folder, or a
 * PostgreSQL database when TEST_DATABASE_URL is set. Servers on it leave it be; `remove()` drops it.
 */
export async function persistentStore() {
  const dataDir = await mkdtemp(join(tmpdir(), 'locals-store-'));
  const pgDb = process.env.TEST_DATABASE_URL
    ? await createPgDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  return {
    dataDir,
    databaseUrl: pgDb?.url,
    authSecret: randomBytes(32).toString('hex'),
    async remove() {
      await pgDb?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
export type PersistentStore = Awaited<ReturnType<typeof persistentStore>>;

export async function startTestServer(extraEnv: Record<string, string> = {}, opts: TestServerOptions = {}) {
  const port = await freePort();
  const { store } = opts;
  const dataDir = store?.dataDir ?? (await mkdtemp(join(tmpdir(), 'locals-test-')));
  const pgDb =
    !store && process.env.TEST_DATABASE_URL
      ? await createPgDatabase(process.env.TEST_DATABASE_URL)
      : undefined;
  const env = parseEnv({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    AUTH_SECRET: store?.authSecret ?? randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: store?.databaseUrl ?? pgDb?.url,
    ...extraEnv,
  });
  // A minimal stand-in for the built SPA shell, so HTML routes can be tested without a build.
  const webRoot = opts.webRoot ?? join(dataDir, 'web');
  if (!opts.webRoot) {
    await mkdir(webRoot, { recursive: true });
    await writeFile(
      join(webRoot, 'index.html'),
      '<!doctype html><html><head><title>Locals Market</title><meta name="description" content="shell"></head><body><div id="root"></div></body></html>',
    );
  }
  const {
    app,
    deps,
    database,
    close: closeApp,
    beforeListen,
  } = await bootstrap(env, {
    // A store's PGlite lives in its folder (DATA_DIR/db), so the next server finds it.
    memoryDb: !store,
    logger: opts.logger ?? createLogger(env.LOG_LEVEL),
    webRoot,
  });
  // As run-server.ts does: what must be ready before the first request.
  await Promise.all(beforeListen.map((ready) => ready()));
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  const origin = env.PUBLIC_URL;
  return {
    origin,
    deps,
    /** The database handle itself, for tests that take it away (an outage) mid-run. */
    database,
    dataDir,
    app,
    /**
     * fetch against the server; sends Origin like a browser would (Better Auth requires it). Every
     * answer to a declared endpoint is checked against the API contract (contract.ts): a break
     * fails the call, and `close()` fails the file if a caller swallowed it.
     */
    async fetch(path: string, init: RequestInit & { json?: unknown } = {}) {
      // A test writes to the database directly, then asks: like a write through the API (app.ts),
      // the request goes once this process has heard every change committed before it (ADR 034).
      await deps.changes.settled();
      const headers = new Headers(init.headers);
      headers.set('origin', origin);
      let body = init.body;
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(init.json);
      }
      const res = await fetch(`${origin}${path}`, {
        ...init,
        headers,
        body,
        redirect: init.redirect ?? 'manual',
      });
      const problem = await contractProblem(init.method ?? 'GET', `${origin}${path}`, res);
      if (problem) {
        contractBreaks.push(problem);
        throw new Error(`API contract broken: ${problem}`);
      }
      return res;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // The files and the database go even when closing fails (a test took the database away).
      try {
        await closeApp();
      } finally {
        await pgDb?.drop();
        if (!store) await rm(dataDir, { recursive: true, force: true });
      }
      await recordContractCoverage();
      if (contractBreaks.length)
        throw new Error(
          `API contract broken ${contractBreaks.length} time(s):\n${contractBreaks.splice(0).join('\n')}`,
        );
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** A test server whose mail goes to its own SMTP sink, and one call that stops both. */
/**
 * For a test file: starts a server with its mail sink before the file's tests and stops both after.
 * Read `server` and `smtp` inside tests (they exist once the file's beforeAll has run).
 */
export function serverWithMailForFile(extraEnv: Record<string, string> = {}) {
  const live = {} as { server: TestServer; smtp: SmtpSink };
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const started = await startServerWithMail(extraEnv);
    Object.assign(live, { server: started.server, smtp: started.smtp });
    close = started.close;
  });
  afterAll(() => close?.());
  return live;
}

export async function startServerWithMail(
  extraEnv: Record<string, string> = {},
  opts: TestServerOptions = {},
) {
  const smtp = await startSmtpSink();
  const server = await startTestServer({ SMTP_URL: smtp.url, ...extraEnv }, opts);
  return {
    server,
    smtp,
    close: async () => {
      await server.close();
      await smtp.close();
    },
  };
}
