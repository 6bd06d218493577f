import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { createPostgresDatabase, useTestDatabase } from '../../test/harness';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, queryPrepared, queryRows } from './client';

/** One statement text, different values: what the directory sends on every call. */
const statement = (from: number, upTo: number, label: string | null, flag: boolean) =>
  sql`select g::int as n, ${label}::text as label, ${flag}::boolean as flag, (g * 0.5)::float8 as half,
        now()::timestamptz is not null as clock
      from generate_series(${from}::int, ${upTo}::int) as g order by g`;

describe('queryPrepared', () => {
  const t = useTestDatabase({ reset: false });

  it('answers exactly as queryRows, call after call, with the values of each call', async () => {
    for (const [from, upTo, label, flag] of [
      [1, 3, 'first', true],
      [5, 6, null, false],
      [2, 2, "O'Brien; drop table users --", true],
      [4, 3, 'none', false],
    ] as const) {
      const expected = await queryRows(t.db, statement(from, upTo, label, flag));
      expect(await queryPrepared(t.db, statement(from, upTo, label, flag))).toEqual(expected);
    }
    expect(await queryPrepared(t.db, statement(1, 2, 'x', true))).toEqual([
      { n: 1, label: 'x', flag: true, half: 0.5, clock: true },
      { n: 2, label: 'x', flag: true, half: 1, clock: true },
    ]);
  });

  it.runIf(!process.env.DATABASE_URL)(
    'keeps one named statement per statement text on PGlite, planned once with a generic plan',
    async () => {
      const named = () =>
        queryRows<{ name: string; generic: number; custom: number }>(
          t.db,
          sql`select name, generic_plans::int as generic, custom_plans::int as custom
              from pg_prepared_statements where name like 'q\_%'`,
        );
      const before = await named();
      await queryPrepared(t.db, sql`select ${1}::int + 41 as answer`);
      expect(await queryPrepared(t.db, sql`select ${2}::int + 41 as answer`)).toEqual([{ answer: 43 }]);
      const after = await named();
      expect(after).toHaveLength(before.length + 1);
      const added = after.find((a) => !before.some((b) => b.name === a.name));
      expect(added).toMatchObject({ generic: 2, custom: 0 });
    },
  );

  it('reports an error in a statement and leaves the connection usable', async () => {
    const failing = (divisor: number) => sql`select (10 / ${divisor}::int)::int as n`;
    expect(await queryPrepared(t.db, failing(5))).toEqual([{ n: 2 }]);
    await expect(queryPrepared(t.db, failing(0))).rejects.toThrow(/division by zero/);
    await expect(queryPrepared(t.db, sql`select * from no_such_table where id = ${1}`)).rejects.toThrow(
      /no_such_table/,
    );
    expect(await queryPrepared(t.db, failing(2))).toEqual([{ n: 5 }]);
    expect(await queryRows(t.db, sql`select 1::int as one`)).toEqual([{ one: 1 }]);
  });

  it('runs concurrent calls one after another without mixing their rows', async () => {
    const calls = Array.from({ length: 20 }, (_, i) =>
      queryPrepared(t.db, statement(i, i + 1, `c${i}`, i % 2 === 0)),
    );
    const answers = await Promise.all(calls);
    answers.forEach((rows, i) => {
      expect(rows.map((r) => (r as { n: number }).n)).toEqual([i, i + 1]);
      expect(rows.every((r) => (r as { label: string }).label === `c${i}`)).toBe(true);
    });
  });

  it('runs as a plain query inside a transaction', async () => {
    const rows = await t.db.transaction((tx) => queryPrepared(tx, statement(7, 8, 'tx', false)));
    expect(rows.map((r) => (r as { n: number }).n)).toEqual([7, 8]);
  });
});

describe('queryPrepared on PGlite, whatever DATABASE_URL says', () => {
  // The suite also runs on PostgreSQL in CI, where the tests above never reach the PGlite path; this one
  // always does, so a PGlite upgrade that changes the lock or the protocol API it relies on fails here.
  it("prepares a named statement under PGlite's public runExclusive lock, between other queries", async () => {
    expect(typeof PGlite.prototype.runExclusive).toBe('function');
    const database = await openDatabase({ dataDir: undefined });
    try {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      expect(client).toBeInstanceOf(PGlite);
      const [prepared, plain, again] = await Promise.all([
        queryPrepared<{ n: number; label: string }>(
          database.db,
          sql`select ${3}::int as n, ${'x'}::text as label`,
        ),
        client.query<{ one: number }>('select 1 as one'),
        queryPrepared<{ n: number; label: string }>(
          database.db,
          sql`select ${4}::int as n, ${'y'}::text as label`,
        ),
      ]);
      expect(prepared).toEqual([{ n: 3, label: 'x' }]);
      expect(plain.rows).toEqual([{ one: 1 }]);
      expect(again).toEqual([{ n: 4, label: 'y' }]);
      const named = await queryRows<{ name: string }>(
        database.db,
        sql`select name from pg_prepared_statements where name like 'q\_%'`,
      );
      expect(named).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('the PostgreSQL pool', () => {
  it('outlives an idle connection ended by the server: no crash, and the next statement gets a new one', async () => {
    const created = await createPostgresDatabase(process.env.DATABASE_URL!);
    const database = await openDatabase({ databaseUrl: created.url });
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    try {
      const [before] = await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [before!.pid]);
      await admin.end();
      await expect.poll(() => warnings.some((w) => w.includes('57P01'))).toBe(true);
      const [after] = await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
      expect(after!.pid).not.toBe(before!.pid);
    } finally {
      process.off('warning', onWarning);
      await database.close();
      await created.drop();
    }
  });
});
