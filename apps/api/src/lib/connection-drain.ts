import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Tracks the connections that have not yet delivered a request. Node's server.close() destroys every
 * connection without a request in progress, and that includes one accepted a moment ago whose request is
 * still in the kernel's buffer: under load on PGlite, hundreds of requests sent before SIGTERM were reset
 * (issue 9). `settled()` waits until each such connection has delivered its request or gone, and no new one
 * has arrived for a moment, so closing afterwards answers everything received (docs/decisions/0027).
 */
export function trackConnections(server: Server) {
  const waiting = new Set<Socket>();
  let lastArrival = 0;
  server.on('connection', (socket: Socket) => {
    lastArrival = Date.now();
    waiting.add(socket);
    socket.once('close', () => waiting.delete(socket));
  });
  server.on('request', (request: { socket: Socket }) => waiting.delete(request.socket));

  return {
    /** Connections still waiting for their first request. */
    get waiting() {
      return waiting.size;
    },
    /** Resolves once every connection has delivered a request (or closed) and none arrived for `quietMs`. */
    async settled({ quietMs = 100, maxMs = 3000 } = {}): Promise<void> {
      const started = Date.now();
      while (Date.now() - started < maxMs) {
        if (waiting.size === 0 && Date.now() - lastArrival >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}
