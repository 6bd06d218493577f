import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { adminSupplierListTexts, adminSupplierSortFields } from '@marquee/contracts/admin-suppliers';
import { wholeNumberText } from '@marquee/contracts/whole-number';
import { useTestApp } from '../../../test/harness';
import {
  createAdmin,
  createNotify,
  createOrganiser,
  createQuote,
  createRequest,
  createService,
  createSupplier,
  offerServices,
  type FactoryUser,
  type UserOptions,
} from '../../../test/factories';
import { users } from '../../db/schema/users';
import { pricingPlans } from '../../db/schema/billing';
import { countRange, ukDays } from './admin-suppliers-list.service';
import { findAdminSupplierPage } from './admin-suppliers.repository';

interface Row {
  id: number;
  [key: string]: unknown;
}

describe('GET admin/suppliers: every filter and sort of spec 7.7', () => {
  const t = useTestApp();
  let admin: FactoryUser;
  const list = async (query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/suppliers?${query}`,
      headers: admin.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      suppliers: Row[];
      filters: { pricing_plans: { id: number; name: string; type: number }[] };
      pagination: { total_pages: number; page: number; total: number };
    };
  };
  const ids = async (query: string) => (await list(query)).suppliers.map((s) => s.id);
  const supplier = async (opts: UserOptions & { registered?: string } = {}) => {
    const s = await createSupplier(t.db, opts);
    if (opts.registered) {
      await t.db
        .update(users)
        .set({ createdAt: new Date(opts.registered) })
        .where(eq(users.id, s.id));
    }
    return s.id;
  };

  it('answers spec 3 fields, the plans to filter by and the pages; the approval list still works', async () => {
    admin = await createAdmin(t.db);
    const service = await createService(t.db);
    const a = await supplier({
      name: 'Alice Lights',
      user: {
        companyName: 'Bright Ltd',
        website: 'https://bright.example',
        displayEmail: 'hi@bright.example',
      },
      profile: { location: 'Leeds', latitude: 53.8, longitude: -1.55, nearby: 50, noLimits: 1 },
    });
    await offerServices(t.db, a, [service.id]);
    const waiting = await supplier({ profileStatus: 0, profile: { submittedAt: new Date() } });
    await supplier({ profileStatus: 0, profile: { onboardingStep: 'services' } });
    const body = await list('status=1');
    expect(body.suppliers.map((s) => s.id)).toEqual([a]);
    expect(body.suppliers[0]).toMatchObject({
      id: a,
      name: 'Alice Lights',
      company_name: 'Bright Ltd',
      display_email: 'hi@bright.example',
      website: 'https://bright.example',
      phone: '+447400123456',
      position_in_company: 'Manager',
      location: 'Leeds',
      nearby: 50,
      pricing_plan_id: 1,
      pricing_plan_name: expect.any(String),
      no_limits: true,
      payment_requested_at: null,
      service_request_notifies_count: 0,
      service_request_quotes_count: 0,
      status: 1,
      created_at: expect.any(String),
      services: [
        {
          id: expect.any(Number),
          service: {
            id: service.id,
            product: service.product,
            service_category: { id: service.serviceCategoryId, category: expect.any(String) },
          },
        },
      ],
    });
    const plans = await t.db.select().from(pricingPlans);
    expect(body.filters.pricing_plans).toHaveLength(plans.length);
    expect(body.filters.pricing_plans[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      type: 0,
    });
    expect(body.pagination).toEqual({ total_pages: 1, page: 1, total: 1 });
    // The approval list: submitted profiles only (one still in the wizard waits for nobody).
    expect(await ids('status=0')).toEqual([waiting]);
    expect((await list('status=0')).pagination.total).toBe(1);
  });

  it('searches name, company and e-mail from 3 characters, an id always; 2 characters are ignored', async () => {
    admin = await createAdmin(t.db);
    const a = await supplier({ name: 'Zoe Marquees', user: { companyName: 'Tents R Us' } });
    const b = await supplier({
      name: 'Yan Lights',
      email: 'yan@glow.example',
      user: { companyName: 'Glowco' },
    });
    await createOrganiser(t.db, { name: 'Zoe Organiser' });
    expect(await ids('filter=marq')).toEqual([a]);
    expect(await ids('filter=TENTS')).toEqual([a]);
    expect(await ids('filter=glow.exa')).toEqual([b]);
    expect(await ids('filter=zoe')).toEqual([a]); // organisers are not suppliers
    expect((await ids('filter=zo')).sort()).toEqual([a, b].sort()); // 2 characters: no search
    expect(await ids(`filter=${b}`)).toEqual([b]);
    expect(await ids('filter=100%25')).toEqual([]); // LIKE wildcards are literal
  });

  it('filters by place and radius with the reach rule, and an unknown place by nationwide suppliers', async () => {
    admin = await createAdmin(t.db);
    const leeds = await supplier({
      profile: { location: 'Leeds', latitude: 53.8, longitude: -1.55, nearby: 10 },
    });
    // Bradford is about 9 miles from Leeds; York about 22.
    const bradford = await supplier({
      profile: { location: 'Bradford', latitude: 53.795, longitude: -1.759, nearby: 10 },
    });
    const york = await supplier({
      profile: { location: 'York', latitude: 53.96, longitude: -1.08, nearby: 10 },
    });
    const nationwide = await supplier({
      profile: { location: 'London', latitude: 51.5, longitude: -0.12, nearby: 999 },
    });
    await supplier({ profile: { location: 'Bath', latitude: 51.38, longitude: -2.36, nearby: 25 } });
    expect((await ids('location=Leeds')).sort()).toEqual([leeds, bradford, nationwide].sort());
    expect((await ids('location=Leeds&radius=25')).sort()).toEqual(
      [leeds, bradford, york, nationwide].sort(),
    );
    expect(await ids('location=Nowhereville%20Xyz')).toEqual([nationwide]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/suppliers?location=Leeds&radius=7',
      headers: admin.auth,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.radius).toEqual([adminSupplierListTexts.radius]);
  });

  it('filters by plans (repeated subscription_plan[]) and by registration days; half a range is ignored', async () => {
    admin = await createAdmin(t.db);
    const plans = await t.db.select().from(pricingPlans);
    const [free, paid] = [plans.find((p) => p.type === 0)!, plans.find((p) => p.type !== 0)!];
    const early = await supplier({ registered: '2024-03-01T12:00:00Z' });
    const late = await supplier({ registered: '2024-03-20T12:00:00Z', profile: { pricingPlanId: paid.id } });
    // 23:30 UTC on 31 March 2024 is 00:30 on 1 April in London (summer time).
    const april = await supplier({ registered: '2024-03-31T23:30:00Z' });
    expect(await ids(`subscription_plan[]=${paid.id}`)).toEqual([late]);
    expect((await ids(`subscription_plan[]=${paid.id}&subscription_plan[]=${free.id}`)).length).toBe(3);
    expect(await ids(`subscription_plan=${paid.id}`)).toEqual([late]);
    expect((await ids('date_from=2024-03-01&date_to=2024-03-31')).sort()).toEqual([early, late].sort());
    expect(await ids('date_from=2024-04-01&date_to=2024-04-01')).toEqual([april]);
    expect((await ids('date_from=2024-03-05')).length).toBe(3);
    expect((await ids('date_to=2024-03-05&date_from=')).length).toBe(3);
    for (const bad of [
      'date_from=2024-02-30&date_to=2024-03-01',
      'date_to=31/03/2024',
      'payment_requested_date_from=x',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/suppliers?${bad}`,
        headers: admin.auth,
      });
      expect(res.statusCode, bad).toBe(422);
      expect(Object.values(res.json().errors).flat()).toEqual([adminSupplierListTexts.dateInvalid]);
    }
    const badPlan = await t.app.inject({
      method: 'GET',
      url: '/api/admin/suppliers?subscription_plan[]=abc',
      headers: admin.auth,
    });
    expect(badPlan.statusCode).toBe(422);
    expect(JSON.stringify(badPlan.json().errors)).toContain(wholeNumberText);
  });

  it('counts requests received and proposals sent by triggers, and filters them by min/max', async () => {
    admin = await createAdmin(t.db);
    const organiser = await createOrganiser(t.db);
    const none = await supplier();
    const one = await supplier();
    const three = await supplier();
    const requests = await Promise.all([1, 2, 3].map(() => createRequest(t.db, organiser.id)));
    for (const r of requests) await createNotify(t.db, r.id, three);
    await createNotify(t.db, requests[0]!.id, one);
    await createQuote(t.db, requests[0]!.id, three);
    await createQuote(t.db, requests[1]!.id, three);
    const byId = async (query: string) =>
      Object.fromEntries((await list(query)).suppliers.map((s) => [s.id, s.service_request_notifies_count]));
    expect(await byId('')).toMatchObject({ [none]: 0, [one]: 1, [three]: 3 });
    const quotes = (await list('')).suppliers.find((s) => s.id === three)!;
    expect(quotes.service_request_quotes_count).toBe(2);
    expect((await ids('rfq_received_min=1&rfq_received_max=2')).sort()).toEqual([one]);
    // An empty bound is 0: max alone is [0, max]; min alone leaves the filled-in max of 0 open above.
    expect((await ids('rfq_received_max=1')).sort()).toEqual([none, one].sort());
    expect((await ids('rfq_received_min=2')).sort()).toEqual([three]);
    expect((await ids('rfq_received_min=2&rfq_received_max=0')).sort()).toEqual([three]);
    expect((await ids('rfq_received_min=0&rfq_received_max=0')).sort()).toEqual([none]);
    expect(await ids('rfq_responded_min=1')).toEqual([three]);
    expect((await ids('rfq_responded_max=0')).sort()).toEqual([none, one].sort());
    // Deleting a request takes its notifications and quotes, and the counts follow.
    await t.db.execute(sql`delete from service_requests where id = ${requests[0]!.id}`);
    expect(await byId('')).toMatchObject({ [none]: 0, [one]: 0, [three]: 2 });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/suppliers?rfq_received_min=-1',
      headers: admin.auth,
    });
    expect(bad.statusCode).toBe(422);
  });

  it('filters by the payment requested days', async () => {
    admin = await createAdmin(t.db);
    const asked = await supplier({ profile: { paymentRequestedAt: new Date('2024-05-10T09:00:00Z') } });
    await supplier({ profile: { paymentRequestedAt: new Date('2024-06-10T09:00:00Z') } });
    await supplier();
    expect(await ids('payment_requested_date_from=2024-05-01&payment_requested_date_to=2024-05-31')).toEqual([
      asked,
    ]);
    expect((await ids('payment_requested_date_from=2024-05-01')).length).toBe(3);
    const row = (await list('')).suppliers.find((s) => s.id === asked)!;
    expect(row.payment_requested_at).toBe('2024-05-10T09:00:00.000Z');
  });

  it('sorts by every column both ways (0 descending, 1 ascending), pages of limit, and refuses others', async () => {
    admin = await createAdmin(t.db);
    const plans = await t.db.select().from(pricingPlans);
    const made: number[] = [];
    for (let i = 0; i < 4; i++) {
      made.push(
        await supplier({
          name: ['delta', 'Alpha', 'charlie', 'Bravo'][i],
          email: `${'dbca'[i]}-sorted@example.test`,
          user: { companyName: i === 2 ? null : `Co ${'dbca'[i]}` },
          registered: `2024-01-0${i + 1}T10:00:00Z`,
          profile: {
            location: i === 1 ? null : ['York', null, 'bath', 'Leeds'][i],
            nearby: [10, 25, 999, 50][i],
            noLimits: i % 2,
            pricingPlanId: plans[i % plans.length]!.id,
            paymentRequestedAt: i === 3 ? null : new Date(Date.UTC(2024, 4, 10 - i)),
            submittedAt: new Date(Date.UTC(2024, 1, 1 + ((i * 3) % 4))),
          },
        }),
      );
    }
    const organiser = await createOrganiser(t.db);
    for (const [i, id] of made.entries()) {
      for (let n = 0; n < [3, 1, 4, 2][i]!; n++) {
        const r = await createRequest(t.db, organiser.id);
        await createNotify(t.db, r.id, id);
        if (n < [0, 1, 1, 2][i]!) await createQuote(t.db, r.id, id);
      }
    }
    const planName = new Map(plans.map((p) => [p.id, p.name]));
    const all = (await list('limit=50')).suppliers;
    const key: Record<string, (r: Row) => string | number | null> = {
      id: (r) => r.id,
      name: (r) => (r.name as string).toLowerCase(),
      company_name: (r) => (r.company_name as string | null)?.toLowerCase() ?? null,
      email: (r) => r.email as string,
      location: (r) => (r.location as string | null)?.toLowerCase() ?? null,
      nearby: (r) => r.nearby as number,
      pricing_plan_name: (r) => planName.get(r.pricing_plan_id as number)!,
      no_limits: (r) => (r.no_limits ? 1 : 0),
      payment_requested_at: (r) => r.payment_requested_at as string | null,
      service_request_notifies_count: (r) => r.service_request_notifies_count as number,
      service_request_quotes_count: (r) => r.service_request_quotes_count as number,
      created_at: (r) => r.created_at as string,
      submitted_at: (r) => r.submitted_at as string | null,
    };
    // Nulls count as the smallest value; ties go by id in the same direction.
    const compare = (k: (r: Row) => string | number | null) => (a: Row, b: Row) => {
      const [x, y] = [k(a), k(b)];
      if (x === y) return a.id - b.id;
      if (x === null) return -1;
      if (y === null) return 1;
      return x < y ? -1 : 1;
    };
    expect(Object.keys(key).sort()).toEqual([...adminSupplierSortFields].sort());
    for (const field of adminSupplierSortFields) {
      const ascending = [...all].sort(compare(key[field]!)).map((r) => r.id);
      expect(await ids(`sort_field=${field}&sort_order=1`), `${field} ascending`).toEqual(ascending);
      expect(await ids(`sort_field=${field}&sort_order=0`), `${field} descending`).toEqual(
        [...ascending].reverse(),
      );
      expect(await ids(`sort_field=${field}`), `${field} starts descending`).toEqual(
        [...ascending].reverse(),
      );
      // Pages follow the same order.
      const second = await list(`sort_field=${field}&sort_order=1&limit=3&page=2`);
      expect(second.suppliers.map((r) => r.id)).toEqual(ascending.slice(3, 6));
      expect(second.pagination).toEqual({ total_pages: 2, page: 2, total: 4 });
    }
    // The default: newest registration first.
    expect(await ids('')).toEqual([...made].reverse());
    // The plan sort with a plan filter keeps to that plan.
    expect(await ids(`sort_field=pricing_plan_name&subscription_plan[]=${plans[0]!.id}`)).toEqual(
      all
        .filter((r) => r.pricing_plan_id === plans[0]!.id)
        .map((r) => r.id)
        .sort((a, b) => b - a),
    );
    // A search or a registration range gives the same pages whether its few matches are read first or the sort's
    // index is walked and filtered (the repository picks by the count, FEW_MATCHES).
    const plansByName = [...plans].sort((a, b) => a.name.localeCompare(b.name)).map((p) => p.id);
    const registered = { from: new Date('2024-01-02T00:00:00Z'), until: new Date('2024-01-05T00:00:00Z') };
    for (const filters of [
      { search: 'sorted', planIds: [] },
      { registered, planIds: [] },
    ]) {
      for (const field of adminSupplierSortFields) {
        for (const ascending of [true, false]) {
          const sort = { field, ascending, plansByName };
          const page = { limit: 2, offset: 1 };
          const walked = await findAdminSupplierPage(t.db, filters, sort, page, 0);
          const matched = await findAdminSupplierPage(t.db, filters, sort, page, 1000);
          expect(matched, `${field} ${ascending}`).toEqual(walked);
          expect(walked.rows).toHaveLength(2);
        }
      }
    }
    for (const bad of ['sort_field=phone', 'sort_order=2', 'limit=51', 'page=0']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/suppliers?${bad}`,
        headers: admin.auth,
      });
      expect(res.statusCode, bad).toBe(422);
    }
  });
});

describe('the list rules in isolation', () => {
  it('reads a UK day range and the count bounds', () => {
    expect(ukDays('2024-07-01', undefined)).toBeUndefined();
    expect(ukDays('2024-07-01', '2024-07-02')).toEqual({
      from: new Date('2024-06-30T23:00:00Z'),
      until: new Date('2024-07-02T23:00:00Z'),
    });
    expect(ukDays('2024-01-01', '2024-01-01')).toEqual({
      from: new Date('2024-01-01T00:00:00Z'),
      until: new Date('2024-01-02T00:00:00Z'),
    });
    expect(countRange(undefined, undefined)).toBeUndefined();
    expect(countRange(3, undefined)).toEqual({ min: 3, max: null });
    expect(countRange(undefined, 4)).toEqual({ min: 0, max: 4 });
    expect(countRange(0, undefined)).toEqual({ min: 0, max: 0 });
    expect(countRange(2, 5)).toEqual({ min: 2, max: 5 });
  });
});
