/**
 * The data and the driver baseline of `npm run bench:load` (bench-load.ts): the directory's generated suppliers
 * (bench-directory-data.ts), people made by the test factories, requests that reached suppliers (for proposals),
 * and the directory search's own statements replayed straight through the driver.
 */
import { sql } from 'drizzle-orm';
import { PlanType } from '@marquee/contracts/enums';
import { queryRows, type Database } from '../src/db/client';
import { seedReference } from '../src/db/seed/seed';
import { FixedWindowCounters } from '../src/lib/fixed-window';
import { searchDirectory } from '../src/modules/directory/directory.service';
import { LONDON } from '../src/modules/requests/requests.test-helpers';
import { storageFor } from '../src/modules/storage/storage.service';
import {
  createNotify,
  createOrganiser,
  createQuote,
  createRequest,
  createSupplier,
  offerServices,
  type FactoryUser,
} from '../test/factories';
import { recordStatements, type Statement } from './bench-lib';
import { directoryQuery, generateQueries, generateSuppliers, load } from './bench-directory-data';

export interface LoadData {
  serviceId: number;
  queries: ReturnType<typeof generateQueries>;
  supplierIds: number[];
  organisers: FactoryUser[];
  suppliers: FactoryUser[];
  /** Organiser i and supplier i share quote i (a chat is opened on it once the app runs). */
  quoteIds: number[];
  /** Requests that reached a supplier who has not answered yet: one proposal each. */
  proposals: Array<{ supplier: number; requestId: number }>;
}

const PEOPLE = 20;

/** Migrates, seeds the reference data and loads `suppliers` generated suppliers and the people of the workload. */
export async function seedLoad(database: Database, suppliers: number): Promise<LoadData> {
  const db = database.db;
  await database.migrate();
  await seedReference(db);
  const serviceIds = (await queryRows<{ id: number }>(db, sql`select id from services order by id`)).map(
    (r) => r.id,
  );
  const plans = await queryRows<{ id: number; type: number }>(db, sql`select id, type from pricing_plans`);
  await load(
    db,
    generateSuppliers(suppliers, serviceIds, {
      free: plans.find((p) => p.type === PlanType.free)?.id ?? 1,
      paid: plans.filter((p) => p.type !== PlanType.free).map((p) => p.id),
    }),
  );
  const serviceId = serviceIds[0] as number;
  const supplierIds = (
    await queryRows<{ id: number }>(
      db,
      sql`select user_id as id from supplier_profiles order by id limit 500`,
    )
  ).map((r) => r.id);
  const organisers: FactoryUser[] = [];
  const people: FactoryUser[] = [];
  const quoteIds: number[] = [];
  for (let i = 0; i < PEOPLE; i++) {
    organisers.push(await createOrganiser(db));
    const supplier = await createSupplier(db, {
      profile: { ...LONDON, nearby: 999, noLimits: 1, location: 'London, UK' },
    });
    await offerServices(db, supplier.id, [serviceId]);
    people.push(supplier);
    const request = await createRequest(db, organisers[i]!.id, { serviceId });
    quoteIds.push((await createQuote(db, request.id, supplier.id)).id);
  }
  const proposals: LoadData['proposals'] = [];
  for (let r = 0; r < PEOPLE; r++) {
    const request = await createRequest(db, organisers[r]!.id, { serviceId });
    for (const [s, supplier] of people.entries()) {
      await createNotify(db, request.id, supplier.id);
      proposals.push({ supplier: s, requestId: request.id });
    }
  }
  return {
    serviceId,
    queries: generateQueries(50, serviceIds),
    supplierIds,
    organisers,
    suppliers: people,
    quoteIds,
    proposals,
  };
}

/** The URL of the workload's directory search `i`, as GET /api/suppliers is called by the web app. */
export const searchUrl = (data: LoadData, i: number) => {
  const q = data.queries[i % data.queries.length]!;
  return `/api/suppliers?service_id=${q.serviceId}&latitude=${q.point.latitude}&longitude=${q.point.longitude}&location_name=Bench`;
};

/**
 * Searches a second through the driver alone: the statements GET /api/suppliers sends for each query (recorded
 * from the service it calls), replayed by `connections` loops for `seconds` on the app's own pool or PGlite.
 */
export async function driverSearchesPerSecond(
  database: Database,
  data: LoadData,
  connections: number,
  seconds: number,
): Promise<number> {
  // Statistics are not collected (collect_statistics false), so the search counters are never asked.
  const deps = {
    db: database.db,
    storage: storageFor({ DATA_DIR: 'data' }),
    recordedSearches: new FixedWindowCounters(),
  } as unknown as Parameters<typeof searchDirectory>[0];
  const recorded: Statement[][] = [];
  for (const q of data.queries) {
    const query = directoryQuery(q);
    const viewer = { userId: null, address: '127.0.0.1' };
    recorded.push(
      (await recordStatements(database.db, () => searchDirectory(deps, query, viewer))).statements,
    );
  }
  const client = (
    database.db as unknown as { $client: { query: (t: string, p: unknown[]) => Promise<unknown> } }
  ).$client;
  const end = Date.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      for (let i = c; Date.now() < end; i += connections) {
        for (const s of recorded[i % recorded.length]!) await client.query(s.text, s.params);
        done++;
      }
    }),
  );
  return done / seconds;
}
