import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errors as texts } from '@marquee/contracts/messages';
import { deferScripts } from '../lib/deferred-scripts';
import { escapeHtml, injectHead, type PageHead } from '../lib/html-head';
import { firstLoad, type WebManifest } from '../lib/web-manifest';
import type { PageCache } from '../lib/page-cache';
import { markScopePublic } from './access';

export interface WebOptions {
  distDir: string;
  /**
   * The head the server writes into index.html for a path (title, description, canonical, Open Graph,
   * JSON-LD, and the status), or null to serve the shell as it is (docs/decisions/0011).
   */
  pageHead?: (path: string) => Promise<PageHead | null>;
  /**
   * The server renderer of the public pages (apps/web's `vite build --ssr`); default `../dist-server/entry-server.js`
   * beside distDir. Without it every page is the shell, rendered in the browser.
   */
  serverEntry?: string;
  /** Guest pages by URL (docs/decisions/0083); cleared by buildApp on any signed-in write. */
  pageCache?: PageCache;
}

/** What apps/web/src/entry-server.tsx exports. */
interface ServerEntry {
  render(
    url: string,
    options: { fetchPage: (path: string) => Promise<{ status: number; body: string }> },
  ): Promise<{ html: string; state: string | null; status: number } | null>;
}

const STATE_ID = '__MARQUEE_STATE__';

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
export const webPlugin = fp(async (app: FastifyInstance, options: WebOptions) => {
  const { distDir, pageHead, pageCache } = options;
  const serverEntryPath = options.serverEntry ?? join(distDir, '..', 'dist-server', 'entry-server.js');
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
  let serverEntry: Promise<ServerEntry | null> | undefined;
  const loadServerEntry = () =>
    (serverEntry ??= existsSync(serverEntryPath)
      ? (import(pathToFileURL(serverEntryPath).href) as Promise<ServerEntry>).catch((err: unknown) => {
          // Tried again on the next page rather than remembered as failed for the life of the process.
          serverEntry = undefined;
          throw err;
        })
      : Promise.resolve(null));
  /** The page rendered on the server into the shell's root, or null when the browser renders it. */
  const serverRender = async (url: string, remoteAddress: string) => {
    // The page's API calls are answered here, by the same routes and services (the visitor's address kept).
    const fetchPage = async (path: string) => {
      const res = await app.inject({
        method: 'GET',
        url: path,
        headers: { accept: 'application/json' },
        remoteAddress,
      });
      return { status: res.statusCode, body: res.body };
    };
    try {
      const entry = await loadServerEntry();
      return entry ? await entry.render(url, { fetchPage }) : null;
    } catch (err) {
      // The browser can still make the page: the shell, never a blank page or a stack.
      app.log.error({ err, url }, 'server rendering failed');
      return null;
    }
  };
  const makePage = async (url: string, path: string, remoteAddress: string) => {
    const { html, manifest } = await readBuild();
    const preload = preloadTags(manifest, path);
    const shell = preload ? html.replace(/<\/head>/i, () => `  ${preload}\n  </head>`) : html;
    const [head, rendered] = await Promise.all([headFor(path), serverRender(url, remoteAddress)]);
    let page = head ? injectHead(shell, head) : shell;
    if (rendered) {
      const island = rendered.state
        ? `<script type="application/json" id="${STATE_ID}">${rendered.state}</script>`
        : '';
      page = page.replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>${island}`);
      // The page is its HTML: its code loads after the first paint (lib/deferred-scripts.ts).
      page = deferScripts(page);
    }
    // Kept only when the server made the page with its data (a failed data call is tried again next time).
    const keep = Boolean(rendered?.state);
    return { page, keep, status: Math.max(head?.status ?? 200, rendered?.status ?? 200) };
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
      reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .header('vary', 'accept-encoding');
      // Only a guest's page is kept: the app sends its session as a bearer token (never a cookie).
      const cacheable = pageCache?.enabled === true && !request.headers.authorization;
      let cached = cacheable ? pageCache.get(request.url) : undefined;
      if (!cached) {
        const { page, status, keep } = await makePage(request.url, path, request.ip);
        cached = { status, html: page, encoded: {} };
        if (cacheable && keep) pageCache.set(request.url, cached);
      }
      reply.status(cached.status);
      const encoding = htmlEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(cached.html);
      // Brotli 5: a few kilobytes per page, compressed in well under a millisecond (kept with a cached page).
      const body = (cached.encoded[encoding] ??=
        encoding === 'br'
          ? brotliCompressSync(cached.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(cached.html, { level: 6 }));
      return reply.header('content-encoding', encoding).send(body);
    }
    // No route has this address: its own code, so a client tells a mistyped route from an object that is gone
    // (whose 404 says not_found; docs/decisions/0048).
    return reply.status(404).send({ message: texts.notFound, code: 'route_not_found' });
  });
});
