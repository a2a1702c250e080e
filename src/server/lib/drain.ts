// Graceful stop of the HTTP server (issue 11 item 11): stop accepting, let every request in flight
// finish, and close keep-alive connections so that no client ever sees a reset.
//
// Closing an idle keep-alive connection races a request the client may be sending on it at that
// moment (it gets ECONNRESET). So once draining: every response still to be written says
// `Connection: close` (the client will not reuse that connection), a request arriving on an idle
// connection is served the same way, and a connection is closed by us only after it has been idle
// for IDLE_GRACE_MS (a client under load sends its next request long before that).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

export const IDLE_GRACE_MS = 1_000;

interface Connection {
  active: number;
  idleSince: number;
}

export function trackConnections(server: Server) {
  const connections = new Map<Socket, Connection>();
  const pending = new Set<ServerResponse>();
  let draining = false;

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { active: 0, idleSince: performance.now() });
    socket.once('close', () => connections.delete(socket));
  });
  // Prepended so the header is in place before the app can write its response.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const connection = connections.get(req.socket);
    if (connection) connection.active += 1;
    pending.add(res);
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      pending.delete(res);
      if (!connection) return;
      connection.active -= 1;
      connection.idleSince = performance.now();
    });
  });

  return {
    /** Resolves once every connection is closed (or after `timeoutMs`, closing what is left). */
    async drain(timeoutMs: number) {
      draining = true;
      for (const res of pending) if (!res.headersSent) res.setHeader('Connection', 'close');
      // Not server.close(): since Node 19 it also destroys idle keep-alive connections at once,
      // which is the race above. Closing only the listening socket stops new connections.
      NetServer.prototype.close.call(server);
      const deadline = performance.now() + timeoutMs;
      while (connections.size > 0 && performance.now() < deadline) {
        const now = performance.now();
        for (const [socket, c] of connections)
          if (c.active === 0 && now - c.idleSince >= IDLE_GRACE_MS) socket.destroy();
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      for (const socket of connections.keys()) socket.destroy();
    },
  };
}
