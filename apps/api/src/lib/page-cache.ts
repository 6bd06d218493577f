import type { FastifyInstance } from 'fastify';

/**
 * The guest page cache of the server-rendered public pages (docs/decisions/0083): a page's final HTML by URL
 * for a short time, with its compressed copies made once. Per process: any signed-in write this process answers
 * clears it (plugins/web.ts); another instance's write shows here within the time to live.
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
  hits = 0;
  misses = 0;

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
    return undefined;
  }

  set(url: string, page: CachedPage) {
    if (!this.enabled) return;
    this.pages.delete(url);
    this.pages.set(url, { expires: this.now() + this.ttlMs, page });
    if (this.pages.size > MAX_ENTRIES) this.pages.delete(this.pages.keys().next().value!);
  }

  clear() {
    this.pages.clear();
  }

  get size() {
    return this.pages.size;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Any write by a signed-in user that succeeds here (a profile, the catalogue, content, a review…) clears the guest
 * pages: a coarse rule, but writes are rare beside page views and a page is remade in milliseconds. Added before
 * the routes, so every route's answer passes through it.
 */
export function clearOnSignedInWrites(app: FastifyInstance, cache: PageCache) {
  app.addHook('onResponse', async (request, reply) => {
    if (!READS.has(request.method) && request.auth && reply.statusCode < 400) cache.clear();
  });
}
