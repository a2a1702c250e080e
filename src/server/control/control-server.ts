// The control channel of the process that holds the embedded database: `npm run cli` commands run
// here while the server runs (ADR 015). It listens on loopback only, on a port the kernel picks,
// and answers only a caller that presents the secret from DATA_DIR/control.json.
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../lib/logger.ts';
import { type CommandContext, type CommandResult, runCommand } from './commands.ts';
import { newControlSecret, removeControlFile, writeControlFile } from './control-file.ts';

const MAX_BODY_BYTES = 16 * 1024;

function authorized(req: IncomingMessage, secret: string): boolean {
  const given = Buffer.from(req.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function readArgv(req: IncomingMessage): Promise<string[] | undefined> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  try {
    const { argv } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { argv?: unknown };
    return Array.isArray(argv) && argv.every((a) => typeof a === 'string') ? argv : undefined;
  } catch {
    return undefined;
  }
}

export async function startControlServer(ctx: CommandContext, dataDir: string, logger: Logger) {
  const secret = newControlSecret();
  const server = createServer(async (req, res) => {
    const reply = (status: number, body: CommandResult) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/command')
      return reply(404, { code: 1, lines: ['Not found.'] });
    if (!authorized(req, secret)) return reply(401, { code: 1, lines: ['Wrong control secret.'] });
    const argv = await readArgv(req);
    if (!argv) return reply(400, { code: 1, lines: ['Expected {"argv": [strings]}.'] });
    try {
      const result = await runCommand(ctx, argv);
      logger.info({ command: argv[0], code: result.code }, 'control command');
      reply(200, result);
    } catch (err) {
      logger.error({ command: argv[0], err: (err as Error).message }, 'control command failed');
      reply(200, { code: 1, lines: [(err as Error).message] });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  writeControlFile(dataDir, { pid: process.pid, port, secret });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        removeControlFile(dataDir);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
