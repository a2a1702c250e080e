// JSON logs (one object per line) for machines; readable one-liners for a person at a terminal.
import pino from 'pino';
import pretty from 'pino-pretty';

export type Logger = pino.Logger;

/** What a request's handlers log with: its lines carry the request id (request-log.ts). */
export type RequestLogger = Pick<Logger, 'error' | 'warn' | 'info'>;

export interface LoggerOptions {
  level: string;
  /** Human-readable lines instead of JSON (a TTY outside production). */
  pretty?: boolean;
  destination?: pino.DestinationStream;
}

/** A person reads the terminal: not in production, and only when stdout is a terminal. */
export const wantsPrettyLogs = (nodeEnv: string) => nodeEnv !== 'production' && Boolean(process.stdout.isTTY);

// Secrets never reach a log line, whatever a caller passes in (issue: no tokens, cookies, passwords).
const REDACT = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'cookie',
  'authorization',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.cookie',
  '*.authorization',
  'headers.cookie',
  'headers.authorization',
  'req.headers.cookie',
  'req.headers.authorization',
];

type Line = Record<string, unknown>;

/** One line per event; a request reads "GET /api/zips/:zip 200 4ms"; emailed links get a line each. */
function formatLine(log: Line, messageKey: string): string {
  const msg = String(log[messageKey] ?? '');
  const head = msg === 'request' && log.method ? `${log.method} ${log.route} ${log.status} ${log.ms}ms` : msg;
  const links = Array.isArray(log.links) ? log.links.map((l) => `\n    ${l}`).join('') : '';
  return head + links;
}

export function createLogger(levelOrOptions: string | LoggerOptions): Logger {
  const opts = typeof levelOrOptions === 'string' ? { level: levelOrOptions } : levelOrOptions;
  const base = {
    level: opts.level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT, censor: '[redacted]' },
  };
  if (opts.pretty) {
    const stream = pretty({
      colorize: true,
      singleLine: true,
      translateTime: 'HH:MM:ss',
      ignore: 'reqId,method,route,status,ms,links',
      messageFormat: formatLine as never,
      destination: opts.destination ?? 1,
      sync: true,
    });
    return pino(base, stream);
  }
  return opts.destination ? pino(base, opts.destination) : pino(base);
}
