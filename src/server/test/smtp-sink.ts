// A real SMTP server that keeps every message it receives (tests read emails from it).
import { EventEmitter, once } from 'node:events';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
  /** The message body with quoted-printable soft breaks and escapes undone. */
  text: string;
  subject: string;
}

export function decodeQuotedPrintable(s: string): string {
  return s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export async function startSmtpSink(port = 0) {
  const messages: CapturedMail[] = [];
  const arrivals = new EventEmitter();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          text: decodeQuotedPrintable(raw),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
        });
        arrivals.emit('mail');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    /** Waits for the newest email to an address and returns its first link containing `pathPart`. */
    async linkFor(to: string, pathPart: string, timeoutMs = 10_000): Promise<string> {
      const signal = AbortSignal.timeout(timeoutMs);
      for (;;) {
        const mail = messages.filter((m) => m.to.includes(to.toLowerCase())).at(-1);
        const link = mail?.text.match(/https?:\/\/[^\s"<>]+/g)?.find((l) => l.includes(pathPart));
        if (link) return link.replace(/&amp;/g, '&');
        // The next message to arrive, or the time limit.
        await once(arrivals, 'mail', { signal }).catch(() => {
          throw new Error(`no email to ${to} with a link containing ${pathPart}`);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
