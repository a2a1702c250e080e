// Starts a real SMTP sink (messages saved as files the tests read), builds the web app, and
// starts the app wired to the sink on a fresh embedded database seeded with the demo marketplace.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildWeb } from '../../../scripts/tasks/web-build.ts';
import { startSmtpSink } from '../../../src/server/test/smtp-sink.ts';
import { OPERATOR_EMAILS } from './operators.ts';
import { DATA_DIR, E2E_PORT, E2E_ROOT, MAIL_DIR, WEB_DIST } from './paths.ts';
import { keepServerLog } from './server-log.ts';

rmSync(E2E_ROOT, { recursive: true, force: true });
mkdirSync(MAIL_DIR, { recursive: true });

const root = new URL('../../..', import.meta.url).pathname;
const status = buildWeb(root, WEB_DIST);
if (status !== 0) process.exit(status);

const sink = await startSmtpSink();
let n = 0;
const original = sink.messages.push.bind(sink.messages);
sink.messages.push = (...mails) => {
  for (const mail of mails) {
    n += 1;
    // Written aside, then renamed: a walk reading the folder never sees half a message.
    const name = join(MAIL_DIR, `${String(n).padStart(5, '0')}.json`);
    writeFileSync(`${name}.tmp`, JSON.stringify(mail));
    renameSync(`${name}.tmp`, name);
  }
  return original(...mails);
};

Object.assign(process.env, {
  PORT: E2E_PORT,
  PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
  DATA_DIR,
  SMTP_URL: sink.url,
  TRUST_PROXY: '1',
  WEB_ROOT: WEB_DIST,
  // Request lines included: walks read the log (server-log.ts) to check it holds no password.
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
  // The operator walks' accounts become operators when they sign in; their launches send at once.
  ADMIN_EMAILS: OPERATOR_EMAILS.join(','),
  LAUNCH_MAILS_PER_MINUTE: '6000',
});
keepServerLog();
await import('../../../src/server/main.ts');
