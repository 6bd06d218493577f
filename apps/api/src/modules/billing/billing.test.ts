import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminPricePlanResponse,
  adminPricePlansResponse,
  billingTexts,
  pricePlansResponse,
} from '@marquee/contracts/billing';
import { DEFAULT_PLAN_ID, PlanType } from '@marquee/contracts/enums';
import { validation } from '@marquee/contracts/messages';
import { pricingPlans } from '../../db/schema/billing';
import { supplierProfiles } from '../../db/schema/suppliers';
import { useTestApp } from '../../../test/harness';
import { createAdmin, createOrganiser, createSupplier, type FactoryUser } from '../../../test/factories';

const PLANS = '/api/price-plans';
const ADMIN_PLANS = '/api/admin/price-plans';
const PROMOS = '/api/admin/promo-codes';
const CHECK = '/api/subscriptions/check-price';

describe('GET price-plans (public)', () => {
  const t = useTestApp();

  it('lists the plans available to new subscribers, cheapest monthly price first, cacheable', async () => {
    await t.db.insert(pricingPlans).values([
      {
        name: 'Cheap',
        description: 'd',
        type: PlanType.premium,
        pricePerYear: '100.00',
        pricePerMonth: '9.99',
      },
      {
        name: 'Old',
        description: 'd',
        type: PlanType.premium,
        pricePerYear: '12.00',
        pricePerMonth: '1.00',
        isArchive: 1,
      },
    ]);
    const res = await t.app.inject({ url: PLANS });
    expect(res.statusCode).toBe(200);
    const body = pricePlansResponse.parse(res.json());
    expect(body.pricing_plans.map((p) => [p.name, p.price_per_month])).toEqual([
      ['Free', 0],
      ['Cheap', 9.99],
      ['Premium', 15],
      ['Subscriber', 25],
      ['Subscriber Unlimited', 45],
    ]);
    expect(body.pricing_plans[1]).toMatchObject({ price_per_year: 100, year_price_per_month: 8 });
    expect(body.pricing_plans.at(-1)).toMatchObject({ service_count_max: null, type: PlanType.subscriber });
    expect(res.json().pricing_plans[0]).not.toHaveProperty('is_archive');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=300/);
    const again = await t.app.inject({ url: PLANS, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe('admin pricing plans', () => {
  const t = useTestApp();
  const add = (admin: FactoryUser, payload: object) =>
    t.app.inject({ method: 'POST', url: ADMIN_PLANS, headers: admin.auth, payload });

  it('lists every plan with its availability and supplier count', async () => {
    const admin = await createAdmin(t.db);
    await createSupplier(t.db);
    await t.db.update(pricingPlans).set({ isArchive: 1 }).where(eq(pricingPlans.id, 2));
    const res = await t.app.inject({ url: ADMIN_PLANS, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const plans = adminPricePlansResponse.parse(res.json()).pricing_plans;
    expect(plans.map((p) => [p.id, p.is_archive, p.suppliers_count])).toEqual([
      [1, 0, 1],
      [2, 1, 0],
      [3, 0, 0],
      [4, 0, 0],
    ]);
  });

  it('adds a plan from the form, prices as strings, an empty service limit meaning all', async () => {
    const admin = await createAdmin(t.db);
    const res = await add(admin, {
      name: 'Gold',
      description: 'For busy suppliers',
      type: PlanType.subscriber,
      price_per_year: '250.00',
      price_per_month: '24.99',
      service_count_max: '',
    });
    expect(res.statusCode).toBe(201);
    const plan = adminPricePlanResponse.parse(res.json()).pricing_plan;
    expect(plan).toMatchObject({
      name: 'Gold',
      price_per_year: 250,
      price_per_month: 24.99,
      year_price_per_month: 21,
      service_count_max: null,
      is_archive: 0,
      stripe_product_id: null,
      suppliers_count: 0,
    });
    const [row] = await t.db.select().from(pricingPlans).where(eq(pricingPlans.id, plan.id));
    expect(row).toMatchObject({ pricePerYear: '250.00', pricePerMonth: '24.99', serviceCountMax: null });
    // Sorted among the others by its monthly price.
    const list = adminPricePlansResponse.parse(
      (await t.app.inject({ url: ADMIN_PLANS, headers: admin.auth })).json(),
    );
    expect(list.pricing_plans.map((p) => p.name)).toEqual([
      'Free',
      'Premium',
      'Gold',
      'Subscriber',
      'Subscriber Unlimited',
    ]);
  });

  it('answers the spec 5 texts for a wrong add form', async () => {
    const admin = await createAdmin(t.db);
    const res = await add(admin, {
      name: 'x'.repeat(51),
      description: '',
      type: PlanType.premium,
      price_per_month: '',
      service_count_max: 'many',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: [validation.tooMuch],
      description: [validation.descriptionRequired],
      price_per_year: [validation.annualPriceRequired],
      price_per_month: [validation.monthlyPriceRequired],
      service_count_max: [validation.quoteNotANumber],
    });
    const free = await add(admin, {
      name: 'Free 2',
      description: 'd',
      type: PlanType.free,
      price_per_year: 10,
      price_per_month: 0,
    });
    expect(free.json().errors).toEqual({ price_per_year: [billingTexts.freePlanPriced] });
  });

  it('edits only the name and the description of a plan', async () => {
    const admin = await createAdmin(t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: `${ADMIN_PLANS}/3`,
      headers: admin.auth,
      payload: { name: 'Pro', description: 'Answer every request', price_per_month: 1, type: 0 },
    });
    expect(res.statusCode).toBe(200);
    expect(adminPricePlanResponse.parse(res.json()).pricing_plan).toMatchObject({
      id: 3,
      name: 'Pro',
      description: 'Answer every request',
      price_per_month: 25,
      type: PlanType.subscriber,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${ADMIN_PLANS}/3`,
      headers: admin.auth,
      payload: { name: '', description: 'y'.repeat(151) },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: [validation.nameRequired],
      description: [validation.tooMuch],
    });
    const missing = await t.app.inject({
      method: 'PUT',
      url: `${ADMIN_PLANS}/999`,
      headers: admin.auth,
      payload: { name: 'a', description: 'b' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('archives and restores a plan (the availability switch); suppliers on it keep it', async () => {
    const admin = await createAdmin(t.db);
    const supplier = await createSupplier(t.db, { profile: { pricingPlanId: 3 } });
    const archived = await t.app.inject({
      method: 'POST',
      url: `${ADMIN_PLANS}/3/archive`,
      headers: admin.auth,
    });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().pricing_plan).toMatchObject({ id: 3, is_archive: 1, suppliers_count: 1 });
    const publicList = pricePlansResponse.parse((await t.app.inject({ url: PLANS })).json());
    expect(publicList.pricing_plans.map((p) => p.id)).toEqual([1, 2, 4]);
    const [profile] = await t.db
      .select({ plan: supplierProfiles.pricingPlanId })
      .from(supplierProfiles)
      .where(eq(supplierProfiles.userId, supplier.id));
    expect(profile?.plan).toBe(3);

    const restored = await t.app.inject({
      method: 'POST',
      url: `${ADMIN_PLANS}/3/restore`,
      headers: admin.auth,
    });
    expect(restored.json().pricing_plan).toMatchObject({ id: 3, is_archive: 0 });
    expect(pricePlansResponse.parse((await t.app.inject({ url: PLANS })).json()).pricing_plans).toHaveLength(
      4,
    );
  });

  it('keeps the default free plan available and answers 404 for a plan that does not exist', async () => {
    const admin = await createAdmin(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `${ADMIN_PLANS}/${DEFAULT_PLAN_ID}/archive`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'default_plan', message: billingTexts.defaultPlanArchive });
    for (const action of ['archive', 'restore']) {
      const missing = await t.app.inject({
        method: 'POST',
        url: `${ADMIN_PLANS}/999/${action}`,
        headers: admin.auth,
      });
      expect(missing.statusCode).toBe(404);
    }
  });
});

describe('who may call the billing routes', () => {
  const t = useTestApp();

  it('lets guests read the plans, only suppliers check a price and only administrators manage', async () => {
    const users = {
      organiser: await createOrganiser(t.db),
      supplier: await createSupplier(t.db),
      admin: await createAdmin(t.db),
    };
    const calls: [string, string, Record<string, number>][] = [
      ['GET', PLANS, { guest: 200, organiser: 200, supplier: 200, admin: 200 }],
      [
        'GET',
        `${CHECK}?pricing_plan_id=3&period=month`,
        { guest: 401, organiser: 403, supplier: 200, admin: 403 },
      ],
      ['GET', ADMIN_PLANS, { guest: 401, organiser: 403, supplier: 403, admin: 200 }],
      ['POST', `${ADMIN_PLANS}/2/archive`, { guest: 401, organiser: 403, supplier: 403, admin: 200 }],
      ['POST', `${ADMIN_PLANS}/2/restore`, { guest: 401, organiser: 403, supplier: 403, admin: 200 }],
      ['GET', PROMOS, { guest: 401, organiser: 403, supplier: 403, admin: 200 }],
      ['GET', `${PROMOS}/export-active`, { guest: 401, organiser: 403, supplier: 403, admin: 200 }],
      ['GET', `${PROMOS}/export-past`, { guest: 401, organiser: 403, supplier: 403, admin: 200 }],
    ];
    const got: string[] = [];
    const want: string[] = [];
    for (const [method, url, statuses] of calls) {
      for (const [persona, status] of Object.entries(statuses)) {
        const headers = persona === 'guest' ? {} : users[persona as keyof typeof users].auth;
        const res = await t.app.inject({ method: method as 'GET', url, headers });
        got.push(`${method} ${url} as ${persona}: ${res.statusCode}`);
        want.push(`${method} ${url} as ${persona}: ${status}`);
      }
    }
    expect(got).toEqual(want);
  });
});
