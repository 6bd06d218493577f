import pg from 'pg';
import { ProfileStatus } from '@marquee/contracts/enums';
import type { Db } from '../../db/client';
import { createSupplier, daysFromToday, offerServices } from '../../../test/factories';

/** Places, suppliers, a request's body and a statement counter shared by the requests tests. */

export const LONDON = { latitude: 51.5074, longitude: -0.1278 };
export const MANCHESTER = { latitude: 53.4808, longitude: -2.2426 };

/** An approved supplier of the services based at `at` with radius `nearby` (999 nationwide). */
export async function supplierAt(
  db: Db,
  serviceIds: number[],
  at: { latitude: number; longitude: number },
  nearby: number,
  status: 0 | 1 | 2 = ProfileStatus.approved,
) {
  const s = await createSupplier(db, {
    profileStatus: status,
    profile: { ...at, nearby, location: 'Somewhere, UK' },
  });
  await offerServices(db, s.id, serviceIds);
  return s;
}

/**
 * Counts the SQL statements sent to the database while `fn` runs, on both drivers: PGlite's query and the queries of
 * its transactions, or every node-postgres client's query (pool and transaction connections alike).
 */
export async function countStatements<T>(
  db: Db,
  fn: () => Promise<T>,
): Promise<{ statements: number; value: T }> {
  let statements = 0;
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  const restore: Array<() => void> = [];
  const wrap = (target: Record<string, unknown>) => {
    const original = target.query as (...args: unknown[]) => unknown;
    target.query = function (this: unknown, ...args: unknown[]) {
      statements += 1;
      return original.apply(this, args);
    };
    restore.push(() => (target.query = original));
  };
  if (client instanceof pg.Pool) {
    wrap(pg.Client.prototype as unknown as Record<string, unknown>);
  } else {
    wrap(client);
    const transaction = client.transaction as (cb: (tx: unknown) => Promise<unknown>) => Promise<unknown>;
    client.transaction = function (this: unknown, cb: (tx: Record<string, unknown>) => Promise<unknown>) {
      return transaction.call(this, async (tx: unknown) => {
        const t = tx as Record<string, unknown>;
        const original = t.query as (...args: unknown[]) => unknown;
        t.query = (...args: unknown[]) => {
          statements += 1;
          return original.apply(t, args);
        };
        return cb(t);
      });
    };
    restore.push(() => (client.transaction = transaction));
  }
  try {
    const value = await fn();
    return { statements, value };
  } finally {
    restore.forEach((r) => r());
  }
}

export const body = (serviceId: number, over: Record<string, unknown> = {}) => ({
  service_id: serviceId,
  location: 'London, UK',
  ...LONDON,
  date_from: daysFromToday(30),
  date_until: daysFromToday(31),
  date_offers_until: daysFromToday(20),
  message: 'A summer party for 80 guests.',
  ...over,
});
