// What the fault tests share: where the machine's PostgreSQL and Redis are, whether they answer,
// and a steady load that records every answer with its time and phase.
import { connect } from 'node:net';
import type { TestServer } from '../harness.ts';

export const PG_BASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_BASE_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** host and port of a postgres:// or redis:// URL. */
export function endpointOf(url: string, defaultPort: number) {
  const u = new URL(url);
  return { host: u.hostname, port: Number(u.port || defaultPort) };
}

/** The same URL pointed at a proxy on 127.0.0.1:`port` (database name and user kept). */
export function viaProxy(url: string, port: number): string {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(port);
  return u.toString();
}

/** True when something accepts TCP connections at the URL's host and port within a second. */
export function reachable(url: string, defaultPort: number): Promise<boolean> {
  const { host, port } = endpointOf(url, defaultPort);
  return new Promise((resolve) => {
    const socket = connect(port, host);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true)).once('error', () => done(false));
  });
}

export interface Answer {
  name: string;
  phase: string;
  /** ms since the load started, when the request was sent. */
  at: number;
  ms: number;
  /** HTTP status, or the network error's code when there was no answer. */
  status: number | string;
  retryAfter: string | null;
  code: string | null;
}

export interface Probe {
  name: string;
  send(): Promise<Response>;
}

/** An answer slower than this counts as none (status 'timeout'), so a hung server fails the test. */
const ANSWER_TIMEOUT_MS = 5_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('no answer'), { code: 'timeout' })), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs `workers` loops, each sending the probes in turn until stop() is called; `phase()` labels
 * the answers with what the test is doing at the time.
 */
export function steadyLoad(probes: Probe[], workers: number) {
  const answers: Answer[] = [];
  const start = performance.now();
  let phase = 'before';
  let running = true;
  const loop = async (offset: number) => {
    for (let i = offset; running; i++) {
      const probe = probes[i % probes.length];
      const sentPhase = phase;
      const t0 = performance.now();
      let answer: Omit<Answer, 'ms'>;
      try {
        const res = await withTimeout(probe.send(), ANSWER_TIMEOUT_MS);
        const body = await withTimeout(res.text(), ANSWER_TIMEOUT_MS);
        let code: string | null = null;
        try {
          code = (JSON.parse(body) as { error?: { code?: string } }).error?.code ?? null;
        } catch {
          // HTML and empty bodies have no error code.
        }
        answer = {
          name: probe.name,
          phase: sentPhase,
          at: t0 - start,
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          code,
        };
      } catch (err) {
        const cause =
          (err as { cause?: { code?: string }; code?: string }).cause ?? (err as { code?: string });
        answer = {
          name: probe.name,
          phase: sentPhase,
          at: t0 - start,
          status: cause?.code ?? 'network',
          retryAfter: null,
          code: null,
        };
      }
      answers.push({ ...answer, ms: performance.now() - t0 });
    }
  };
  const loops = Array.from({ length: workers }, (_, i) => loop(i));
  return {
    answers,
    now: () => performance.now() - start,
    phase(name: string) {
      phase = name;
    },
    async stop() {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}

/** Resolves once `check` is true, polling every `everyMs`; rejects after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000, everyMs = 20) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Counts answers per "name status" for a readable failure message. */
export function tally(answers: Answer[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of answers) out[`${a.name} ${a.status}`] = (out[`${a.name} ${a.status}`] ?? 0) + 1;
  return out;
}

type Fetcher = Pick<TestServer, 'fetch'>;

/** One waitlist sign-up for `email`, in a state that is not live (a live state's answers 409). */
const waitlistEntry = (email: string) => ({
  email,
  businessName: 'Tamales',
  ownerName: 'Ana',
  category: 'food',
  zipCode: '80202',
});

/**
 * The rate-limited routes of ours every outage test drives, each request from a fresh address:
 * the username check and a waitlist sign-up (`email` gives a new address each time).
 */
export function rateLimitedProbes(server: Fetcher, address: () => string, email: () => string): Probe[] {
  const headers = () => ({ 'x-forwarded-for': address() });
  return [
    { name: 'username', send: () => server.fetch('/api/usernames/somebody/exists', { headers: headers() }) },
    {
      name: 'waitlist',
      send: () =>
        server.fetch('/api/waitlist', { method: 'POST', headers: headers(), json: waitlistEntry(email()) }),
    },
  ];
}

/** The body of one waitlist sign-up for `email`. */
export const waitlistBody = (email: string) => JSON.stringify(waitlistEntry(email));
