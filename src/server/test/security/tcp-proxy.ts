// A TCP proxy the fault tests put between the app and PostgreSQL or Redis. It stands in for
// stopping the real server, which the test does not own:
// - `cut()` resets every open connection and refuses new ones (the server went away);
// - `stall()` keeps connections open but holds every byte (a hung server or a partition);
// - `restore()` lets traffic through again (held bytes are delivered, in order).
import { connect, createServer, type Socket } from 'node:net';

type Mode = 'up' | 'cut' | 'stalled';

interface Pair {
  client: Socket;
  upstream: Socket;
  held: { to: Socket; data: Buffer }[];
}

export async function startTcpProxy(target: { host: string; port: number }) {
  const pairs = new Set<Pair>();
  let mode: Mode = 'up';
  const forward = (pair: Pair, to: Socket) => (data: Buffer) => {
    if (mode === 'stalled') pair.held.push({ to, data });
    else to.write(data);
  };
  const server = createServer((client) => {
    if (mode === 'cut') {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair: Pair = { client, upstream, held: [] };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop).on('data', forward(pair, upstream));
    upstream.on('error', drop).on('close', drop).on('data', forward(pair, client));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    /** Resets every proxied connection (both sides see ECONNRESET) and refuses new ones. */
    cut() {
      mode = 'cut';
      for (const pair of pairs) {
        pair.client.resetAndDestroy();
        pair.upstream.resetAndDestroy();
      }
      pairs.clear();
    },
    /** Holds every byte in both directions; connections stay open and new ones are accepted. */
    stall() {
      mode = 'stalled';
    },
    restore() {
      mode = 'up';
      for (const pair of pairs) {
        for (const { to, data } of pair.held) to.write(data);
        pair.held = [];
      }
    },
    close() {
      this.cut();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
