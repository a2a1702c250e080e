// Mail goes through SMTP when SMTP_URL is set, otherwise into the dev outbox (console + .eml files).
// These transports are what the mail worker delivers with; requests send through the durable
// outbox instead (outbox.ts, ADR 008), so an SMTP outage neither fails them nor loses the mail.
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
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
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
      async send({ to, subject, html, text }) {
        await transport.sendMail({ from: opts.from, to, subject, html, text });
      },
    };
  }
  return createOutbox(opts);
}

function createOutbox(opts: { from: string; dataDir: string; logger: Logger }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = join(opts.dataDir, 'mail');
  return {
    async send(message) {
      const { to, subject, html, text } = message;
      const info = await transport.sendMail({ from: opts.from, to, subject, html, text });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${message.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`);
      await writeFile(file, info.message as Buffer);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      opts.logger.info(
        { to: message.to, subject: message.subject, links, file },
        'dev outbox: email written',
      );
    },
  };
}
