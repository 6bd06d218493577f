import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Content types whose size depends on Accept-Encoding (the types @fastify/compress compresses). */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/](?:json|text|xml)(?:;|$)|^image\/svg\+xml/;

/**
 * On-the-fly brotli or gzip for what the server writes per request (the HTML shell with its head, API
 * answers); built assets are sent from their pre-compressed copies (plugins/web.ts). Registered before
 * the routes, whose hooks @fastify/compress adds as they are declared (docs/decisions/0028).
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  // Brotli quality 4 (the plugin's default): close to gzip -9 in size at a fraction of quality 11's CPU.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  // A compressible answer varies by Accept-Encoding even when this one was sent as it is (too small, or
  // the client asked for none): a shared cache must not hand it to a client that asked otherwise.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && COMPRESSIBLE.test(type)) {
      const vary = reply.getHeader('vary');
      const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
      if (!/\baccept-encoding\b/i.test(current))
        reply.header('vary', current ? `${current}, accept-encoding` : 'accept-encoding');
    }
    return payload;
  });
});
