import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { listenOn } from '../db/listen';

/**
 * The guest page cache of the server-rendered public pages (docs/decisions/0083): a page's final HTML by URL
 * for a short time, with its compressed copies made once. Held by each process; any signed-in write clears it in
 * every process on the database (`clearOnSignedInWrites`, docs/decisions/0085).
 */
export interface CachedPage {
  status: number;
  html: string;
  /** Compressed copies, made on first need. */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

/** Enough for every public page of a large directory's popular URLs; the oldest goes first. */
const MAX_ENTRIES = 1000;

export class PageCache {
  private readonly pages = new Map<string, { expires: number; page: CachedPage }>();
  /**
   * The clears so far, and the count at each URL's last miss: a page whose rendering began before a clear (its
   * data read before the write) is not kept after it. Bounded like the pages.
   */
  private clears = 0;
  private readonly missedAt = new Map<string, number>();
  hits = 0;
  misses = 0;
  /** Called each time a page is kept (`clearOnSignedInWrites` starts listening then if it is not yet). */
  onKeep: (() => void) | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  get(url: string): CachedPage | undefined {
    const entry = this.pages.get(url);
    if (entry && entry.expires > this.now()) {
      this.hits += 1;
      return entry.page;
    }
    if (entry) this.pages.delete(url);
    this.misses += 1;
    if (this.enabled) {
      this.missedAt.delete(url);
      this.missedAt.set(url, this.clears);
      if (this.missedAt.size > MAX_ENTRIES) this.missedAt.delete(this.missedAt.keys().next().value!);
    }
    return undefined;
  }

  /** Keeps a page rendered after a miss of `get(url)`, unless the cache was cleared since that miss. */
  set(url: string, page: CachedPage) {
    if (!this.enabled) return;
    const missedAt = this.missedAt.get(url);
    this.missedAt.delete(url);
    if (missedAt !== this.clears) return;
    this.pages.delete(url);
    this.pages.set(url, { expires: this.now() + this.ttlMs, page });
    if (this.pages.size > MAX_ENTRIES) this.pages.delete(this.pages.keys().next().value!);
    this.onKeep?.();
  }

  clear() {
    this.clears += 1;
    this.missedAt.clear();
    this.pages.clear();
  }

  get size() {
    return this.pages.size;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The PostgreSQL channel a clear of the guest pages is announced on; the payload names the announcing app. */
export const PAGES_CHANNEL = 'marquee_pages';

/**
 * Any write by a signed-in user that succeeds (a profile, the catalogue, content, a review…) clears the guest
 * pages: a coarse rule, but writes are rare beside page views and a page is remade in milliseconds. Added before
 * the routes, so every route's answer passes through it.
 *
 * Across processes (docs/decisions/0085): the process that answered clears its own at once and announces it
 * with `select pg_notify('marquee_pages', <its id>)` after the answer (one statement per write; writes answered
 * while one is being sent share the next). A process that serves pages (`pagesServed`: a web build) listens from
 * its start (db/listen.ts, as chat long polls do; otherwise from the first page it keeps), and clears its pages on
 * each announcement from another, and again when a lost listener connection is back (anything announced meanwhile
 * was missed). None of this runs with the cache off (`PAGE_CACHE_SECONDS=0`).
 */
export function clearOnSignedInWrites(
  app: FastifyInstance,
  cache: PageCache,
  { pagesServed }: { pagesServed: boolean },
) {
  if (!cache.enabled) return;
  // Its own announcements are ignored: it cleared at once.
  const id = crypto.randomUUID();
  let sending: Promise<void> | null = null;
  let again = false;
  const announce = () => {
    if (sending) {
      again = true;
      return;
    }
    sending = (async () => {
      try {
        do {
          again = false;
          await app.db.execute(sql`select pg_notify(${PAGES_CHANNEL}, ${id})`);
        } while (again);
      } catch (err) {
        // The other processes' copies expire within the time to live.
        app.log.warn({ err }, 'could not announce a page cache clear');
      } finally {
        // In the same turn as the last check: a write answered from now on sends again.
        sending = null;
      }
    })();
  };
  app.addHook('onResponse', async (request, reply) => {
    if (!READS.has(request.method) && request.auth && reply.statusCode < 400) {
      cache.clear();
      announce();
    }
  });

  let closed = false;
  let listening: Promise<(() => Promise<void>) | null> | null = null;
  const startListening = () =>
    (listening ??= listenOn(
      app.database,
      PAGES_CHANNEL,
      'page cache',
      {
        notification: (from) => {
          if (from !== id) cache.clear();
        },
        listening: () => cache.clear(),
      },
      app.log,
    ).catch((err: unknown) => {
      // Pages are still kept (and expire); the next one kept tries again.
      app.log.error({ err }, 'page cache listener failed to start');
      listening = null;
      return null;
    }));
  // Listening before the first request, so no page is kept before the clears it must hear can be heard.
  if (pagesServed) {
    app.addHook('onReady', async () => {
      await startListening();
    });
  }
  cache.onKeep = () => {
    if (!listening && !closed) void startListening();
  };
  app.addHook('onClose', async () => {
    closed = true;
    const stop = await listening;
    listening = null;
    await stop?.();
    await sending;
  });
}
