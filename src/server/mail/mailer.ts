// Mail goes through SMTP when SMTP_URL is set, otherwise into the dev outbox (console + .eml files).
// These transports are what the mail worker delivers with; requests send through the durable
// outbox instead (outbox.ts, ADR 008), so an SMTP outage neither fails them nor loses the mail.
// Only in development does the outbox print the address and the links (there is no inbox to open);
// in production the links are sign-in and reset tokens, and logs must never hold them.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../lib/logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Enqueueing the same key again is a no-op (see outbox.ts for the default). */
  dedupeKey?: string;
  /** Extra headers (List-Unsubscribe on waitlist mail). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Asks the outbox's worker for a pass now (after bulk mail was written in a transaction). */
  kick?(): void;
}

export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
  /** Print the recipient, the emailed links and the file (development); otherwise only the folder. */
  logLinks?: boolean;
}): Mailer {
  if (opts.smtpUrl) {
    // nodemailer waits minutes by default; a worker stuck that long delays every other message.
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send({ to, subject, html, text, headers }) {
        await transport.sendMail({ from: opts.from, to, subject, html, text, headers });
      },
    };
  }
  return createOutbox(opts);
}

function createOutbox(opts: { from: string; dataDir: string; logger: Logger; logLinks?: boolean }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = join(opts.dataDir, 'mail');
  return {
    async send(message) {
      const { to, subject, html, text, headers } = message;
      const info = await transport.sendMail({ from: opts.from, to, subject, html, text, headers });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${message.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`);
      await writeFile(file, info.message as Buffer);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      // The file name holds the address, so only development prints it.
      const details = opts.logLinks ? { to: message.to, links, file } : { dir };
      opts.logger.info({ subject: message.subject, ...details }, 'dev outbox: email written');
    },
  };
}
