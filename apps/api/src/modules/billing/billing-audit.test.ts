import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '@marquee/contracts/billing';
import { PlanType, PromoType } from '@marquee/contracts/enums';
import { ukToday } from '@marquee/contracts/requests';
import { auditLog } from '../../db/schema/audit';
import { pricingPlans, promoCodes } from '../../db/schema/billing';
import { users } from '../../db/schema/users';
import type { AuthContext } from '../../lib/auth-context';
import { useTestApp } from '../../../test/harness';
import { createAdmin, type FactoryUser } from '../../../test/factories';
import { createPlan, createPromo, setPlanArchived } from './billing.service';
import { updateSettings } from '../settings/settings.service';
import { settings } from '../../db/schema/settings';

const PLANS = '/api/admin/price-plans';
const PROMOS = '/api/admin/promo-codes';

describe('audit rows of the pricing plans and promo codes (decision 0064)', () => {
  const t = useTestApp();

  const call = (admin: FactoryUser, method: 'POST' | 'PUT', url: string, payload: object = {}) =>
    t.app.inject({ method, url, headers: admin.auth, payload });
  const rows = () =>
    t.db
      .select({
        actorId: auditLog.actorId,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        summary: auditLog.summary,
      })
      .from(auditLog)
      .orderBy(auditLog.id);

  const gold = {
    name: 'Gold',
    description: 'For busy suppliers',
    type: PlanType.subscriber,
    price_per_year: '250.00',
    price_per_month: '24.99',
  };

  it('records adding, editing, archiving and restoring a plan, each once', async () => {
    const admin = await createAdmin(t.db);
    const created = await call(admin, 'POST', PLANS, gold);
    expect(created.statusCode).toBe(201);
    const id = created.json().pricing_plan.id as number;
    expect(
      (await call(admin, 'PUT', `${PLANS}/${id}`, { name: 'Gold+', description: gold.description }))
        .statusCode,
    ).toBe(200);
    // The same values again: nothing changed, nothing recorded.
    expect(
      (await call(admin, 'PUT', `${PLANS}/${id}`, { name: 'Gold+', description: gold.description }))
        .statusCode,
    ).toBe(200);
    expect((await call(admin, 'POST', `${PLANS}/${id}/archive`)).statusCode).toBe(200);
    expect((await call(admin, 'POST', `${PLANS}/${id}/archive`)).statusCode).toBe(200);
    expect((await call(admin, 'POST', `${PLANS}/${id}/restore`)).statusCode).toBe(200);
    const target = { actorId: admin.id, targetType: 'price_plan', targetId: id };
    expect(await rows()).toEqual([
      {
        ...target,
        action: 'price_plan.create',
        summary: { name: 'Gold', type: PlanType.subscriber, price_per_month: '24.99', is_archive: 0 },
      },
      { ...target, action: 'price_plan.update', summary: { name: { from: 'Gold', to: 'Gold+' } } },
      { ...target, action: 'price_plan.archive', summary: { name: 'Gold+' } },
      { ...target, action: 'price_plan.restore', summary: { name: 'Gold+' } },
    ]);
  });

  it('records adding, changing the dates of and archiving a promo code', async () => {
    const admin = await createAdmin(t.db);
    const from = addDays(ukToday(), 1);
    const to = addDays(ukToday(), 30);
    const created = await call(admin, 'POST', PROMOS, {
      type: PromoType.timeBound,
      name: 'Spring26',
      discount: '12.50',
      discount_duration: '6',
      date_from: from,
      date_to: to,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().promo_code.id as number;
    const later = addDays(ukToday(), 60);
    expect(
      (await call(admin, 'PUT', `${PROMOS}/${id}`, { date_from: from, date_to: later })).statusCode,
    ).toBe(200);
    expect((await call(admin, 'POST', `${PROMOS}/${id}/archive`)).statusCode).toBe(200);
    expect((await call(admin, 'POST', `${PROMOS}/${id}/archive`)).statusCode).toBe(200);
    const target = { actorId: admin.id, targetType: 'promo_code', targetId: id };
    expect(await rows()).toEqual([
      {
        ...target,
        action: 'promo_code.create',
        summary: {
          name: 'Spring26',
          type: PromoType.timeBound,
          discount: '12.50',
          discount_duration: 6,
          date_from: from,
          date_to: to,
        },
      },
      {
        ...target,
        action: 'promo_code.update',
        summary: { name: 'Spring26', date_to: { from: to, to: later } },
      },
      { ...target, action: 'promo_code.archive', summary: { name: 'Spring26' } },
    ]);
  });

  it('records nothing for an action that fails', async () => {
    const admin = await createAdmin(t.db);
    const single = await call(admin, 'POST', PROMOS, {
      type: PromoType.singleUse,
      name: 'ONCE',
      discount: 10,
      discount_duration: 1,
    });
    const singleId = single.json().promo_code.id as number;
    await t.db.delete(auditLog);
    const failures: [string, Promise<{ statusCode: number }>, number][] = [
      ['plan: invalid', call(admin, 'POST', PLANS, { ...gold, name: '' }), 422],
      ['plan: unknown id', call(admin, 'PUT', `${PLANS}/999999`, { name: 'a', description: 'b' }), 404],
      ['plan: archive the default', call(admin, 'POST', `${PLANS}/1/archive`), 409],
      ['plan: restore unknown', call(admin, 'POST', `${PLANS}/999999/restore`), 404],
      [
        'promo: name taken',
        call(admin, 'POST', PROMOS, {
          type: PromoType.singleUse,
          name: 'once',
          discount: 5,
          discount_duration: 1,
        }),
        422,
      ],
      [
        'promo: dates of a single-use code',
        call(admin, 'PUT', `${PROMOS}/${singleId}`, { date_from: ukToday(), date_to: ukToday() }),
        409,
      ],
      ['promo: archive unknown', call(admin, 'POST', `${PROMOS}/999999/archive`), 404],
    ];
    for (const [label, response, status] of failures) {
      expect((await response).statusCode, label).toBe(status);
    }
    expect(await rows()).toEqual([]);
  });

  it('undoes the change when its audit row cannot be written: one transaction', async () => {
    const admin = await createAdmin(t.db);
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
    // An actor that does not exist breaks the audit row's foreign key, after the change itself was written.
    const ghost: AuthContext = {
      user: { ...row!, id: 999_999 },
      role: 'admin',
      tokenId: 0,
      impersonatorId: null,
    };
    const plansBefore = await t.db
      .select({ id: pricingPlans.id, isArchive: pricingPlans.isArchive })
      .from(pricingPlans);

    await expect(
      createPlan(t.db, ghost, {
        name: 'Ghost',
        description: 'Never saved',
        type: PlanType.premium,
        price_per_year: 10,
        price_per_month: 1,
        service_count_max: null,
        is_archive: false,
      }),
    ).rejects.toThrow();
    await expect(setPlanArchived(t.db, ghost, 2, true)).rejects.toThrow();
    expect(
      await t.db.select({ id: pricingPlans.id, isArchive: pricingPlans.isArchive }).from(pricingPlans),
    ).toEqual(plansBefore);

    await expect(
      createPromo(t.db, ghost, {
        type: PromoType.singleUse,
        name: 'GHOST',
        discount: 5,
        discount_duration: 1,
        date_from: null,
        date_to: null,
      }),
    ).rejects.toThrow();
    expect(await t.db.select().from(promoCodes).where(eq(promoCodes.name, 'GHOST'))).toEqual([]);

    await expect(updateSettings(t.db, ghost, { free_rfq_number: 9 })).rejects.toThrow();
    expect(await t.db.select({ n: settings.freeRfqNumber }).from(settings)).toEqual([{ n: 3 }]);
    expect(await rows()).toEqual([]);
  });
});
