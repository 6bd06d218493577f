import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoot } from '../src/lib/paths';
import { useTestApp } from './harness';
import { createCategory, createOrganiser, createService, createSupplier, offerServices } from './factories';

// The real build: the browser app (its index.html and manifest) and the server renderer (docs/decisions/0083).
// Built here when missing, so the test runs before `npm run build` too (about a minute).
const webRoot = join(apiRoot(), '..', 'web');
const distDir = join(webRoot, 'dist');
beforeAll(() => {
  if (existsSync(join(distDir, 'index.html')) && existsSync(join(webRoot, 'dist-server', 'entry-server.js')))
    return;
  execSync('npm run build -w @marquee/web', { cwd: join(webRoot, '..', '..'), stdio: 'inherit' });
}, 300_000);

describe('public pages rendered on the server', () => {
  const t = useTestApp({ WEB_DIST_DIR: distDir });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  /** The markup React rendered into the root (text as React escapes it: no apostrophes below). */
  const root = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));

  it('renders every public page with its heading and key text, and hands the browser its data', async () => {
    const category = await createCategory(t.db, { category: 'Lighting Hire' });
    const service = await createService(t.db, category.id, { product: 'Festoon Lighting' });
    const supplier = await createSupplier(t.db, { user: { companyName: 'Bright Night Lighting' } });
    await offerServices(t.db, supplier.id, [service.id]);
    const pages: Array<[string, string[]]> = [
      ['/', ['Plan it, source it, book it', 'Find your supplier']],
      ['/about', ['We built the marketplace']],
      ['/suppliers', ['More event work, without the chasing']],
      ['/directory', ['Find event suppliers across the UK', 'Lighting Hire']],
      ['/directory/search/', ['Search the directory', 'Bright Night Lighting']],
      [`/directory/${category.slug}`, ['Lighting Hire', 'Festoon Lighting']],
      [`/directory/${category.slug}/${service.slug}`, ['Festoon Lighting', 'Bright Night Lighting']],
      [`/directory/profile/${supplier.id}`, ['Bright Night Lighting']],
      ['/request-quote', ['Tell Us About Your Event']],
      ['/login', ['Welcome back']],
      ['/organiser-registration', ['Create an account']],
      ['/supplier-registration', ['List your business']],
    ];
    for (const [url, texts] of pages) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const html = root(res.body);
      expect(html, url).toContain('<h1');
      for (const text of texts) expect(html, `${url}: ${text}`).toContain(text);
      expect(res.body, url).toContain('<script type="application/json" id="__MARQUEE_STATE__">');
    }
    // The profile's answer travels with the page, so the browser does not ask for it again.
    const profile = (await get(`/directory/profile/${supplier.id}`)).body;
    const island = profile.slice(profile.indexOf('id="__MARQUEE_STATE__">'));
    expect(island).toContain('"queryKey":["directory","supplier",' + supplier.id + ']');
    expect(island).toContain('Bright Night Lighting');
  });

  it('answers an unknown path and an unknown supplier with the not-found page and status 404', async () => {
    const unknown = await get('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(root(unknown.body)).toContain('Page Not Found');
    const gone = await get('/directory/profile/987654');
    expect(gone.statusCode).toBe(404);
    expect(root(gone.body)).toContain('find that supplier');
  });

  it('leaves the dashboards to the browser', async () => {
    const res = await get('/organiser-dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('__MARQUEE_STATE__');
  });

  it("loads a rendered page's code after its first paint, through the one inline script the CSP allows", async () => {
    const res = await get('/directory');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('rel="stylesheet"');
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    const loader =
      /<script data-entry="(\/assets\/[^"]+\.js)" data-preload="([^"]*)">([^<]+)<\/script>\s*<\/body>/.exec(
        res.body,
      );
    const [, , preloads = '', script = ''] = loader ?? [];
    expect(preloads).toMatch(/^\/assets\/\S+\.js/);
    const hash = createHash('sha256').update(script).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    // A page the browser renders keeps its entry script in the head.
    const shell = (await get('/organiser-dashboard')).body;
    expect(shell.slice(0, shell.indexOf('</head>'))).toContain(
      '<script type="module" crossorigin src="/assets/',
    );
    expect(shell).not.toContain('data-entry');
  });

  it('keeps a guest page for a while, never a signed-in request, and forgets them all after a signed-in write', async () => {
    t.app.pageCache.clear();
    const misses = t.app.pageCache.misses;
    const hits = t.app.pageCache.hits;
    const first = await get('/about');
    const second = await get('/about');
    expect(second.body).toBe(first.body);
    expect([t.app.pageCache.misses - misses, t.app.pageCache.hits - hits]).toEqual([1, 1]);

    // A request carrying a session is rendered for it, not served from or stored in the cache.
    const organiser = await createOrganiser(t.db);
    await get('/suppliers', organiser.auth);
    expect(t.app.pageCache.hits - hits).toBe(1);
    expect(t.app.pageCache.size).toBe(1);

    // A guest's write (a failed sign-in) leaves it; a signed-in write that succeeds clears it.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: organiser.email, password: 'wrong-password' },
    });
    expect(t.app.pageCache.size).toBe(1);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: organiser.auth });
    expect(logout.statusCode).toBeLessThan(300);
    expect(t.app.pageCache.size).toBe(0);
    await get('/about');
    expect(t.app.pageCache.misses - misses).toBe(2);
  });
});
