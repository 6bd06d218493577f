/**
 * `npm run bench:admin:import`: the supplier CSV import (issue 22 'Performance', docs/decisions/0067).
 *
 * On PGlite (on disk, as the server keeps it) and on PostgreSQL: a CSV of BENCH_IMPORT_ROWS (default 10,000)
 * suppliers, generated here, is sent in ONE request to `POST /api/admin/suppliers/import` of the real app listening
 * on loopback, with a real HTTP client (fetch, multipart). The issue asks: the request answers within 60 s, the
 * event loop is never blocked more than 100 ms (perf_hooks monitorEventLoopDelay, its max while the request runs),
 * and the server's memory grows by less than 50 MB (RSS and heap after a forced GC, before and after; the peak
 * while it runs is printed too). Exits 1 when a figure is over.
 *
 * PostgreSQL: DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres; a temporary database is created and
 * dropped; skipped with a notice when unreachable. Run with `node --expose-gc` (the npm script does).
 */
import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { Role } from '@marquee/contracts/enums';
import {
  SUPPLIER_IMPORT_FIELD,
  supplierImportColumns,
  supplierImportResponse,
} from '@marquee/contracts/supplier-import';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { openDatabase, queryRows, type Database } from '../src/db/client';
import { seedReference } from '../src/db/seed/seed';
import { issueAccessToken } from '../src/modules/auth/access-tokens.repository';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const LIMITS = { seconds: 60, blockedMs: 100, growthMb: 50 };
const MB = 1024 * 1024;

const gc = () => (globalThis as { gc?: () => void }).gc?.();
const settled = () => {
  gc();
  gc();
  const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
  return { rss, heap: heapUsed + arrayBuffers };
};
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

const PLACES = ['Bath', 'Bristol', 'Leeds', 'York', 'Oxford', 'Cambridge', 'Manchester', 'Newport, Wales'];
const SERVICES = ['Marquee Hire', 'Event Catering', 'Mobile Bars', 'Wedding Venues', 'Conference Venues'];
const RADII = ['10', '25', '50', '100', '999'];

/** A CSV of `rows` good suppliers (unique e-mails of this run), in the template's columns. */
function importCsv(rows: number): string {
  const run = randomBytes(3).toString('hex');
  const lines = [supplierImportColumns.join(',')];
  for (let i = 1; i <= rows; i++) {
    const cells: Record<(typeof supplierImportColumns)[number], string> = {
      company_name: `Bench Events ${i} Ltd`,
      name: `Bench Supplier ${i}`,
      email: `bench-${run}-${i}@example.test`,
      phone: `07911 ${String(100000 + (i % 900000)).padStart(6, '0')}`,
      website: `bench-${i}.example.com`,
      position_in_company: 'Director',
      display_email: `hello-${i}@example.test`,
      location: PLACES[i % PLACES.length]!,
      nearby: RADII[i % RADII.length]!,
      services: `${SERVICES[i % SERVICES.length]};${SERVICES[(i + 2) % SERVICES.length]}`,
    };
    lines.push(
      supplierImportColumns.map((c) => (/[,"]/.test(cells[c]) ? `"${cells[c]}"` : cells[c])).join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function importOnce(label: string, database: Database, csvPath: string) {
  const dataDir = await mkdtemp(join(tmpdir(), 'marquee-bench-import-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_DATA: '0',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
  });
  const app = await buildApp({ config, database });
  try {
    await seedReference(database.db);
    const [admin] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into users (role, name, email, password_hash, email_verified_at)
        values (${Role.admin}, 'Bench admin', ${`bench-admin-${randomBytes(3).toString('hex')}@example.test`}, 'x', now())
        returning id`,
    );
    const token = await issueAccessToken(database.db, admin!.id);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const form = new FormData();
    form.append(SUPPLIER_IMPORT_FIELD, await openAsBlob(csvPath, { type: 'text/csv' }), 'suppliers.csv');

    // A warm-up request (one row) so the figures are the import's, not the first route call's.
    const warm = new FormData();
    warm.append(SUPPLIER_IMPORT_FIELD, new Blob([importCsv(1)], { type: 'text/csv' }), 'warm.csv');
    await fetch(`http://127.0.0.1:${port}/api/admin/suppliers/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: warm,
    });

    // The same measure with nothing to do: on a busy machine the process waits for a CPU, and that is no block.
    const idle = monitorEventLoopDelay({ resolution: 10 });
    idle.enable();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    idle.disable();

    const before = settled();
    let peak = { ...before };
    const sampler = setInterval(() => {
      const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
      peak = { rss: Math.max(peak.rss, rss), heap: Math.max(peak.heap, heapUsed + arrayBuffers) };
    }, 50);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/admin/suppliers/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = await res.json();
    const seconds = (performance.now() - started) / 1000;
    loop.disable();
    clearInterval(sampler);
    if (res.status !== 200) throw new Error(`${label}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    const result = supplierImportResponse.parse(body);
    const after = settled();
    const blockedMs = loop.max / 1e6;
    const growth = { rss: after.rss - before.rss, heap: after.heap - before.heap };
    const [{ listed } = { listed: 0 }] = await queryRows<{ listed: number }>(
      database.db,
      sql`select count(*)::int as listed from supplier_profiles where status = 1`,
    );
    console.log(
      [
        `${label}: ${ROWS.toLocaleString('en-GB')} rows in one request: ${seconds.toFixed(1)} s (≤ ${LIMITS.seconds})`,
        `  imported ${result.imported.length}, errors ${result.errors.length}, listed suppliers ${listed}`,
        `  event loop: max ${blockedMs.toFixed(0)} ms (≤ ${LIMITS.blockedMs}), p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms, mean ${(loop.mean / 1e6).toFixed(1)} ms; idle for 3 s before: max ${(idle.max / 1e6).toFixed(0)} ms, p99 ${(idle.percentile(99) / 1e6).toFixed(0)} ms`,
        `  memory after GC: RSS ${mb(before.rss)} → ${mb(after.rss)} (${mb(growth.rss)}), heap ${mb(before.heap)} → ${mb(after.heap)} (${mb(growth.heap)}); peak while running RSS ${mb(peak.rss)}, heap ${mb(peak.heap)} (growth < ${LIMITS.growthMb} MB)`,
      ].join('\n'),
    );
    const failures = [
      result.imported.length !== ROWS && `imported ${result.imported.length} of ${ROWS}`,
      seconds > LIMITS.seconds && `took ${seconds.toFixed(1)} s`,
      blockedMs > LIMITS.blockedMs && `event loop blocked ${blockedMs.toFixed(0)} ms`,
      Math.max(growth.rss, growth.heap) >= LIMITS.growthMb * MB &&
        `memory grew ${mb(Math.max(growth.rss, growth.heap))}`,
    ].filter(Boolean);
    return failures.map((f) => `${label}: ${f}`);
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(
    `bench:admin:import on ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}; ${ROWS} rows`,
  );
  if (!(globalThis as { gc?: unknown }).gc)
    console.log('(run with node --expose-gc for settled memory figures)');
  const work = await mkdtemp(join(tmpdir(), 'marquee-bench-csv-'));
  const failures: string[] = [];
  try {
    const csvPath = join(work, 'suppliers.csv');
    await writeFile(csvPath, importCsv(ROWS));
    console.log(`CSV: ${mb((await stat(csvPath)).size)}`);

    const pglite = await openDatabase({ dataDir: join(work, 'db') });
    try {
      await pglite.migrate();
      failures.push(...(await importOnce('pglite', pglite, csvPath)));
    } finally {
      await pglite.close();
    }

    const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const dbName = `marquee_bench_import_${randomBytes(4).toString('hex')}`;
    try {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
    } catch (err) {
      console.log(`PostgreSQL skipped (${serverUrl} unreachable: ${(err as Error).message})`);
      return failures;
    }
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    try {
      const database = await openDatabase({ databaseUrl: url.toString() });
      try {
        await database.migrate();
        failures.push(...(await importOnce('postgres', database, csvPath)));
      } finally {
        await database.close();
      }
    } finally {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
    return failures;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

main().then(
  (failures) => {
    for (const f of failures) console.error(`OVER: ${f}`);
    process.exit(failures.length > 0 ? 1 : 0);
  },
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
