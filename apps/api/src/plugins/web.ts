import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errors as texts } from '@marquee/contracts/messages';
import { markScopePublic } from './access';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached,
 * and index.html for any unknown non-API path so the client router can answer (including its 404 page).
 */
export const webPlugin = fp(async (app: FastifyInstance, { distDir }: { distDir: string }) => {
  const hasWeb = existsSync(join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(async (scope) => {
      markScopePublic(scope);
      await scope.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        setHeaders(res, path) {
          res.header(
            'cache-control',
            path.includes(`${join(distDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api')) {
      // reply.sendFile is decorated only inside the static scope above, so the shell is streamed here.
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(createReadStream(join(distDir, 'index.html')));
    }
    return reply.status(404).send({ message: texts.notFound, code: 'not_found' });
  });
});
