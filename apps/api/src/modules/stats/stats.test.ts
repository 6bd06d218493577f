import { eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STATS_NAMES, statsResponse, statsTexts, type StatsName } from '@marquee/contracts/admin-stats';
import { DEFAULT_PLAN_ID, ProfileStatus, RequestStatus } from '@marquee/contracts/enums';
import { pricingPlans } from '../../db/schema/billing';
import { serviceRequests } from '../../db/schema/requests';
import { useTestApp } from '../../../test/harness';
import {
  createAdmin,
  createOrganiser,
  createRequest,
  createService,
  createSupplier,
  type FactoryUser,
} from '../../../test/factories';
import { memoryHitCounters } from '../../lib/hit-counters';
import {
  firstSearchThisMinute,
  RECORDED_SEARCH_ADDRESS_WINDOW_MS,
  RECORDED_SEARCHES_PER_ADDRESS,
} from '../directory/directory.service';
import { createdAt, directorySearch, unknownSearch } from './stats.test-helpers';

describe('admin statistics: counts and buckets (issue 24, decision 0077)', () => {
  const t = useTestApp();

  const get = async (admin: FactoryUser, name: StatsName, query = '') => {
    const res = await t.app.inject({ url: `/api/admin/stats/${name}?${query}`, headers: admin.auth });
    expect(res.statusCode, res.body).toBe(200);
    return statsResponse.parse(res.json());
  };

  /**
   * Eight requests around the October 2026 clock change (BST ends 25 Oct 01:00 UTC). In UK time:
   * r6 Thu 1 Oct 00:30 BST (30 Sep in UTC), r4 Sun 18 Oct 23:30 BST, r0 Mon 19 Oct 00:30 BST (Sunday in UTC),
   * r1 Mon 19 Oct 11:00, r2 Sun 25 Oct 22:30 GMT, r3 Mon 26 Oct 00:30 GMT, r5 Mon 16 Nov (organiser deleted),
   * r7 Fri 20 Nov (service deleted).
   */
  async function requestsFixture() {
    const a = await createService(t.db, undefined, { product: 'Stats Marquees' });
    const b = await createService(t.db, undefined, { product: 'Stats Catering' });
    const organiser = await createOrganiser(t.db);
    const gone = await createOrganiser(t.db);
    const at: [string, number | null, number][] = [
      ['2026-09-30T23:30:00Z', a.id, RequestStatus.active], // r6
      ['2026-10-18T22:30:00Z', a.id, RequestStatus.active], // r4
      ['2026-10-18T23:30:00Z', a.id, RequestStatus.active], // r0
      ['2026-10-19T10:00:00Z', a.id, RequestStatus.accepted], // r1
      ['2026-10-25T22:30:00Z', b.id, RequestStatus.finished], // r2
      ['2026-10-26T00:30:00Z', b.id, RequestStatus.active], // r3
      ['2026-11-16T12:00:00Z', b.id, RequestStatus.active], // r5
      ['2026-11-20T12:00:00Z', null, RequestStatus.active], // r7
    ];
    for (const [i, [instant, serviceId, status]] of at.entries()) {
      const owner = i === 6 ? gone : organiser;
      const row = await createRequest(t.db, owner.id, { serviceId, status: status as 10 | 20 | 30 });
      await createdAt(t.db, 'service_requests', row.id, instant);
    }
    // The organiser of r5 deletes their account; the request stays without them (decision 0068).
    await t.db.update(serviceRequests).set({ userId: null }).where(eq(serviceRequests.userId, gone.id));
    for (const o of [organiser, gone]) await createdAt(t.db, 'users', o.id, '2020-01-01T12:00:00Z');
    return { a, b };
  }

  it('counts requests by service and by status, with weekly buckets in UK Monday weeks across the clock change', async () => {
    const admin = await createAdmin(t.db);
    const { a, b } = await requestsFixture();
    expect(await get(admin, 'services')).toEqual({
      total: 8,
      rows: [
        { key: String(a.id), label: 'Stats Marquees', count: 4 },
        { key: String(b.id), label: 'Stats Catering', count: 3 },
        { key: 'none', label: statsTexts.deletedService, count: 1 },
      ],
    });
    const all = await get(admin, 'service-requests');
    expect(all.total).toBe(8);
    expect(all.rows).toEqual([
      { key: '10', label: 'Active', count: 6 },
      { key: '20', label: 'Accepted', count: 1 },
      { key: '30', label: 'Finished', count: 1 },
    ]);
    // The default range (1970..2100) is clipped to the weeks of the first and last request; empty weeks stay.
    expect(all.buckets).toEqual([
      { start: '2026-09-28', count: 1 },
      { start: '2026-10-05', count: 0 },
      { start: '2026-10-12', count: 1 },
      { start: '2026-10-19', count: 3 },
      { start: '2026-10-26', count: 1 },
      { start: '2026-11-02', count: 0 },
      { start: '2026-11-09', count: 0 },
      { start: '2026-11-16', count: 2 },
    ]);
    expect((await get(admin, 'service-requests', 'period=week')).buckets).toEqual(all.buckets);
  });

  it('buckets by UK month, and takes UK days both included, half ranges and empty ranges', async () => {
    const admin = await createAdmin(t.db);
    await requestsFixture();
    expect((await get(admin, 'service-requests', 'period=month')).buckets).toEqual([
      { start: '2026-10-01', count: 6 },
      { start: '2026-11-01', count: 2 },
    ]);
    // Monday 19 to Sunday 25 October in London: r0, r1 and r2; not r4 (Sunday 18th, 23:30 BST) nor r3 (Monday 26th).
    const week = await get(admin, 'service-requests', 'date_from=2026-10-19&date_to=2026-10-25');
    expect(week.total).toBe(3);
    expect(week.buckets).toEqual([{ start: '2026-10-19', count: 3 }]);
    expect((await get(admin, 'services', 'date_from=2026-10-19&date_to=2026-10-25')).total).toBe(3);
    // Half ranges: up to Sunday 18 October; from 1 November.
    const upTo = await get(admin, 'service-requests', 'date_to=2026-10-18');
    expect(upTo.total).toBe(2);
    expect(upTo.buckets).toEqual([
      { start: '2026-09-28', count: 1 },
      { start: '2026-10-05', count: 0 },
      { start: '2026-10-12', count: 1 },
    ]);
    const from = await get(admin, 'service-requests', 'date_from=2026-11-01&period=month');
    expect(from).toMatchObject({ total: 2, buckets: [{ start: '2026-11-01', count: 2 }] });
    // 30 September is a UK October day for r6 (00:30 BST on the 1st).
    expect((await get(admin, 'service-requests', 'date_to=2026-09-30')).total).toBe(0);
    expect((await get(admin, 'service-requests', 'date_from=2026-10-01&date_to=2026-10-01')).total).toBe(1);
    // A range without requests: nothing, and no buckets; blank dates are the defaults.
    for (const name of STATS_NAMES) {
      expect(await get(admin, name, 'date_from=2031-01-01&date_to=2031-12-31')).toMatchObject({
        total: 0,
        rows: [],
      });
    }
    expect((await get(admin, 'service-requests', 'date_from=2031-01-01')).buckets).toEqual([]);
    expect((await get(admin, 'service-requests', 'date_from=&date_to=')).total).toBe(8);
  });

  it('counts suppliers by standing and by plan in force, and organisers by confirmation, by registration day', async () => {
    const admin = await createAdmin(t.db);
    const [paid] = await t.db
      .select()
      .from(pricingPlans)
      .where(ne(pricingPlans.id, DEFAULT_PLAN_ID))
      .limit(1);
    const [free] = await t.db.select().from(pricingPlans).where(eq(pricingPlans.id, DEFAULT_PLAN_ID));
    const suppliers = [
      await createSupplier(t.db, { profileStatus: ProfileStatus.approved }),
      await createSupplier(t.db, {
        profileStatus: ProfileStatus.approved,
        profile: { pricingPlanId: paid!.id },
      }),
      await createSupplier(t.db, { profileStatus: ProfileStatus.underReview }),
      await createSupplier(t.db, { profileStatus: ProfileStatus.rejected }),
      await createSupplier(t.db, { profileStatus: null }),
      await createSupplier(t.db, {
        profileStatus: ProfileStatus.underReview,
        profile: { onboardingStep: 'services' },
      }),
      // Registered the day after the range below.
      await createSupplier(t.db, { profileStatus: ProfileStatus.approved }),
    ];
    for (const [i, s] of suppliers.entries()) {
      await createdAt(
        t.db,
        'users',
        s.id,
        i === 6 ? '2026-05-02T00:30:00+01:00' : '2026-05-01T23:30:00+01:00',
      );
    }
    const organisers = [
      await createOrganiser(t.db),
      await createOrganiser(t.db),
      await createOrganiser(t.db, { verified: false }),
    ];
    for (const o of organisers) await createdAt(t.db, 'users', o.id, '2026-05-01T08:00:00Z');
    await createdAt(t.db, 'users', admin.id, '2026-05-01T08:00:00Z');

    const may = 'date_from=2026-04-01&date_to=2026-05-01';
    expect(await get(admin, 'suppliers', may)).toEqual({
      total: 6,
      rows: [
        // Equal counts by key.
        { key: '1', label: statsTexts.supplierAccepted, count: 2 },
        { key: 'registering', label: statsTexts.supplierRegistering, count: 2 },
        { key: '0', label: statsTexts.supplierWaiting, count: 1 },
        { key: '2', label: statsTexts.supplierRejected, count: 1 },
      ],
    });
    // The supplier without a profile has no plan yet; the free plan counts like any other.
    expect(await get(admin, 'price-plans', may)).toEqual({
      total: 5,
      rows: [
        { key: String(DEFAULT_PLAN_ID), label: free!.name, count: 4 },
        { key: String(paid!.id), label: paid!.name, count: 1 },
      ],
    });
    expect(await get(admin, 'organisers', may)).toEqual({
      total: 3,
      rows: [
        { key: '1', label: statsTexts.organiserConfirmed, count: 2 },
        { key: '0', label: statsTexts.organiserUnconfirmed, count: 1 },
      ],
    });
    expect((await get(admin, 'suppliers')).total).toBe(7);
    expect((await get(admin, 'suppliers', 'date_from=2026-05-02')).total).toBe(1);
  });

  it('counts directory searches by service and the most searched unknown services, lower-cased', async () => {
    const admin = await createAdmin(t.db);
    const a = await createService(t.db, undefined, { product: 'Stats Lighting' });
    await directorySearch(t.db, a.id, '2026-03-01T10:00:00Z');
    await directorySearch(t.db, a.id, '2026-03-02T10:00:00Z');
    await directorySearch(t.db, null, '2026-03-02T11:00:00Z');
    await directorySearch(t.db, a.id, '2026-04-01T10:00:00Z');
    for (const term of ['Bouncy Castle', ' bouncy castle ', 'BOUNCY CASTLE', 'Ice sculpture']) {
      await unknownSearch(t.db, term, '2026-03-05T10:00:00Z');
    }
    await unknownSearch(t.db, 'Fire eater', '2026-04-05T10:00:00Z');

    const march = 'date_from=2026-03-01&date_to=2026-03-31';
    expect(await get(admin, 'directory-search', march)).toEqual({
      total: 3,
      rows: [
        { key: String(a.id), label: 'Stats Lighting', count: 2 },
        { key: 'none', label: statsTexts.noService, count: 1 },
      ],
    });
    expect(await get(admin, 'service-unknowns', march)).toEqual({
      total: 4,
      rows: [
        { key: 'bouncy castle', label: 'bouncy castle', count: 3 },
        { key: 'ice sculpture', label: 'ice sculpture', count: 1 },
      ],
    });
    expect((await get(admin, 'service-unknowns')).total).toBe(5);

    // GET suppliers?collect_statistics=1 records what the statistics count, and nothing about the searcher.
    const organiser = await createOrganiser(t.db);
    const res = await t.app.inject({
      url: `/api/suppliers?service_id=${a.id}&collect_statistics=1`,
      headers: organiser.auth,
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(200);
    const now = await get(admin, 'directory-search', 'date_from=2026-11-01');
    expect(now.rows).toEqual([{ key: String(a.id), label: 'Stats Lighting', count: 1 }]);
    const named = await t.db.execute(sql`select id from directory_searches where user_id is not null`);
    expect((named as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('records at most 20 searches per address in ten minutes, however the searches differ', async () => {
    const recent = memoryHitCounters();
    const record = (address: string, serviceId: number) =>
      firstSearchThisMinute(recent, address, { service_id: serviceId, location_name: 'Bath' });
    const first: boolean[] = [];
    for (let i = 0; i < 25; i += 1) first.push(await record('198.51.100.1', i + 1));
    expect(first.filter(Boolean)).toHaveLength(RECORDED_SEARCHES_PER_ADDRESS);
    expect(first.slice(0, RECORDED_SEARCHES_PER_ADDRESS).every(Boolean)).toBe(true);
    // Another address is not held back; the same one again after its window.
    expect(await record('198.51.100.2', 1)).toBe(true);
    const later = Date.now() + RECORDED_SEARCH_ADDRESS_WINDOW_MS + 1;
    expect(await firstSearchThisMinute(recent, '198.51.100.1', { service_id: 99 }, later)).toBe(true);
  });

  it('refuses malformed or reversed dates and unknown periods with a 422, and an unknown name with a 404', async () => {
    const admin = await createAdmin(t.db);
    for (const name of STATS_NAMES) {
      for (const [query, field, text] of [
        ['date_from=2026-02-30', 'date_from', statsTexts.dateInvalid],
        ['date_to=26-1-1', 'date_to', statsTexts.dateInvalid],
        ['date_from=yesterday', 'date_from', statsTexts.dateInvalid],
        ['date_from=2026-03-02&date_to=2026-03-01', 'date_to', statsTexts.dateOrder],
        ['period=year', 'period', statsTexts.period],
      ] as const) {
        const res = await t.app.inject({ url: `/api/admin/stats/${name}?${query}`, headers: admin.auth });
        expect(res.statusCode, `${name}?${query}: ${res.body}`).toBe(422);
        expect(res.json().errors[field]).toContain(text);
      }
    }
    const res = await t.app.inject({ url: '/api/admin/stats/everything', headers: admin.auth });
    expect(res.statusCode).toBe(404);
  });
});
