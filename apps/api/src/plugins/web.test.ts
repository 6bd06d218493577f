import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { htmlEncoding } from './web';

// A built web app as Vite writes it (apps/web/vite.config.ts): hashed chunks with their pre-compressed
// copies, a manifest, a public picture, and a source map that must never be served.
const distDir = mkdtempSync(join(tmpdir(), 'marquee-web-static-'));
for (const dir of ['assets', '.vite', 'images']) mkdirSync(join(distDir, dir), { recursive: true });
const SHELL = `<!doctype html>
<html lang="en-GB">
  <head>
    <title>Marquee</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const ENTRY = `console.log(${JSON.stringify('entry '.repeat(400))});`;
const write = (path: string, body: string | Buffer) => writeFileSync(join(distDir, path), body);
write('index.html', SHELL);
write('assets/index-abc.js', ENTRY);
write('assets/index-abc.js.br', brotliCompressSync(ENTRY));
write('assets/index-abc.js.gz', gzipSync(ENTRY));
write('assets/index-abc.js.map', '{"sourcesContent":["secret source"]}');
write('images/logo.svg', `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
write(
  '.vite/manifest.json',
  JSON.stringify({
    'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_react-abc.js'] },
    '_react-abc.js': { file: 'assets/react-abc.js' },
    '_card-abc.js': { file: 'assets/card-abc.js', css: ['assets/card-abc.css'] },
    'src/app/routes/directory/supplier-profile.tsx': {
      file: 'assets/supplier-profile-abc.js',
      imports: ['_react-abc.js', '_card-abc.js', 'index.html'],
    },
  }),
);

describe('the built web app as the server sends it', () => {
  const t = useTestApp({ WEB_DIST_DIR: distDir });
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a hashed chunk from its brotli copy, else its gzip copy, cached for a year and varying by encoding', async () => {
    const br = await get('/assets/index-abc.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ENTRY);

    const gz = await get('/assets/index-abc.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ENTRY);

    const plain = await get('/assets/index-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(ENTRY);
  });

  it('never serves source maps or the build manifest, and a missing chunk is a 404 rather than the page', async () => {
    for (const url of ['/assets/index-abc.js.map', '/.vite/manifest.json', '/assets/gone-abc.js']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('secret source');
      expect(res.headers['content-type'], url).toContain('application/json');
    }
  });

  it('caches /images/ for a day and serves them from cache while revalidating', async () => {
    const res = await get('/images/logo.svg', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    // No pre-compressed copy here: compressed on the fly.
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('compresses each page’s HTML, never caches it, and preloads the page’s own chunks from the manifest', async () => {
    const res = await get('/directory/profile/12', 'br;q=1.0, gzip;q=0.8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('accept-encoding');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/supplier-profile-abc.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/card-abc.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/card-abc.css">');
    // What the entry already preloads is not repeated.
    expect(html.match(/react-abc\.js/g)).toHaveLength(1);

    const other = await get('/login');
    expect(other.headers['content-encoding']).toBeUndefined();
    expect(other.body).toBe(SHELL);
  });
});

describe('htmlEncoding', () => {
  it('prefers brotli, falls back to gzip, and honours q=0', () => {
    expect(htmlEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(htmlEncoding('gzip, br;q=0')).toBe('gzip');
    expect(htmlEncoding('br;q=0.0, gzip;q=0')).toBeNull();
    expect(htmlEncoding('identity')).toBeNull();
    expect(htmlEncoding(undefined)).toBeNull();
  });
});
