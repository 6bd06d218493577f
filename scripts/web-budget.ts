/*
 * The first-load budget of the public pages (issue 10, docs/decisions/0029): what a guest's browser must
 * download before a page can render, weighed as it is served (the build's brotli copies). The build-size
 * guard (e2e/build-size.spec.ts, in `npm test`) and `npm run bench:web` both use it.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { firstLoad, type WebManifest } from '../apps/api/src/lib/web-manifest';

export const BUDGET = {
  /** JavaScript before the first render, compressed, per page. */
  jsBytes: 150 * 1024,
  /** Stylesheets before the first render, compressed, per page. */
  cssBytes: 30 * 1024,
  /** Any one chunk, uncompressed. */
  chunkRawBytes: 500 * 1024,
  /** A server-rendered page's HTML as sent (brotli 5, plugins/web.ts), per page (docs/decisions/0083). */
  htmlBytes: 60 * 1024,
} as const;

/**
 * The pages a guest or a search engine lands on, with a path of each kind (the issue budgets the first four;
 * /directory/search, reached from them, is not budgeted).
 */
export const PUBLIC_PAGES = {
  home: '/',
  directory: '/directory',
  service: '/directory/a-category/a-service',
  profile: '/directory/profile/1',
  about: '/about',
  suppliers: '/suppliers',
} as const;

export const webDist = (root: string) => join(root, 'apps/web/dist');

export function readManifest(distDir: string): WebManifest {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`No web build at ${distDir}: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(path, 'utf8')) as WebManifest;
}

/** A file's size as served: its brotli copy when the build wrote one, else brotli of the file now. */
export function servedBytes(distDir: string, file: string): number {
  const br = join(distDir, `${file}.br`);
  if (existsSync(br)) return statSync(br).size;
  const raw = readFileSync(join(distDir, file));
  return Math.min(raw.length, brotliCompressSync(raw).length);
}

export interface PageWeight {
  path: string;
  module: string | undefined;
  js: { files: string[]; bytes: number };
  css: { files: string[]; bytes: number };
}

/** JavaScript and CSS a page loads before its first render, compressed. */
export function pageWeight(distDir: string, manifest: WebManifest, path: string): PageWeight {
  const load = firstLoad(manifest, path);
  const sum = (files: string[]) => files.reduce((total, file) => total + servedBytes(distDir, file), 0);
  return {
    path,
    module: load.module,
    js: { files: load.js, bytes: sum(load.js) },
    css: { files: load.css, bytes: sum(load.css) },
  };
}

/** Every JavaScript chunk of the build with its uncompressed size, largest first. */
export function chunkSizes(distDir: string): { file: string; bytes: number }[] {
  const dir = join(distDir, 'assets');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ file: `assets/${name}`, bytes: statSync(join(dir, name)).size }))
    .sort((a, b) => b.bytes - a.bytes);
}

/** A page's HTML weighed as the server sends it: brotli at quality 5 (apps/api/src/plugins/web.ts). */
export const htmlServedBytes = (html: string) =>
  brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
