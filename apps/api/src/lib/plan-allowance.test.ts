import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PlanType, ProfileStatus } from '@marquee/contracts/enums';
import { answersEveryRequest, listedAsPremium } from '@marquee/contracts/plan-allowance';
import { useTestDatabase } from '../../test/harness';
import { createService, createSupplier, offerServices } from '../../test/factories';
import { queryRows } from '../db/client';
import { pricingPlans } from '../db/schema/billing';
import { supplierProfiles, userServices } from '../db/schema/suppliers';
import { matchingSuppliers } from '../modules/directory/directory.repository';
import { answersEveryRequestSql, listedAsPremiumSql } from './plan-allowance';

/** Every plan type of spec 9, with and without no_limits. */
const combinations = Object.values(PlanType).flatMap((planType) =>
  [0, 1].map((noLimits) => ({ planType, noLimits })),
);

describe('what a plan allows: the pure rule and its SQL twin agree (decision 0053)', () => {
  const t = useTestDatabase();

  /** One approved supplier per combination, on a plan of its own, offering one service. */
  async function suppliersOfEveryCombination() {
    const service = await createService(t.db);
    const made = [];
    for (const c of combinations) {
      const [plan] = await t.db
        .insert(pricingPlans)
        .values({
          name: `Type ${c.planType}`,
          description: 'A plan',
          type: c.planType,
          pricePerMonth: c.planType === PlanType.free ? '0' : '25',
          pricePerYear: c.planType === PlanType.free ? '0' : '250',
        })
        .returning();
      const supplier = await createSupplier(t.db, {
        profileStatus: ProfileStatus.approved,
        profile: { pricingPlanId: plan!.id, noLimits: c.noLimits },
      });
      await offerServices(t.db, supplier.id, [service.id]);
      made.push({ ...c, id: supplier.id });
    }
    return { made, serviceId: service.id };
  }

  it('on every plan type, with and without no_limits', async () => {
    const { made, serviceId } = await suppliersOfEveryCombination();
    const p = supplierProfiles;
    const pp = pricingPlans;
    const rows = await queryRows<{ id: number; answers: boolean; premium: boolean; copied: boolean }>(
      t.db,
      sql`select ${p.userId} as id,
          ${answersEveryRequestSql({ planType: pp.type, noLimits: p.noLimits })} as answers,
          ${listedAsPremiumSql({ planType: pp.type, noLimits: p.noLimits })} as premium,
          (select ${userServices.isPremium} from ${userServices}
            where ${userServices.userId} = ${p.userId} and ${userServices.serviceId} = ${serviceId}) as copied
        from ${p} join ${pp} on ${pp.id} = ${p.pricingPlanId}`,
    );
    // The directory's own query (no service: the twin; a service: the copy that migration 0001's trigger keeps).
    const listed = await queryRows<{ id: number; is_premium: boolean }>(t.db, matchingSuppliers({}));
    const listedForService = await queryRows<{ id: number; is_premium: boolean }>(
      t.db,
      matchingSuppliers({ serviceId }),
    );

    expect(rows).toHaveLength(combinations.length);
    for (const s of made) {
      const row = rows.find((r) => r.id === s.id)!;
      const answers = answersEveryRequest(s);
      const premium = listedAsPremium(s);
      const what = `plan type ${s.planType}, no_limits ${s.noLimits}`;
      expect({ what, answers: row.answers, premium: row.premium, copied: row.copied }).toEqual({
        what,
        answers,
        premium,
        copied: premium,
      });
      // The API sends no_limits as a boolean; the rule reads it the same way.
      expect(answersEveryRequest({ ...s, noLimits: s.noLimits === 1 })).toBe(answers);
      expect(listedAsPremium({ ...s, noLimits: s.noLimits === 1 })).toBe(premium);
      expect(listed.find((r) => r.id === s.id)?.is_premium, what).toBe(premium);
      expect(listedForService.find((r) => r.id === s.id)?.is_premium, what).toBe(premium);
    }
  });

  it('the spec: answers every request on a plan of type above 1 or with no_limits; premium listing unless free', () => {
    const answering = combinations.filter((c) => answersEveryRequest(c));
    expect(answering).toEqual([
      { planType: PlanType.free, noLimits: 1 },
      { planType: PlanType.premium, noLimits: 1 },
      { planType: PlanType.subscriber, noLimits: 0 },
      { planType: PlanType.subscriber, noLimits: 1 },
    ]);
    expect(combinations.filter((c) => !listedAsPremium(c))).toEqual([
      { planType: PlanType.free, noLimits: 0 },
    ]);
    // A plan judged on its own (a plan card): its type alone.
    expect(answersEveryRequest({ planType: PlanType.premium })).toBe(false);
    expect(answersEveryRequest({ planType: PlanType.subscriber })).toBe(true);
  });
});
