import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { createCategory } from '../../test/factories';

describe('cacheable public answers', () => {
  const t = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('gives the catalogue and the content Cache-Control and an ETag, and 304 when unchanged', async () => {
    for (const url of ['/api/service-categories', '/api/partners', '/api/testimonials']) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('public, max-age=0');
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^W\/"[\w-]{27}"$/);

      const again = await get(url, { 'if-none-match': etag, 'accept-encoding': 'br' });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(etag);
      expect(again.headers['cache-control'], url).toBe(first.headers['cache-control']);

      // The same ETag names the compressed form; a list of tags and * match too.
      const compressed = await get(url, { 'accept-encoding': 'br' });
      expect(compressed.headers.etag, url).toBe(etag);
      expect((await get(url, { 'if-none-match': `"other", ${etag}` })).statusCode, url).toBe(304);
      expect((await get(url, { 'if-none-match': '*' })).statusCode, url).toBe(304);
    }
  });

  it('answers 200 with a new ETag once the catalogue changes', async () => {
    const first = await get('/api/service-categories');
    await createCategory(t.db, { category: 'Zorbing and Bubble Football' });
    const changed = await get('/api/service-categories', { 'if-none-match': String(first.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(changed.body).toContain('Zorbing and Bubble Football');
  });

  it('leaves answers that depend on the caller, and failures, uncached', async () => {
    const missing = await get('/api/service-categories/by-slug/no-such-category');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBeUndefined();
    const me = await get('/api/auth/me');
    expect(me.headers.etag).toBeUndefined();
  });
});
