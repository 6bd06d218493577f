/**
 * What the benchmarks share (bench-admin-list.ts, bench-stats.ts): medians, the statements an API call sends through
 * the driver and their plans (EXPLAIN, sequential scans of named tables), a temporary PostgreSQL database, settled
 * memory figures and a plain table printed as Markdown.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, pgliteStatements, type Database, type Db } from '../src/db/client';

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

export interface Statement {
  text: string;
  params: unknown[];
}

/** Every statement sent through the driver while `fn` runs (as bench-directory counts them). */
export async function recordStatements<T>(
  db: Db,
  fn: () => Promise<T>,
): Promise<{ statements: Statement[]; value: T }> {
  type Queried = { query: (...args: unknown[]) => Promise<unknown> };
  const pool = (db as unknown as { $client: Queried }).$client;
  // On PostgreSQL every connection's query is recorded (a pool's query goes through one), so the statements of a
  // transaction (a checked-out client) are seen too; PGlite's go through pgliteStatements.
  const client = pool instanceof pg.Pool ? (pg.Client.prototype as unknown as Queried) : pool;
  const original = client.query;
  const originalPrepared = pgliteStatements.prepared;
  const statements: Statement[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string })?.text ?? '');
    const params = (
      Array.isArray(args[1]) ? args[1] : ((first as { values?: unknown[] })?.values ?? [])
    ) as unknown[];
    statements.push({ text, params });
    return original.apply(this, args);
  } as typeof client.query;
  pgliteStatements.prepared = (pglite, text, params) => {
    statements.push({ text, params });
    return originalPrepared(pglite, text, params);
  };
  try {
    return { statements, value: await fn() };
  } finally {
    client.query = original;
    pgliteStatements.prepared = originalPrepared;
  }
}

/** The plan of one recorded statement, as text. */
export async function explain(database: Database, s: Statement): Promise<string> {
  const client = (
    database.db as unknown as {
      $client: { query: (t: string, p: unknown[]) => Promise<{ rows: Record<string, string>[] }> };
    }
  ).$client;
  const result = await client.query(`explain ${s.text}`, s.params);
  return result.rows.map((r) => Object.values(r)[0]).join('\n');
}

/** Whether a recorded statement is a read whose plan is worth checking. */
export const isRead = (s: Statement) => /^\s*(with|select|\()/i.test(s.text);

/** The tables of `tables` a plan reads by a sequential scan. */
export const seqScannedTables = (plan: string, tables: readonly string[]) =>
  tables.filter((table) => new RegExp(`Seq Scan on ${table}\\b`).test(plan));

/**
 * A temporary database on the PostgreSQL server of DATABASE_URL (or postgres://postgres@127.0.0.1:5432/postgres),
 * opened through the app's client; `drop` closes and drops it. Null, with a notice, when the server is unreachable.
 */
/**
 * A PostgreSQL database for a bench: a fresh temporary one (`<prefix>_<random>`, dropped by `drop`), or, given
 * `keep`, the database of that name — created when missing, reused as it is when present, and never dropped (so a
 * loaded bench database serves several runs).
 */
export async function withPostgres(
  prefix = 'marquee_bench',
  keep?: string,
): Promise<{ database: Database; url: string; drop: () => Promise<void> } | null> {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    console.log(`PostgreSQL is unreachable (${(err as Error).message}); skipping it.`);
    return null;
  }
  if (keep !== undefined && !/^[a-z_][a-z0-9_]*$/.test(keep)) throw new Error(`bad database name ${keep}`);
  const name = keep ?? `${prefix}_${randomBytes(4).toString('hex')}`;
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The app's pool gives up on an answer after 4 s (issue 26); loading the data takes longer a statement, and a slow
  // call is to be measured, not cut. node-postgres lets the connection string's parameters win over the pool's.
  url.searchParams.set('query_timeout', String(3_600_000));
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      if (keep !== undefined) return;
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export const MB = 1024 * 1024;
export const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** RSS and heap (with array buffers) after two forced GCs (node --expose-gc; without it, as they stand). */
export function settledMemory(): { rss: number; heap: number } {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
  return { rss, heap: heapUsed + arrayBuffers };
}

/** Samples RSS and heap every `ms` until `stop` answers the peaks. */
export function memoryPeak(ms = 50): { stop: () => { rss: number; heap: number } } {
  const peak = settledMemory();
  const timer = setInterval(() => {
    const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
    peak.rss = Math.max(peak.rss, rss);
    peak.heap = Math.max(peak.heap, heapUsed + arrayBuffers);
  }, ms);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}

/** A Markdown table, columns padded to their widest cell. */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** Prints the failures under FAILED: and sets the exit code 1, or prints `success`. */
export function reportFailures(failures: string[], success: string): void {
  if (failures.length > 0) {
    console.error(`\nFAILED:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(`\n${success}`);
  }
}
