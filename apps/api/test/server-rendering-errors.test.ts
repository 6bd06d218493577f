import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { apiRoot } from '../src/lib/paths';
import { useTestApp } from './harness';
import { createCategory, createSupplier } from './factories';

// Issue 25: a failing data call renders the page's error state, with a 5xx only when the page cannot be made;
// never a blank page, never a stack (docs/decisions/0083). The real build, as in server-rendering.test.ts.
const webRoot = join(apiRoot(), '..', 'web');
const distDir = join(webRoot, 'dist');
const serverDir = join(webRoot, 'dist-server');
beforeAll(() => {
  if (existsSync(join(distDir, 'index.html')) && existsSync(join(serverDir, 'entry-server.js'))) return;
  execSync('npm run build -w @marquee/web', { cwd: join(webRoot, '..', '..'), stdio: 'inherit' });
}, 300_000);

/** The markup React rendered into the root (text as React escapes it: no apostrophes below). */
const root = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
const ISLAND = 'id="__MARQUEE_STATE__"';
const SHELL_ROOT = '<div id="root"></div>';

/** What a page must never show: a stack, a source path, SQL or the database's words, React Router's error page. */
function expectNoInternals(body: string) {
  for (const leak of [
    /\n\s+at /,
    /node_modules/,
    /\/work\/|\/tmp\//,
    /\.tsx?\b/,
    /entry-server/,
    /does not exist|relation|select |_away/i,
    /Unexpected Application Error/,
  ])
    expect(body).not.toMatch(leak);
}

/**
 * Runs `fn` while `table` is renamed away: every query of it fails as a real database error does (no mock), and
 * the API answers those calls with its one 500 shape.
 */
async function withoutTable<T>(db: Db, table: string, fn: () => Promise<T>): Promise<T> {
  await db.execute(sql.raw(`alter table "${table}" rename to "${table}_away"`));
  try {
    return await fn();
  } finally {
    await db.execute(sql.raw(`alter table "${table}_away" rename to "${table}"`));
  }
}

/**
 * A copy of the web build for the describe's test app (call before useTestApp): the real dist/, and dist-server/ as
 * `makeServer` leaves it. Made before its tests and removed after them.
 */
function webCopy(makeServer: (dir: string) => void) {
  const dir = join(tmpdir(), `marquee-web-${process.pid}-${randomBytes(4).toString('hex')}`);
  beforeAll(() => {
    mkdirSync(dir);
    symlinkSync(distDir, join(dir, 'dist'));
    makeServer(join(dir, 'dist-server'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'dist');
}

describe('a public page whose data call fails on the server', () => {
  const t = useTestApp({ WEB_DIST_DIR: distDir });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('renders the directory with its error state, a 500, no island and no leak, and does not keep it', async () => {
    await createCategory(t.db, { category: 'Lighting Hire' });
    t.app.pageCache.clear();
    // The API's own answer while the table is gone: the 500 the page shows as its error state.
    const api = await withoutTable(t.db, 'service_categories', () => get('/api/service-categories'));
    expect(api.statusCode).toBe(500);

    const failed = await withoutTable(t.db, 'service_categories', () => get('/directory'));
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['content-type']).toContain('text/html');
    const html = root(failed.body);
    // The page itself, its header and footer, and the categories' error state in place of the grid.
    expect(html).toContain('Find event suppliers across the UK');
    expect(html).toContain('load the categories');
    expect(html).toContain('Please check your connection and try again.');
    expect(html).toContain('Browse directory');
    expect(html).toContain('All rights reserved');
    expect(html).not.toContain('Lighting Hire');
    // No island: the browser renders the page itself and asks again.
    expect(failed.body).not.toContain(ISLAND);
    expectNoInternals(failed.body);
    expect(t.app.pageCache.size).toBe(0);

    // Once the data is back, the next guest gets the page with its data, not the failure kept.
    const after = await get('/directory');
    expect(after.statusCode).toBe(200);
    expect(root(after.body)).toContain('Lighting Hire');
    expect(root(after.body)).not.toContain('load the categories');
    expect(after.body).toContain(ISLAND);
    expect(t.app.pageCache.size).toBe(1);
  });

  it('renders a profile with its error state and a 500, then the profile once its data is back', async () => {
    const supplier = await createSupplier(t.db, { user: { companyName: 'Bright Night Lighting' } });
    const url = `/directory/profile/${supplier.id}`;
    t.app.pageCache.clear();
    const failed = await withoutTable(t.db, 'supplier_profiles', () => get(url));
    expect(failed.statusCode).toBe(500);
    const html = root(failed.body);
    expect(html).toContain('load this profile');
    expect(html).toContain('Try again');
    expect(html).toContain('Browse directory');
    expect(html).toContain('All rights reserved');
    expect(html).not.toContain('Bright Night Lighting');
    expect(html).not.toContain('find that supplier');
    expect(failed.body).not.toContain(ISLAND);
    expectNoInternals(failed.body);
    expect(t.app.pageCache.size).toBe(0);

    const after = await get(url);
    expect(after.statusCode).toBe(200);
    expect(root(after.body)).toContain('Bright Night Lighting');
    expect(after.body).toContain(ISLAND);
  });

  it('answers a search the API refuses with its 4xx and the error state, not a 5xx', async () => {
    const name = 'x'.repeat(2000);
    const api = await get(`/api/suppliers?name=${name}`);
    expect(api.statusCode).toBe(422);
    const page = await get(`/directory/search/?name=${name}`);
    expect(page.statusCode).toBe(422);
    expect(root(page.body)).toContain('Search the directory');
    expect(page.body).not.toContain(ISLAND);
    expectNoInternals(page.body);
  });
});

describe('a route whose code fails to load on the server', () => {
  // The about page's chunk gone from the renderer's build (as when a new build replaces the files under a running
  // process): React Router would render its own error page with the stack; the renderer throws instead.
  const dist = webCopy((dir) => {
    cpSync(serverDir, dir, { recursive: true });
    const chunks = join(dir, 'assets');
    const about = readdirSync(chunks).filter((file) =>
      readFileSync(join(chunks, file), 'utf8').includes('We built the marketplace'),
    );
    expect(about).toHaveLength(1);
    rmSync(join(chunks, about[0]!));
  });
  const t = useTestApp({ WEB_DIST_DIR: dist });

  it('serves the shell with status 200 (the browser renders the page), never a stack, and does not keep it', async () => {
    t.app.pageCache.clear();
    const res = await t.app.inject({ method: 'GET', url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(SHELL_ROOT);
    expect(res.body).not.toContain(ISLAND);
    expect(res.body).toContain('<script type="module"');
    expectNoInternals(res.body);
    expect(t.app.pageCache.size).toBe(0);
    // The other pages are still rendered on the server.
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(root(home.body)).toContain('Plan it, source it, book it');
  });
});

describe('a server renderer that cannot be loaded', () => {
  const dist = webCopy((dir) => {
    mkdirSync(dir);
    writeFileSync(
      join(dir, 'entry-server.js'),
      "throw new Error('renderer broken at /work/main/apps/web/src/entry-server.tsx');\n",
    );
  });
  const t = useTestApp({ WEB_DIST_DIR: dist });

  it('serves the shell with the head and its status, every time, never a 500', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/directory' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(SHELL_ROOT);
      expect(res.body).toContain('<title>Event Supplier Directory');
      expectNoInternals(res.body);
    }
    const gone = await t.app.inject({ method: 'GET', url: '/directory/profile/987654' });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain(SHELL_ROOT);
  });
});
