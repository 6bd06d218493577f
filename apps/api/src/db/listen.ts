import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';

export interface ListenHandlers {
  /** A NOTIFY on the channel, with its payload. */
  notification(payload: string | undefined): void;
  /** The connection was lost: notifications from now until it is back are missed (PostgreSQL only). */
  lost?(): void;
  /**
   * LISTEN has taken effect: once at the start, and again after each reconnection, so a caller can catch up on
   * what it may have missed (a NOTIFY committed before LISTEN took effect is not delivered).
   */
  listening?(): void;
}

/**
 * Listens on one PostgreSQL channel for as long as the returned stop function is not called (docs/decisions/0041):
 * on PostgreSQL a dedicated client (not one of the pool's), reconnected every second after a lost connection; on
 * PGlite the embedded instance's `listen`, which every app on that instance hears. Resolves once LISTEN is in
 * effect. `name` is what the log calls this listener. Used by chat long polls and the guest page cache.
 */
export async function listenOn(
  database: Database,
  channel: string,
  name: string,
  handlers: ListenHandlers,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const client = (database.db as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    const unlisten = await client.listen(channel, handlers.notification);
    handlers.listening?.();
    return async () => {
      if (!client.closed) await unlisten().catch(() => undefined);
    };
  }
  if (client instanceof pg.Pool && client.options.connectionString) {
    return listenPostgres(client.options.connectionString, channel, name, handlers, log);
  }
  throw new Error(`The ${name} listener needs a PGlite client or a PostgreSQL pool`);
}

async function listenPostgres(
  connectionString: string,
  channel: string,
  name: string,
  handlers: ListenHandlers,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  const connect = async () => {
    const c = new pg.Client({ connectionString });
    c.on('notification', (n) => {
      if (n.channel === channel) handlers.notification(n.payload);
    });
    // A terminated connection reports twice (the server's FATAL, then the end of the socket): it is replaced once,
    // or each report would open a listener and one would be left behind.
    let gone = false;
    c.on('error', (err) => {
      if (gone) return;
      gone = true;
      log.warn({ err }, `${name} listener connection lost; reconnecting`);
      if (current === c) current = null;
      void c.end().catch(() => undefined);
      handlers.lost?.();
      reconnect();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    // Stopped while connecting: this connection is not kept.
    if (stopped) return void (await c.end().catch(() => undefined));
    current = c;
    handlers.listening?.();
  };
  // Every second until it is back.
  const reconnect = () => {
    if (stopped) return;
    setTimeout(() => {
      if (stopped) return;
      connect().catch((err: unknown) => {
        log.warn({ err }, `${name} listener could not reconnect; retrying`);
        reconnect();
      });
    }, 1000).unref();
  };
  await connect();
  return async () => {
    stopped = true;
    await current?.end().catch(() => undefined);
  };
}
