import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { directoryResponse, supplierProfileResponse } from '@marquee/contracts/directory';
import { DEFAULT_PLAN_ID, PlanType, Role } from '@marquee/contracts/enums';
import { testConfig, useTestApp, useTestDatabase } from '../../../test/harness';
import { pricingPlans } from '../schema/billing';
import { serviceCategories, serviceKeywords, services } from '../schema/catalogue';
import { settings } from '../schema/settings';
import { serviceRequestReviews, serviceRequests } from '../schema/requests';
import { supplierProfiles } from '../schema/suppliers';
import { users } from '../schema/users';
import { verifyPassword } from '../../lib/secrets';
import { catalogue } from './catalogue-data';
import { runSeeds, seedReference } from './seed';
import { tableCounts } from './seed.test-helpers';

describe('seeds', () => {
  const t = useTestDatabase();

  describe('reference data', () => {
    it('loads the catalogue: at least 12 categories and 120 services, each with keywords and SEO copy', async () => {
      const categories = await t.db.select().from(serviceCategories);
      expect(categories.length).toBeGreaterThanOrEqual(12);
      expect(categories.length).toBe(catalogue.length);
      for (const c of categories) {
        expect(c.slug).toMatch(/^[a-z0-9-]+$/);
        expect(c.titleTag && c.customHeading && c.metaDescription && c.description).toBeTruthy();
      }

      const rows = await t.db
        .select({
          id: services.id,
          product: services.product,
          titleTag: services.titleTag,
          meta: services.metaDescription,
          keywords: count(serviceKeywords.id),
        })
        .from(services)
        .leftJoin(serviceKeywords, eq(serviceKeywords.serviceId, services.id))
        .groupBy(services.id);
      expect(rows.length).toBeGreaterThanOrEqual(120);
      for (const s of rows) {
        expect(s.keywords, s.product).toBeGreaterThanOrEqual(3);
        expect(s.titleTag, s.product).toContain(s.product);
        expect(s.meta!.length, s.product).toBeLessThanOrEqual(160);
      }
    });

    it('loads the default plans: plan 1 is free (type 0, price 0.00), paid plans from £25 a month to reply', async () => {
      const plans = await t.db.select().from(pricingPlans).orderBy(pricingPlans.id);
      const free = plans.find((p) => p.id === DEFAULT_PLAN_ID);
      expect(free).toMatchObject({
        type: PlanType.free,
        pricePerYear: '0.00',
        pricePerMonth: '0.00',
        isArchive: 0,
      });
      const answering = plans.filter((p) => p.type === PlanType.subscriber);
      expect(Math.min(...answering.map((p) => Number(p.pricePerMonth)))).toBe(25);
      for (const p of plans) {
        // Spec 9: the per-month price is the yearly price divided by 12, rounded.
        expect(Math.round(Number(p.pricePerYear) / 12)).toBe(Number(p.pricePerMonth));
      }
    });

    it('moves the plan id sequence past the seeded plans', async () => {
      const [created] = await t.db
        .insert(pricingPlans)
        .values({
          name: 'Gold',
          description: 'Test',
          type: PlanType.premium,
          pricePerYear: '120.00',
          pricePerMonth: '10.00',
        })
        .returning({ id: pricingPlans.id });
      const max = Math.max(
        ...(await t.db.select({ id: pricingPlans.id }).from(pricingPlans)).map((p) => p.id),
      );
      expect(created!.id).toBe(max);
      expect(created!.id).toBeGreaterThan(DEFAULT_PLAN_ID);
    });

    it('loads the settings: free_rfq_number 3', async () => {
      expect(await t.db.select().from(settings)).toEqual([
        expect.objectContaining({ id: 1, freeRfqNumber: 3 }),
      ]);
    });

    it('adds nothing when run again, and keeps administrators’ changes', async () => {
      await t.db.update(settings).set({ freeRfqNumber: 7 });
      await t.db.update(pricingPlans).set({ name: 'Starter' }).where(eq(pricingPlans.id, DEFAULT_PLAN_ID));
      const [deleted] = await t.db.delete(services).where(eq(services.product, 'Tipi Hire')).returning();
      const before = await tableCounts(t.db);

      await seedReference(t.db);

      expect(await tableCounts(t.db)).toEqual(before);
      expect(deleted).toBeDefined();
      expect(await t.db.select().from(services).where(eq(services.product, 'Tipi Hire'))).toEqual([]);
      expect((await t.db.select().from(settings))[0]?.freeRfqNumber).toBe(7);
      const [plan] = await t.db.select().from(pricingPlans).where(eq(pricingPlans.id, DEFAULT_PLAN_ID));
      expect(plan?.name).toBe('Starter');
    });
  });

  describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
    it('create exactly one administrator, with a hashed password, when none exists', async () => {
      const config = testConfig({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'correct horse' });
      expect((await runSeeds(t.db, config)).admin).toBe('created');
      expect((await runSeeds(t.db, config)).admin).toBe('exists');
      expect(
        (await runSeeds(t.db, testConfig({ ADMIN_EMAIL: 'other@example.com', ADMIN_PASSWORD: 'x2345' })))
          .admin,
      ).toBe('exists');

      const admins = await t.db.select().from(users).where(eq(users.role, Role.admin));
      expect(admins).toHaveLength(1);
      expect(admins[0]?.email).toBe('boss@example.com');
      expect(admins[0]?.passwordHash).not.toContain('correct horse');
      expect(await verifyPassword('correct horse', admins[0]!.passwordHash)).toBe(true);
    });

    it('are ignored when only one of them is set', async () => {
      await runSeeds(t.db, testConfig({ ADMIN_EMAIL: 'boss@example.com' }));
      expect(await t.db.select().from(users)).toEqual([]);
    });
  });
});

describe('demo data in the directory API', () => {
  const t = useTestApp();

  it('lists a reviewed premium demo supplier with its logo and rating, and shows its profile', async () => {
    await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
    const [reviewed] = await t.db
      .select({ supplierId: serviceRequestReviews.supplierId, serviceId: serviceRequests.serviceId })
      .from(serviceRequestReviews)
      .innerJoin(serviceRequests, eq(serviceRequests.id, serviceRequestReviews.serviceRequestId))
      .innerJoin(supplierProfiles, eq(supplierProfiles.userId, serviceRequestReviews.supplierId))
      .innerJoin(pricingPlans, eq(pricingPlans.id, supplierProfiles.pricingPlanId))
      .where(sql`${pricingPlans.type} <> ${PlanType.free}`)
      .orderBy(serviceRequestReviews.id)
      .limit(1);
    expect(reviewed).toBeDefined();
    const { supplierId, serviceId } = reviewed!;
    const stars = await t.db
      .select({ rate: serviceRequestReviews.rate })
      .from(serviceRequestReviews)
      .where(eq(serviceRequestReviews.supplierId, supplierId));
    const average = Math.round((stars.reduce((sum, s) => sum + s.rate, 0) / stars.length) * 10) / 10;

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/suppliers?service_id=${serviceId}&limit=100`,
    });
    expect(list.statusCode).toBe(200);
    const entry = directoryResponse.parse(list.json()).data.find((e) => e.id === supplierId);
    expect(entry).toMatchObject({
      is_premium: true,
      photo_url: expect.stringMatching(/^\/images\/demo\/suppliers\/logo-.+\.svg$/),
      rating: { rate: average, count: stars.length },
    });
    expect(entry!.rating.rate).toBeGreaterThanOrEqual(3);

    const profile = await t.app.inject({ method: 'GET', url: `/api/suppliers/${supplierId}` });
    expect(profile.statusCode).toBe(200);
    const { data } = supplierProfileResponse.parse(profile.json());
    expect(data).toMatchObject({
      photo_url: entry!.photo_url,
      cover_url: expect.stringMatching(/^\/images\/demo\/suppliers\/[a-z-]+\.svg$/),
      rating: { rate: average, count: stars.length },
    });
    expect(data.images.length).toBeGreaterThanOrEqual(2);
    expect(data.past_events && data.sustainability_policy).toBeTruthy();

    const reviews = await t.app.inject({
      method: 'GET',
      url: `/api/service-request-reviews?supplier_id=${supplierId}`,
    });
    expect(reviews.json().data).toHaveLength(stars.length);
  });
});
