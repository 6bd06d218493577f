import { createReadStream, existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errors as texts } from '@marquee/contracts/messages';
import { injectHead, type PageHead } from '../lib/html-head';
import { markScopePublic } from './access';

export interface WebOptions {
  distDir: string;
  /**
   * The head the server writes into index.html for a path (title, description, canonical, Open Graph,
   * JSON-LD, and the status), or null to serve the shell as it is (docs/decisions/0011).
   */
  pageHead?: (path: string) => Promise<PageHead | null>;
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached,
 * and index.html for any unknown non-API path so the client router can answer (including its 404 page).
 * Pages that `pageHead` knows get their own head and status in that index.html.
 */
export const webPlugin = fp(async (app: FastifyInstance, { distDir, pageHead }: WebOptions) => {
  const indexPath = join(distDir, 'index.html');
  const hasWeb = existsSync(indexPath);
  // The shell, read again only when a new build replaces it.
  let shell: { mtimeMs: number; html: string } | undefined;
  const readShell = async () => {
    const { mtimeMs } = await stat(indexPath);
    if (shell?.mtimeMs !== mtimeMs) shell = { mtimeMs, html: await readFile(indexPath, 'utf8') };
    return shell.html;
  };
  const headFor = async (path: string): Promise<PageHead | null> => {
    if (!pageHead) return null;
    try {
      return await pageHead(path);
    } catch (err) {
      // Search-engine tags are a nicety: the page itself must still load.
      app.log.error({ err, path }, 'page head failed');
      return null;
    }
  };
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
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api')) {
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      const head = await headFor(path);
      if (head) return reply.status(head.status).send(injectHead(await readShell(), head));
      // reply.sendFile is decorated only inside the static scope above, so the shell is streamed here.
      return reply.send(createReadStream(indexPath));
    }
    return reply.status(404).send({ message: texts.notFound, code: 'not_found' });
  });
});
