import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { directoryResponse, directoryTexts } from '@marquee/contracts/directory';
import { PlanType, ProfileStatus } from '@marquee/contracts/enums';
import { limits } from '@marquee/contracts/limits';
import { useTestApp } from '../../../test/harness';
import { createOrganiser, createService, offerServices } from '../../../test/factories';
import { pricingPlans } from '../../db/schema/billing';
import { directorySearches } from '../../db/schema/search';
import { supplierProfiles, userServices } from '../../db/schema/suppliers';
import {
  at,
  BRIGHTON,
  countStatements,
  LONDON,
  MANCHESTER,
  PREMIUM_PLAN,
  READING,
  supplier,
} from './directory.test-helpers';

describe('GET /api/suppliers', () => {
  const t = useTestApp();
  const list = async (query = '', headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/suppliers${query ? `?${query}` : ''}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return directoryResponse.parse(res.json());
  };

  it('lists approved suppliers only, as directory entries, to guests', async () => {
    const service = await createService(t.db);
    const approved = await supplier(
      t.db,
      'Approved Audio',
      { ...LONDON, nearby: 25, location: 'London, UK' },
      [service.id],
    );
    await supplier(t.db, 'Pending Party', { ...LONDON, nearby: 25 }, [service.id], {
      profileStatus: ProfileStatus.underReview,
    });
    await supplier(t.db, 'Rejected Rigging', { ...LONDON, nearby: 25 }, [service.id], {
      profileStatus: ProfileStatus.rejected,
    });
    await createOrganiser(t.db);

    const body = await list();
    expect(body.data.map((e) => e.company_name)).toEqual(['Approved Audio']);
    expect(body.data[0]).toEqual({
      id: approved.id,
      company_name: 'Approved Audio',
      location: 'London, UK',
      phone: '+447400123456',
      display_email: 'hello@approvedaudio.example',
      website: 'https://x.example',
      rating: { rate: 0, count: 0 },
      is_premium: false,
      distance_miles: null,
      // A basic listing shows no photo or summary (spec 6).
      photo_url: null,
      summary: null,
      verified: [],
    });
    expect(body.meta).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: limits.pageSize.directory,
      total: 1,
    });
  });

  it('filters by service, and by place with the reach rule', async () => {
    const wanted = await createService(t.db);
    const other = await createService(t.db);
    const london10 = await supplier(t.db, 'London Ten', { ...LONDON, nearby: 10 }, [wanted.id, other.id]);
    const reading50 = await supplier(t.db, 'Reading Fifty', { ...READING, nearby: 50 }, [wanted.id]);
    await supplier(t.db, 'Reading Ten', { ...READING, nearby: 10 }, [wanted.id]);
    const nationwide = await supplier(
      t.db,
      'Nationwide Nobase',
      { latitude: null, longitude: null, nearby: 999 },
      [wanted.id],
    );
    await supplier(t.db, 'Manchester Hundred', { ...MANCHESTER, nearby: 100 }, [wanted.id]);
    await supplier(t.db, 'Other Service', { ...LONDON, nearby: 999 }, [other.id]);

    const byService = await list(`service_id=${wanted.id}`);
    expect(byService.meta.total).toBe(5);

    const nearLondon = await list(`service_id=${wanted.id}&${at(LONDON)}`);
    expect(nearLondon.data.map((e) => e.id)).toEqual([london10.id, reading50.id, nationwide.id]);
    expect(nearLondon.data.map((e) => e.distance_miles)).toEqual([0, expect.closeTo(36.8, 0), null]);

    const unknown = await list(`service_id=999999`);
    expect(unknown).toEqual({ data: [], meta: { current_page: 1, last_page: 1, per_page: 25, total: 0 } });
  });

  it('puts premium listings first (paid plan or no_limits), then the nearest, then by company name', async () => {
    const service = await createService(t.db);
    const basicNear = await supplier(t.db, 'Basic Near', { ...LONDON, nearby: 25 }, [service.id]);
    const premiumFar = await supplier(t.db, 'Premium Far', { ...BRIGHTON, nearby: 100 }, [service.id], {
      profile: { pricingPlanId: PREMIUM_PLAN },
    });
    const unlimitedNear = await supplier(t.db, 'No Limits Near', { ...READING, nearby: 50 }, [service.id], {
      profile: { noLimits: 1 },
    });
    // Same place: the company name decides, whatever its case.
    const zed = await supplier(t.db, 'zed Events', { ...READING, nearby: 100 }, [service.id]);
    const alpha = await supplier(t.db, 'Alpha Events', { ...READING, nearby: 100 }, [service.id]);

    const body = await list(`service_id=${service.id}&${at(LONDON)}`);
    expect(body.data.map((e) => e.id)).toEqual([
      unlimitedNear.id,
      premiumFar.id,
      basicNear.id,
      alpha.id,
      zed.id,
    ]);
    const premium = body.data.find((e) => e.id === premiumFar.id)!;
    expect(premium).toMatchObject({
      is_premium: true,
      photo_url: '/images/premium-far.svg',
      summary: 'Premium Far summary',
    });

    // Without a place: premium first, then by name.
    const byName = await list(`service_id=${service.id}`);
    expect(byName.data.map((e) => e.company_name)).toEqual([
      'No Limits Near',
      'Premium Far',
      'Alpha Events',
      'Basic Near',
      'zed Events',
    ]);
  });

  it('follows changes of approval, area, plan and services at once', async () => {
    const service = await createService(t.db);
    const s = await supplier(t.db, 'Changing Co', { ...MANCHESTER, nearby: 10 }, [service.id], {
      profileStatus: ProfileStatus.underReview,
    });
    const query = `service_id=${service.id}&${at(LONDON)}`;
    expect((await list(query)).meta.total).toBe(0);

    await t.db
      .update(supplierProfiles)
      .set({ status: ProfileStatus.approved })
      .where(eq(supplierProfiles.userId, s.id));
    expect((await list(`service_id=${service.id}`)).meta.total).toBe(1);
    expect((await list(query)).meta.total).toBe(0);

    await t.db.update(supplierProfiles).set({ nearby: 999 }).where(eq(supplierProfiles.userId, s.id));
    expect((await list(query)).data[0]).toMatchObject({ id: s.id, is_premium: false });

    await t.db
      .update(supplierProfiles)
      .set({ pricingPlanId: PREMIUM_PLAN })
      .where(eq(supplierProfiles.userId, s.id));
    expect((await list(query)).data[0]!.is_premium).toBe(true);

    // An administrator turning the premium plan into a free one changes every listing on it.
    await t.db
      .update(pricingPlans)
      .set({ type: PlanType.free, pricePerMonth: '0', pricePerYear: '0' })
      .where(eq(pricingPlans.id, PREMIUM_PLAN));
    expect((await list(query)).data[0]!.is_premium).toBe(false);

    await t.db.delete(userServices).where(eq(userServices.userId, s.id));
    expect((await list(query)).meta.total).toBe(0);
    await offerServices(t.db, s.id, [service.id]);
    expect((await list(query)).meta.total).toBe(1);

    await t.db
      .update(supplierProfiles)
      .set({ status: ProfileStatus.rejected })
      .where(eq(supplierProfiles.userId, s.id));
    expect((await list(query)).meta.total).toBe(0);
  });

  it('searches company names without case, taking % _ and \\ literally', async () => {
    const names = [
      '100% Sound',
      '100 Percent Lighting',
      'A_B Events',
      'AxB Events',
      'Back\\Slash Staging',
      "O'Brien Catering",
    ];
    for (const name of names) await supplier(t.db, name, { ...LONDON, nearby: 25 }, []);
    const search = async (name: string) =>
      (await list(`name=${encodeURIComponent(name)}`)).data.map((e) => e.company_name).sort();
    expect(await search('%')).toEqual(['100% Sound']);
    expect(await search('a_b')).toEqual(['A_B Events']);
    expect(await search('\\')).toEqual(['Back\\Slash Staging']);
    expect(await search('SOUND')).toEqual(['100% Sound']);
    expect(await search("o'brien")).toEqual(["O'Brien Catering"]);
    expect(await search("'; drop table users; --")).toEqual([]);
    expect(await search('  events ')).toEqual(['A_B Events', 'AxB Events']);
    expect((await list('name=')).meta.total).toBe(names.length);
  });

  it('pages by 25 by default, up to 100, with the last page in meta', async () => {
    const service = await createService(t.db);
    for (let i = 0; i < 7; i++)
      await supplier(t.db, `Supplier ${String(i).padStart(2, '0')}`, { ...LONDON, nearby: 25 }, [service.id]);
    const first = await list(`service_id=${service.id}&limit=3`);
    expect(first.meta).toEqual({ current_page: 1, last_page: 3, per_page: 3, total: 7 });
    expect(first.data.map((e) => e.company_name)).toEqual(['Supplier 00', 'Supplier 01', 'Supplier 02']);
    const last = await list(`service_id=${service.id}&limit=3&page=3&${at(LONDON)}`);
    expect(last.data.map((e) => e.company_name)).toEqual(['Supplier 06']);
    expect(last.meta).toEqual({ current_page: 3, last_page: 3, per_page: 3, total: 7 });
    const beyond = await list(`service_id=${service.id}&limit=3&page=9`);
    expect(beyond).toEqual({ data: [], meta: { current_page: 9, last_page: 3, per_page: 3, total: 7 } });
    expect((await list(`limit=100`)).meta.per_page).toBe(100);
  });

  it('orders suppliers at the same place by name across a page boundary', async () => {
    const service = await createService(t.db);
    // Created in reverse order of their names, so ids and names disagree.
    for (const name of ['Gamma', 'Foxtrot', 'Echo', 'Delta', 'Charlie', 'Bravo', 'Alpha']) {
      await supplier(t.db, name, { ...LONDON, nearby: 25 }, [service.id]);
    }
    await supplier(t.db, 'Premium Zulu', { ...READING, nearby: 100 }, [service.id], {
      profile: { pricingPlanId: PREMIUM_PLAN },
    });
    const names = async (page: number) =>
      (await list(`service_id=${service.id}&${at(LONDON)}&limit=3&page=${page}`)).data.map(
        (e) => e.company_name,
      );
    expect(await names(1)).toEqual(['Premium Zulu', 'Alpha', 'Bravo']);
    expect(await names(2)).toEqual(['Charlie', 'Delta', 'Echo']);
    expect(await names(3)).toEqual(['Foxtrot', 'Gamma']);
  });

  it('records the search for statistics when asked, with the signed-in user', async () => {
    const service = await createService(t.db);
    await supplier(t.db, 'Counted', { ...LONDON, nearby: 25 }, [service.id]);
    const organiser = await createOrganiser(t.db);

    await list(`service_id=${service.id}&${at(LONDON)}`);
    await list(`service_id=${service.id}&collect_statistics=0`);
    expect(await t.db.select().from(directorySearches)).toEqual([]);

    await list(
      `service_id=${service.id}&location_name=London&${at(LONDON)}&collect_statistics=1`,
      organiser.auth,
    );
    await list(`name=nobody&service_id=999999&collect_statistics=1`);
    const rows = await t.db.select().from(directorySearches).orderBy(directorySearches.id);
    expect(rows).toMatchObject([
      {
        // Not the searcher either, signed in as they are (docs/decisions/0077).
        userId: null,
        serviceId: service.id,
        locationName: 'London',
        ...LONDON,
        resultsCount: 1,
        name: null,
      },
      // An unknown service is kept as none rather than refused.
      { userId: null, serviceId: null, locationName: null, latitude: null, name: 'nobody', resultsCount: 0 },
    ]);
  });

  it('records a search once per address, service and place a minute, and keeps no address', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-06-02T10:00:00Z') });
    try {
      const service = await createService(t.db);
      const other = await createService(t.db);
      const search = (query: string, remoteAddress: string) =>
        t.app.inject({ url: `/api/suppliers?${query}&collect_statistics=1`, remoteAddress });
      const london = `service_id=${service.id}&location_name=London&${at(LONDON)}`;
      for (let i = 0; i < 5; i += 1) {
        // Refreshes and pages of the same search from one address.
        expect((await search(`${london}&page=${1 + (i % 2)}`, '203.0.113.40')).statusCode).toBe(200);
      }
      const count = async () => (await t.db.select().from(directorySearches)).length;
      expect(await count()).toBe(1);
      // Another place, another service or another address is another search.
      await search(`service_id=${service.id}&location_name=Reading&${at(READING)}`, '203.0.113.40');
      await search(`service_id=${other.id}&location_name=London&${at(LONDON)}`, '203.0.113.40');
      await search(london, '203.0.113.41');
      expect(await count()).toBe(4);
      // A minute later the same search counts again.
      vi.setSystemTime(new Date('2025-06-02T10:01:00Z'));
      await search(london, '203.0.113.40');
      expect(await count()).toBe(5);
      // No column holds the address.
      const [row] = await t.db.select().from(directorySearches);
      expect(JSON.stringify(row)).not.toContain('203.0.113');
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers with at most 3 SQL statements, signed in and recording statistics', async () => {
    const service = await createService(t.db);
    await supplier(t.db, 'Quick', { ...LONDON, nearby: 25 }, [service.id]);
    const organiser = await createOrganiser(t.db);
    const { statements, value } = await countStatements(t.db, () =>
      t.app.inject({
        url: `/api/suppliers?service_id=${service.id}&${at(LONDON)}&collect_statistics=1`,
        headers: organiser.auth,
      }),
    );
    expect(value.statusCode).toBe(200);
    expect(statements).toBeLessThanOrEqual(3);
  });

  it('refuses bad input with 422', async () => {
    const bad = [
      ['latitude=51.5', 'longitude'],
      ['longitude=-0.1', 'latitude'],
      ['latitude=91&longitude=0', 'latitude'],
      ['latitude=-90.5&longitude=0', 'latitude'],
      ['latitude=0&longitude=180.01', 'longitude'],
      ['latitude=abc&longitude=0', 'latitude'],
      ['latitude=NaN&longitude=Infinity', 'latitude'],
      ['service_id=abc', 'service_id'],
      ['service_id=-1', 'service_id'],
      ['service_id=1.5', 'service_id'],
      ['service_id=99999999999', 'service_id'],
      ["service_id=1' or '1'='1", 'service_id'],
      ['page=0', 'page'],
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['collect_statistics=yes', 'collect_statistics'],
      [`name=${'x'.repeat(limits.shortTextMax + 1)}`, 'name'],
      [`location_name=${'x'.repeat(limits.shortTextMax + 1)}`, 'location_name'],
      ['name[]=a&name[]=b', 'name'],
    ] as const;
    for (const [query, field] of bad) {
      const res = await t.app.inject({ method: 'GET', url: `/api/suppliers?${query}` });
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().errors), query).toContain(field);
    }
    const together = await t.app.inject({ method: 'GET', url: '/api/suppliers?latitude=51.5' });
    expect(together.json().message).toBe(directoryTexts.coordinatesTogether);
  });
});
