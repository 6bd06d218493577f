import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errors as texts } from '@marquee/contracts/messages';
import { escapeHtml, injectHead, type PageHead } from '../lib/html-head';
import { firstLoad, type WebManifest } from '../lib/web-manifest';
import { markScopePublic } from './access';

export interface WebOptions {
  distDir: string;
  /**
   * The head the server writes into index.html for a path (title, description, canonical, Open Graph,
   * JSON-LD, and the status), or null to serve the shell as it is (docs/decisions/0011).
   */
  pageHead?: (path: string) => Promise<PageHead | null>;
}

/** Hashed file names: a year, never revalidated (a new build gives new names). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Pictures under /images/ keep their names across builds: a day fresh, then served from cache while it
 * revalidates for a week, so a returning visitor never waits on them (docs/decisions/0028).
 */
const IMAGES = 'public, max-age=86400, stale-while-revalidate=604800';

/** Source maps (full source) and dot-folders (Vite's manifest) are never served, whatever the build holds. */
const isServable = (pathname: string) => !pathname.endsWith('.map') && !/(?:^|\/)\./.test(pathname);

/**
 * The encoding for a page's HTML: brotli, else gzip, when Accept-Encoding takes it (q=0 refuses).
 * The not-found handler that writes the shell is outside @fastify/compress's route hooks, so it
 * compresses here.
 */
export function htmlEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([name, q]) => name && !/^q=0(?:\.0*)?$/.test(q ?? ''))
      .map(([name]) => name),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/** The page's own chunks, so the browser fetches them with the entry instead of after it runs. */
function preloadTags(manifest: WebManifest | null, path: string): string {
  if (!manifest) return '';
  const { route } = firstLoad(manifest, path);
  return [
    ...route.css.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`),
    ...route.js.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`),
  ].join('\n    ');
}

/**
 * Serves the built web app: hashed assets cached for a year, from their pre-compressed brotli or gzip
 * copies when the browser takes them; index.html never cached, and index.html for any unknown non-API
 * path so the client router can answer (including its 404 page). Each public page's HTML preloads that
 * page's chunks (Vite's manifest); pages that `pageHead` knows get their own head and status.
 */
export const webPlugin = fp(async (app: FastifyInstance, { distDir, pageHead }: WebOptions) => {
  const indexPath = join(distDir, 'index.html');
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const assetsDir = `${join(distDir, 'assets')}${sep}`;
  const imagesDir = `${join(distDir, 'images')}${sep}`;
  const hasWeb = existsSync(indexPath);
  // The shell and the manifest, read again only when a new build replaces index.html.
  let build: { mtimeMs: number; html: string; manifest: WebManifest | null } | undefined;
  const readBuild = async () => {
    const { mtimeMs } = await stat(indexPath);
    if (build?.mtimeMs !== mtimeMs) {
      const manifest = existsSync(manifestPath)
        ? (JSON.parse(await readFile(manifestPath, 'utf8')) as WebManifest)
        : null;
      build = { mtimeMs, html: await readFile(indexPath, 'utf8'), manifest };
    }
    return build;
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
        // name.js.br / name.js.gz beside each text file (apps/web/build/precompress-plugin.ts); Vary is set.
        preCompressed: true,
        allowedPath: (pathname) => isServable(pathname),
        setHeaders(res, path) {
          res.header(
            'cache-control',
            path.startsWith(assetsDir) ? IMMUTABLE : path.startsWith(imagesDir) ? IMAGES : 'no-cache',
          );
        },
      });
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing asset is a 404, not the shell: a stale chunk must fail as one, and maps stay unserved.
    const isPage = !path.startsWith('/api') && !path.startsWith('/assets/') && isServable(path);
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && isPage) {
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      const { html, manifest } = await readBuild();
      const preload = preloadTags(manifest, path);
      const shell = preload ? html.replace(/<\/head>/i, () => `  ${preload}\n  </head>`) : html;
      const head = await headFor(path);
      const page = head ? injectHead(shell, head) : shell;
      reply.status(head?.status ?? 200).header('vary', 'accept-encoding');
      const encoding = htmlEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(page);
      // Brotli 5: a few kilobytes per page, compressed in well under a millisecond.
      const body =
        encoding === 'br'
          ? brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(page, { level: 6 });
      return reply.header('content-encoding', encoding).send(body);
    }
    // No route has this address: its own code, so a client tells a mistyped route from an object that is gone
    // (whose 404 says not_found; docs/decisions/0048).
    return reply.status(404).send({ message: texts.notFound, code: 'route_not_found' });
  });
});
