import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How long a shared or browser cache may keep a route's answer (route config `cache`). */
export interface CachePolicy {
  /** Seconds the answer is fresh. */
  maxAge: number;
  /** Seconds a stale answer may still be used while it is revalidated in the background. */
  staleWhileRevalidate?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Opts a public GET route whose answer is the same for every caller into Cache-Control, an ETag and
     * 304 Not Modified (docs/decisions/0028). Never for answers that depend on who asks.
     */
    cache?: CachePolicy;
  }
}

/** The catalogue and the marketing content change when an administrator edits them: minutes, not seconds. */
export const PUBLIC_CONTENT_CACHE: CachePolicy = { maxAge: 300, staleWhileRevalidate: 86_400 };

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Cache-Control, ETag and 304 for the routes that opt in with `config.cache`. The ETag is a hash of the
 * answer as serialised, before compression; it is weak because the compressed and plain forms share it.
 */
export const httpCachePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const policy = request.routeOptions.config.cache;
    if (!policy || (request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200)
      return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = `W/"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
    reply.header(
      'cache-control',
      `public, max-age=${policy.maxAge}${
        policy.staleWhileRevalidate ? `, stale-while-revalidate=${policy.staleWhileRevalidate}` : ''
      }`,
    );
    reply.header('etag', etag);
    if (!matches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  });
});
