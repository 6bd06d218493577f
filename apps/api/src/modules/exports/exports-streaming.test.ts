import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { exportQuerySchema } from '@marquee/contracts/admin-exports';
import type { Db } from '../../db/client';
import { useTestApp } from '../../../test/harness';
import { createAdmin } from '../../../test/factories';
import { supplierAuthLinks } from '../../db/schema/supplier-import';
import { csvRows, getExport } from './exports.test-helpers';
import { EXPORT_PAGE_SIZE, EXPORT_PIECE_ROWS, exportCsv, type ExportDeps } from './exports.service';

/*
 * The exports are streamed (issue 24, docs/decisions/0079): read from the database one keyset page at a time, only
 * as the reader takes the file, and no further once the reader is gone. The database is real; the deps only count
 * the statements sent through them.
 */

const defaults = exportQuerySchema.parse({});

/** The app's deps with a database that counts its statements (every page is one `execute`). */
function counting(db: Db, appUrl: string): { deps: ExportDeps; statements: () => number } {
  let count = 0;
  const counted = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key === 'execute' && typeof value === 'function')
        return (...args: unknown[]) => {
          count += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { deps: { db: counted, config: { APP_URL: appUrl } }, statements: () => count };
}

/** `count` directory searches, made by the database in one statement. */
const manySearches = (db: Db, count: number) =>
  db.execute(sql`insert into directory_searches (location_name, results_count)
                 select 'Place ' || n, n from generate_series(1, ${count}) as n`);

/** `count` approved suppliers, made by the database in two statements. */
async function manySuppliers(db: Db, count: number) {
  await db.execute(sql`insert into users (role, name, email, password_hash, company_name)
                       select 1, 'Supplier ' || n, 'bulk-' || n || '@example.test', 'x', 'Bulk ' || n
                       from generate_series(1, ${count}) as n`);
  await db.execute(sql`insert into supplier_profiles (user_id, status)
                       select id, 1 from users where email like 'bulk-%'`);
}

describe('streamed exports', () => {
  const t = useTestApp();

  it('sends the header before any query and then reads pages as the reader asks, one page ahead', async () => {
    await manySearches(t.db, 1_050);
    const { deps, statements } = counting(t.db, t.config.APP_URL);
    const pieces = exportCsv(deps, 'directory-search', defaults, { pageSize: 100 });
    const header = await pieces.next();
    expect(header.value).toMatch(/^\uFEFFSearch ID,Created,Service,Place,Results\r\n$/);
    expect(statements()).toBe(0);
    const first = await pieces.next();
    // The first page, and the second read ahead while the first is written.
    expect(statements()).toBe(2);
    expect(csvRows(String(first.value))).toHaveLength(100);
    // A slow reader: however long it waits, nothing more is read until it takes the next piece.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(statements()).toBe(2);
    await pieces.next();
    expect(statements()).toBe(3);
    // A row added now, after the first page was sent, is still in the file: the rest is read later.
    await t.db.execute(sql`insert into directory_searches (location_name) values ('Added while streaming')`);
    let rest = '';
    for await (const piece of pieces) rest += piece;
    // 10 full pages of 100 and a last one of 51: 11 statements, none more.
    expect(statements()).toBe(11);
    const rows = csvRows(rest);
    expect(rows).toHaveLength(851);
    expect(rows.at(-1)![3]).toBe('Added while streaming');
  });

  it('writes a page in pieces of EXPORT_PIECE_ROWS rows', async () => {
    await manySearches(t.db, 250);
    const { deps } = counting(t.db, t.config.APP_URL);
    const sizes: number[] = [];
    for await (const piece of exportCsv(deps, 'directory-search', defaults, { pageSize: 1000 }))
      sizes.push(csvRows(piece).length);
    // The header, then 250 rows of one page in pieces of 100, 100 and 50.
    expect(sizes).toEqual([1, EXPORT_PIECE_ROWS, EXPORT_PIECE_ROWS, 50]);
  });

  it('stops reading pages once the reader has gone', async () => {
    await manySearches(t.db, 2_000);
    const { deps, statements } = counting(t.db, t.config.APP_URL);
    const stream = Readable.from(exportCsv(deps, 'directory-search', defaults, { pageSize: 50 }), {
      objectMode: false,
      highWaterMark: 1024,
    });
    await new Promise<void>((resolve) => stream.once('data', () => resolve()));
    stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // 40 pages were there to read; a few at most were read before the stream was destroyed.
    expect(statements()).toBeLessThanOrEqual(3);
    expect(stream.destroyed).toBe(true);
  });

  it('answers an export of several pages whole and in order over HTTP', async () => {
    const admin = await createAdmin(t.db);
    await manySearches(t.db, 2 * EXPORT_PAGE_SIZE + 500);
    const res = await getExport(t.app, admin.auth, 'directory-search');
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = csvRows(res.body);
    expect(header).toEqual(['Search ID', 'Created', 'Service', 'Place', 'Results']);
    expect(rows).toHaveLength(2_500);
    const ids = rows.map((r) => Number(r[0]));
    expect(new Set(ids).size).toBe(2_500);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(rows[2_499]![4]).toBe('2500');
  });

  it('streams through compression when the client accepts gzip', async () => {
    const admin = await createAdmin(t.db);
    await manySearches(t.db, EXPORT_PAGE_SIZE + 10);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/exports/directory-search',
      headers: { ...admin.auth, 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = gunzipSync(res.rawPayload).toString('utf8');
    expect(body.startsWith('\uFEFFSearch ID,')).toBe(true);
    expect(csvRows(body)).toHaveLength(EXPORT_PAGE_SIZE + 11);
  });

  it('stops making sign-in links when the client disconnects over HTTP', async () => {
    const admin = await createAdmin(t.db);
    await manySuppliers(t.db, 5 * EXPORT_PAGE_SIZE);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const firstBytes = await new Promise<string>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/api/admin/exports/supplier-auth-links', headers: admin.auth },
        (res) => {
          res.once('data', (chunk: Buffer) => {
            // The client goes away after the first bytes, without reading the rest.
            req.destroy();
            resolve(chunk.toString('utf8'));
          });
        },
      );
      req.on('error', (e) => (req.destroyed ? undefined : reject(e)));
      req.end();
    });
    expect(firstBytes).toMatch(/^\uFEFFSupplier ID,Company,Name,E-mail,Sign-in link,Expires\r\n/);
    // Wait until the count holds still for a second (a page already under way finishes).
    const linksMade = async () =>
      (await t.db.select({ id: supplierAuthLinks.id }).from(supplierAuthLinks)).length;
    let made = -1;
    for (let now = await linksMade(); now !== made; now = await linksMade()) {
      made = now;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    // 5 pages were there to make; the ones read before the disconnect were made, the rest never.
    expect(made).toBeLessThan(5 * EXPORT_PAGE_SIZE);
    expect(made % EXPORT_PAGE_SIZE).toBe(0);
  });
});
