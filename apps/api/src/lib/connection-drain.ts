import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** Resolves after the event loop has polled for I/O at least once: two check-phase callbacks in a row. */
async function loopTurn() {
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
}

/**
 * What a graceful shutdown needs to know about the connections (docs/decisions/0027). Closing the listening
 * socket resets every connection still waiting in the kernel's accept queue, though its client may have sent a
 * whole request already, and Node (libuv) takes only one connection from that queue per turn of the event
 * loop: with 200 requests in flight on PGlite, where a turn lasts a statement, connections waited there for
 * seconds, and up to 45 were reset when the listener closed (issue 9). Node's `server.close()` also waits
 * forever for a connection that never sent a byte (a browser's preconnect), since it stops the header timeout.
 */
export function trackConnections(server: Server) {
  /** Accepted connections that have not delivered a request yet. */
  const waiting = new Set<Socket>();
  let accepted = 0;
  server.on('connection', (socket: Socket) => {
    accepted++;
    waiting.add(socket);
    socket.once('close', () => waiting.delete(socket));
  });
  server.on('request', (request: { socket: Socket }) => waiting.delete(request.socket));

  return {
    /**
     * Resolves once the accept queue is empty, that is once a whole turn of the event loop has passed without
     * a connection being accepted: each turn takes one while there are any. Every connection accepted before
     * that turn has had its request, if one was sent, read in it. Gives up after `maxMs` (a flood of new
     * connections after the signal).
     */
    async settled({ maxMs = 10_000 } = {}): Promise<void> {
      const started = Date.now();
      for (;;) {
        const before = accepted;
        await loopTurn();
        if (accepted === before || Date.now() - started >= maxMs) return;
      }
    },
    /**
     * Once the server has stopped listening, closes the connections on which nothing has arrived: they hold
     * no request to answer, and the server's close would wait for them. A partly received request stays and
     * is answered when complete.
     */
    async closeSilent({ maxMs = 10_000 } = {}): Promise<void> {
      const started = Date.now();
      while (server.listening && Date.now() - started < maxMs) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await loopTurn();
      for (const socket of waiting) if (socket.bytesRead === 0) socket.destroy();
    },
  };
}
