// The configuration contract (the README's Configuration table): every variable optional, parsed
// once at start.
import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The sender of every email; unset: 'Locals Market <SUPPORT_EMAIL>', so replies reach support. */
  MAIL_FROM: z.string().min(3).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_PUBLIC_URL: z.url().optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: flag.optional(),
  /** How many proxies stand in front: the client address is taken that many hops from the right. */
  TRUST_PROXY: z.coerce
    .number()
    .int('must be a whole number of proxies (0, 1, 2 …)')
    .min(0, 'must be a whole number of proxies (0, 1, 2 …)')
    .max(10)
    .default(0),
  /** The port browsers use when another server fronts this one (`npm run dev`: Vite's). */
  WEB_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The built web app; `npm start` builds it into ./dist. */
  WEB_ROOT: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The mailbox shown on Support, Contact, Terms, Privacy and the paused-dashboard page. */
  SUPPORT_EMAIL: z.email('must be an email address').optional(),
  /** The nav bar's external support link (a merchandise store); unset: the app's own /support page. */
  SUPPORT_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** The map's style (MapLibre style JSON, e.g. a hosted or self-hosted tile service); unset: the app's own offline style. */
  MAP_STYLE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** Comma-separated emails that are operators while listed and confirmed (read on every request, ADR 013). */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('must be a comma-separated list of email addresses'))),
  /** Lets /metrics answer a caller elsewhere that sends it as `Authorization: Bearer …`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** How many launch and pause emails leave per minute (bulk mail is paced, ADR 013). */
  LAUNCH_MAILS_PER_MINUTE: z.coerce
    .number()
    .int('must be a whole number of emails a minute')
    .min(1, 'must be at least 1')
    .max(100_000)
    .default(60),
  /** How often the holder of the embedded database backs it up: 30m, 12h, 24h, 7d; 0 or off: never. */
  BACKUP_INTERVAL: z
    .string()
    .default('24h')
    .transform((v) => (v === 'off' ? '0' : v))
    .pipe(
      z
        .string()
        .regex(/^(0|\d+(m|h|d))$/, 'must be a duration such as 30m, 12h, 24h or 7d (0 or off: never)')
        .transform(
          (v) => Number.parseInt(v, 10) * ({ m: 60_000, h: 3_600_000, d: 86_400_000 }[v.slice(-1)] ?? 0),
        )
        .pipe(
          z
            .number()
            .max(7 * 86_400_000, 'must be at most 7d')
            .refine((ms) => ms === 0 || ms >= 60_000, 'must be at least 1m'),
        ),
    ),
  /** How many scheduled backups are kept (the oldest go first). */
  BACKUP_KEEP: z.coerce
    .number()
    .int('must be a whole number of backups')
    .min(1, 'must be at least 1')
    .max(1000)
    .default(7),
  /** How many server processes share PORT on this machine (node:cluster, src/server/workers.ts). */
  WORKERS: z.coerce
    .number({ error: 'must be a whole number of processes (1, 2, 3 …)' })
    .int('must be a whole number of processes (1, 2, 3 …)')
    .min(1, 'must be a whole number of processes (1, 2, 3 …)')
    .max(256)
    .default(1),
});

export type Env = Omit<z.infer<typeof schema>, 'SUPPORT_EMAIL' | 'MAIL_FROM'> & {
  PUBLIC_URL: string;
  MAIL_FROM: string;
  /** SUPPORT_EMAIL, else support@ the PUBLIC_URL's domain, else FALLBACK_SUPPORT_EMAIL. */
  SUPPORT_EMAIL: string;
  /** True when PUBLIC_URL was configured; otherwise the local origins below are all trusted. */
  PUBLIC_URL_SET: boolean;
  /** Origins a browser may send requests from: PUBLIC_URL alone, or this machine's loopback names. */
  TRUSTED_ORIGINS: string[];
};

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** The support mailbox when neither SUPPORT_EMAIL nor a public domain name is configured. */
export const FALLBACK_SUPPORT_EMAIL = 'support@localsmarket.app';
/** Names that never receive mail: IP addresses, single labels and the reserved test TLDs. */
const NOT_A_MAIL_DOMAIN = /^\[|^[\d.]+$|^[^.]+$|\.(test|example|invalid|localhost|local|internal)$/;

/** support@ the host of PUBLIC_URL (without www.) when it is a real domain name. */
export function defaultSupportEmail(publicUrl: string | undefined): string {
  if (!publicUrl) return FALLBACK_SUPPORT_EMAIL;
  const host = new URL(publicUrl).hostname.toLowerCase().replace(/^www\./, '');
  return NOT_A_MAIL_DOMAIN.test(host) ? FALLBACK_SUPPORT_EMAIL : `support@${host}`;
}

/** Parses the environment; throws one line naming the first bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`);
  }
  // The embedded database has exactly one writer (ADR 015): several processes need PostgreSQL.
  if (result.data.WORKERS > 1 && !result.data.DATABASE_URL)
    throw new Error(
      'Invalid environment variable WORKERS: more than 1 needs DATABASE_URL (the embedded database is one process)',
    );
  const supportEmail = result.data.SUPPORT_EMAIL ?? defaultSupportEmail(result.data.PUBLIC_URL);
  const env = {
    ...result.data,
    SUPPORT_EMAIL: supportEmail,
    MAIL_FROM: result.data.MAIL_FROM ?? `Locals Market <${supportEmail}>`,
  };
  if (env.PUBLIC_URL) {
    const origin = new URL(env.PUBLIC_URL).origin;
    return {
      ...env,
      PUBLIC_URL: env.PUBLIC_URL.replace(/\/$/, ''),
      PUBLIC_URL_SET: true,
      TRUSTED_ORIGINS: [origin],
    };
  }
  const port = env.WEB_PORT ?? env.PORT;
  return {
    ...env,
    PUBLIC_URL: `http://localhost:${port}`,
    PUBLIC_URL_SET: false,
    TRUSTED_ORIGINS: LOOPBACK_HOSTS.map((host) => `http://${host}:${port}`),
  };
}
