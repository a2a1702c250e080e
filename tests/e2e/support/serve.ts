// Starts a real SMTP sink (messages saved as files the tests read) and the app wired to it.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpSink } from '../../../src/server/test/smtp-sink.ts';
import { DATA_DIR, E2E_ROOT, MAIL_DIR } from './paths.ts';

rmSync(E2E_ROOT, { recursive: true, force: true });
mkdirSync(MAIL_DIR, { recursive: true });

const sink = await startSmtpSink();
let n = 0;
const original = sink.messages.push.bind(sink.messages);
sink.messages.push = (...mails) => {
  for (const mail of mails) {
    n += 1;
    writeFileSync(join(MAIL_DIR, `${String(n).padStart(5, '0')}.json`), JSON.stringify(mail));
  }
  return original(...mails);
};

const port = process.env.E2E_PORT ?? '3100';
Object.assign(process.env, {
  PORT: port,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR,
  SMTP_URL: sink.url,
  TRUST_PROXY: '1',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
});
await import('../../../scripts/start.ts');
