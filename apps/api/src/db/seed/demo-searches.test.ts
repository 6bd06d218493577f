import { asc, eq, min } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsResponse } from '@marquee/contracts/admin-stats';
import { directoryResponse } from '@marquee/contracts/directory';
import { testConfig, useTestDatabase } from '../../../test/harness';
import { buildApp } from '../../app';
import { issueAccessToken } from '../../modules/auth/access-tokens.repository';
import { services } from '../schema/catalogue';
import { serviceRequests } from '../schema/requests';
import { directorySearches, serviceUnknowns } from '../schema/search';
import { users } from '../schema/users';
import { DEMO_ADMIN_EMAIL } from './demo-passwords';
import { DEMO_DIRECTORY_SEARCHES, DEMO_UNKNOWN_SEARCHES } from './demo-searches';
import { runSeeds } from './seed';
import { markLoaded } from './versions';

/*
 * The demo administrator's search statistics (docs/decisions/0082), made by the rules of real use (0058): searches
 * the directory answers as recorded, terms the catalogue has no service for, over the months of the demo's requests.
 */
describe("the demo's search statistics", () => {
  // One database for the file: the tests read what the first one seeded.
  const t = useTestDatabase({ reset: false }) as ReturnType<typeof useTestDatabase> & {
    app: FastifyInstance;
  };
  beforeAll(async () => {
    t.app = await buildApp({ config: testConfig(), database: t.database });
    await t.app.ready();
  });
  afterAll(() => t.app?.close());
  const seed = () => runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
  const adminHeaders = async () => {
    const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
    return { authorization: `Bearer ${await issueAccessToken(t.db, admin!.id)}` };
  };
  const stats = async (name: 'directory-search' | 'service-unknowns') => {
    const res = await t.app.inject({ url: `/api/admin/stats/${name}`, headers: await adminHeaders() });
    expect(res.statusCode, res.body).toBe(200);
    return statsResponse.parse(res.json());
  };

  it('shows directory searches and unknown searches on the statistics page, popular services first', async () => {
    const seededAt = Date.now();
    await seed();
    const searches = await stats('directory-search');
    expect(searches.total).toBe(DEMO_DIRECTORY_SEARCHES);
    const [marquee] = await t.db
      .select({ id: services.id })
      .from(services)
      .where(eq(services.product, 'Marquee Hire'));
    const top = [...searches.rows].sort((a, b) => b.count - a.count).slice(0, 3);
    expect(top.map((r) => r.key)).toContain(String(marquee!.id));
    expect(searches.rows.length).toBeGreaterThan(15);

    const unknowns = await stats('service-unknowns');
    expect(unknowns.total).toBe(DEMO_UNKNOWN_SEARCHES);
    expect(unknowns.rows.length).toBeGreaterThan(5);
    expect(new Set(unknowns.rows.map((r) => r.count)).size).toBeGreaterThan(3);

    // Spread over the months of the demo's requests, never after the seeding.
    const [first] = await t.db.select({ at: min(serviceRequests.createdAt) }).from(serviceRequests);
    for (const table of [directorySearches, serviceUnknowns]) {
      const rows = await t.db.select({ at: table.createdAt }).from(table);
      const months = new Set(rows.map((r) => r.at.toISOString().slice(0, 7)));
      expect(months.size).toBeGreaterThanOrEqual(6);
      for (const r of rows) {
        expect(r.at.getTime()).toBeGreaterThanOrEqual(first!.at!.getTime());
        expect(r.at.getTime()).toBeLessThanOrEqual(seededAt + 60_000);
      }
    }
  }, 180_000);

  it('records only terms the service search finds nothing for', async () => {
    const terms = new Set(
      (await t.db.select({ name: serviceUnknowns.serviceName }).from(serviceUnknowns)).map((r) =>
        r.name.toLowerCase(),
      ),
    );
    expect(terms.size).toBeGreaterThan(10);
    const products = new Set(
      (await t.db.select({ p: services.product }).from(services)).map((s) => s.p.toLowerCase()),
    );
    for (const term of terms) {
      expect(products.has(term), term).toBe(false);
      const res = await t.app.inject({ url: `/api/services?search=${encodeURIComponent(term)}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data, term).toEqual([]);
    }
  });

  it('records each search with the number of suppliers the directory answers for it', async () => {
    const rows = await t.db.select().from(directorySearches).orderBy(asc(directorySearches.id));
    expect(rows.some((r) => r.resultsCount! > 0)).toBe(true);
    const answered = new Map<string, number>();
    for (const r of rows) {
      expect(r.userId).toBeNull();
      expect(r.locationName && r.latitude !== null && r.longitude !== null, `search ${r.id}`).toBeTruthy();
      const query = new URLSearchParams({
        ...(r.serviceId === null ? {} : { service_id: String(r.serviceId) }),
        location_name: r.locationName!,
        latitude: String(r.latitude),
        longitude: String(r.longitude),
      }).toString();
      if (!answered.has(query)) {
        const res = await t.app.inject({ url: `/api/suppliers?${query}` });
        expect(res.statusCode, res.body).toBe(200);
        answered.set(query, directoryResponse.parse(res.json()).meta.total);
      }
      expect(r.resultsCount, query).toBe(answered.get(query));
    }
  }, 120_000);

  it('adds the searches to a demo loaded by version 8, once', async () => {
    await t.db.delete(directorySearches);
    await t.db.delete(serviceUnknowns);
    await markLoaded(t.db, 'demo', 8);
    await seed();
    expect((await stats('directory-search')).total).toBe(DEMO_DIRECTORY_SEARCHES);
    expect((await stats('service-unknowns')).total).toBe(DEMO_UNKNOWN_SEARCHES);
    // Marked as version 8 again (as a test of an upgrade would): the searches already there are not doubled.
    await markLoaded(t.db, 'demo', 8);
    await seed();
    expect((await stats('directory-search')).total).toBe(DEMO_DIRECTORY_SEARCHES);
    expect((await stats('service-unknowns')).total).toBe(DEMO_UNKNOWN_SEARCHES);
  }, 180_000);
});
