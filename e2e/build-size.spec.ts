import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import {
  BUDGET,
  chunkSizes,
  htmlServedBytes,
  kb,
  pageWeight,
  PUBLIC_PAGES,
  readManifest,
  webDist,
} from '../scripts/web-budget';

/*
 * The cheap guard of issue 10 in `npm test` (which builds before the browser tests): what each public page
 * downloads before its first render stays within the budget (docs/decisions/0029). Lighthouse itself runs
 * in `npm run bench:web`.
 */
const dist = webDist(fileURLToPath(new URL('..', import.meta.url)));
const manifest = readManifest(dist);

test.describe('the first load of the public pages', () => {
  for (const [name, path] of Object.entries(PUBLIC_PAGES)) {
    test(`${name} (${path}) loads at most 150 KB of JavaScript and 30 KB of CSS, compressed`, () => {
      const weight = pageWeight(dist, manifest, path);
      expect(weight.module, 'a route module of the router').toBeTruthy();
      expect(weight.js.files.length).toBeGreaterThan(1);
      expect(
        weight.js.bytes,
        `JS: ${kb(weight.js.bytes)} in ${weight.js.files.join(', ')}`,
      ).toBeLessThanOrEqual(BUDGET.jsBytes);
      expect(weight.css.bytes, `CSS: ${kb(weight.css.bytes)}`).toBeLessThanOrEqual(BUDGET.cssBytes);
    });
  }

  test('each server-rendered public page is at most 60 KB of HTML, compressed', async ({ request }) => {
    // A real service page and profile of the demo directory (the paths above are shapes, not rows).
    const suppliers = (await (await request.get('/api/suppliers?page=1&limit=1')).json()) as {
      data: { id: number }[];
    };
    const id = suppliers.data[0]!.id;
    const profile = (await (await request.get(`/api/suppliers/${id}`)).json()) as {
      data: { services: { service: { slug: string; category: { slug: string } } }[] };
    };
    const { service } = profile.data.services[0]!;
    const paths = [
      PUBLIC_PAGES.home,
      PUBLIC_PAGES.directory,
      `/directory/${service.category.slug}/${service.slug}`,
      `/directory/profile/${id}`,
      PUBLIC_PAGES.about,
      PUBLIC_PAGES.suppliers,
      '/directory/search/',
    ];
    for (const path of paths) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(html, `${path} is rendered on the server`).toContain('id="__MARQUEE_STATE__"');
      const bytes = htmlServedBytes(html);
      expect(bytes, `${path}: ${kb(bytes)} of HTML`).toBeLessThanOrEqual(BUDGET.htmlBytes);
    }
  });

  test('no chunk is over 500 KB uncompressed, and the build holds no source maps', () => {
    const [largest] = chunkSizes(dist);
    expect(largest).toBeTruthy();
    expect(largest!.bytes, largest!.file).toBeLessThanOrEqual(BUDGET.chunkRawBytes);
    const maps = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.map'));
    expect(maps).toEqual([]);
  });

  test('the server sends each page compressed, with its own chunks preloaded', async ({ request }) => {
    const res = await request.get(PUBLIC_PAGES.profile, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers()['content-encoding']).toBe('br');
    expect(res.headers().vary).toContain('accept-encoding');
    const html = (await res.body()).toString();
    const weight = pageWeight(dist, manifest, PUBLIC_PAGES.profile);
    const routeChunk = manifest[weight.module!]!.file;
    // A server-rendered page preloads its chunks after its first paint (the loader's list, decision 0083).
    const preloaded = /data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(preloaded).toContain(`/${routeChunk}`);

    const asset = await request.get(`/${routeChunk}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(existsSync(join(dist, `${routeChunk}.br`))).toBe(true);
    // Playwright hands over the body as sent: it decodes as the chunk.
    const body = await asset.body();
    const text = (() => {
      try {
        return brotliDecompressSync(body).toString();
      } catch {
        return body.toString();
      }
    })();
    expect(text).toContain('import');
  });
});
