import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PlanType, ProfileStatus, PromoType, RequestStatus, Role } from '@marquee/contracts/enums';
import { useTestDatabase } from '../../test/harness';
import { queryRows, type Db } from './client';
import { migrationsDir } from '../lib/paths';
import { paymentMethods, payments, pricingPlans, promoCodes, subscriptions } from './schema/billing';
import { serviceCategories, services } from './schema/catalogue';
import { chatAttachments, chatUsers, chats, messages } from './schema/chats';
import {
  serviceRequestCloseReasons,
  serviceRequestNotifies,
  serviceRequestQuotes,
  serviceRequestReviews,
  serviceRequests,
} from './schema/requests';
import { settings } from './schema/settings';
import { supplierImages, supplierProfiles, userServices } from './schema/suppliers';
import { users } from './schema/users';

/** Expects the statement to be refused by the named constraint. */
async function expectViolation(statement: PromiseLike<unknown>, constraint: string) {
  const error = await Promise.resolve(statement).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `expected ${constraint} to refuse the statement`).toBeInstanceOf(Error);
  const messages = [error, (error as { cause?: unknown }).cause].map((e) =>
    String((e as Error | undefined)?.message),
  );
  expect(messages.join('\n')).toContain(constraint);
}

describe('database schema', () => {
  const t = useTestDatabase();

  let emailCounter = 0;
  async function createUser(role: number) {
    const [user] = await t.db
      .insert(users)
      .values({ role, name: 'Test User', email: `user${++emailCounter}@example.com`, passwordHash: 'x' })
      .returning();
    return user!;
  }
  async function anyService() {
    const [service] = await t.db.select().from(services).limit(1);
    return service!;
  }
  async function createRequest(organiserId: number, serviceId: number) {
    const [request] = await t.db
      .insert(serviceRequests)
      .values({
        userId: organiserId,
        serviceId,
        location: 'Leeds, UK',
        latitude: 53.8,
        longitude: -1.55,
        dateFrom: '2030-06-01',
        dateUntil: '2030-06-02',
        dateOffersUntil: '2030-05-01',
        message: 'A marquee for 120 guests',
      })
      .returning();
    return request!;
  }

  describe('CHECK constraints', () => {
    it('reject a role outside 1, 2, 100', async () => {
      await expectViolation(
        t.db.insert(users).values({ role: 3, name: 'X', email: 'x@example.com', passwordHash: 'x' }),
        'users_role_check',
      );
    });

    it('reject a supplier profile status outside 0, 1, 2 and a radius outside 10, 25, 50, 100, 999', async () => {
      const supplier = await createUser(Role.supplier);
      await expectViolation(
        t.db.insert(supplierProfiles).values({ userId: supplier.id, status: 5 }),
        'supplier_profiles_status_check',
      );
      await expectViolation(
        t.db.insert(supplierProfiles).values({ userId: supplier.id, nearby: 30 }),
        'supplier_profiles_nearby_check',
      );
      await expectViolation(
        t.db.insert(supplierProfiles).values({ userId: supplier.id, latitude: 51.5 }),
        'supplier_profiles_coordinates_check',
      );
      await t.db
        .insert(supplierProfiles)
        .values({ userId: supplier.id, nearby: 999, latitude: 51.5, longitude: -0.12 });
    });

    it('reject a bad request status, reversed dates and a review outside 1 to 5 stars', async () => {
      const organiser = await createUser(Role.organiser);
      const service = await anyService();
      const request = await createRequest(organiser.id, service.id);
      await expectViolation(
        t.db.update(serviceRequests).set({ status: 15 }).where(eq(serviceRequests.id, request.id)),
        'service_requests_status_check',
      );
      await expectViolation(
        t.db
          .update(serviceRequests)
          .set({ dateUntil: '2030-05-30' })
          .where(eq(serviceRequests.id, request.id)),
        'service_requests_dates_check',
      );
      const supplier = await createUser(Role.supplier);
      await expectViolation(
        t.db.insert(serviceRequestReviews).values({
          serviceRequestId: request.id,
          userId: organiser.id,
          supplierId: supplier.id,
          rate: 6,
          message: 'x',
        }),
        'service_request_reviews_rate_check',
      );
      await expectViolation(
        t.db.insert(serviceRequestCloseReasons).values({ serviceRequestId: request.id, reason: 4 }),
        'service_request_close_reasons_reason_check',
      );
    });

    it('reject an archived quote that is still shortlisted', async () => {
      const organiser = await createUser(Role.organiser);
      const supplier = await createUser(Role.supplier);
      const request = await createRequest(organiser.id, (await anyService()).id);
      await expectViolation(
        t.db.insert(serviceRequestQuotes).values({
          serviceRequestId: request.id,
          userId: supplier.id,
          message: 'Quote',
          isArchived: 1,
          isShortlisted: 1,
        }),
        'service_request_quotes_archived_not_shortlisted_check',
      );
    });

    it('reject bad plan types, paid free plans, bad promo codes and negative free RFQ numbers', async () => {
      await expectViolation(
        t.db
          .insert(pricingPlans)
          .values({ name: 'X', description: 'X', type: 3, pricePerYear: '1', pricePerMonth: '1' }),
        'pricing_plans_type_check',
      );
      await expectViolation(
        t.db.insert(pricingPlans).values({
          name: 'X',
          description: 'X',
          type: PlanType.free,
          pricePerYear: '12',
          pricePerMonth: '1',
        }),
        'pricing_plans_free_price_check',
      );
      await expectViolation(
        t.db
          .insert(promoCodes)
          .values({ name: 'A', type: PromoType.singleUse, discount: '0', discountDuration: 1 }),
        'promo_codes_discount_check',
      );
      await expectViolation(
        t.db
          .insert(promoCodes)
          .values({ name: 'B', type: PromoType.singleUse, discount: '10', discountDuration: 13 }),
        'promo_codes_discount_duration_check',
      );
      await expectViolation(
        t.db
          .insert(promoCodes)
          .values({ name: 'C', type: PromoType.timeBound, discount: '10', discountDuration: 3 }),
        'promo_codes_dates_check',
      );
      await expectViolation(
        t.db.update(settings).set({ freeRfqNumber: -1 }),
        'settings_free_rfq_number_check',
      );
      await expectViolation(t.db.insert(settings).values({ id: 2 }), 'settings_single_row_check');
    });
  });

  describe('unique constraints', () => {
    it('allow one quote, one notification and one review per supplier and request', async () => {
      const organiser = await createUser(Role.organiser);
      const supplier = await createUser(Role.supplier);
      const request = await createRequest(organiser.id, (await anyService()).id);
      const quote = { serviceRequestId: request.id, userId: supplier.id, message: 'Quote' };
      await t.db.insert(serviceRequestQuotes).values(quote);
      await expectViolation(
        t.db.insert(serviceRequestQuotes).values(quote),
        'service_request_quotes_request_user_unique',
      );
      const notify = { serviceRequestId: request.id, userId: supplier.id };
      await t.db.insert(serviceRequestNotifies).values(notify);
      await expectViolation(
        t.db.insert(serviceRequestNotifies).values(notify),
        'service_request_notifies_request_user_unique',
      );
      const review = {
        serviceRequestId: request.id,
        userId: organiser.id,
        supplierId: supplier.id,
        rate: 5,
        message: 'Great',
      };
      await t.db.insert(serviceRequestReviews).values(review);
      await expectViolation(
        t.db.insert(serviceRequestReviews).values(review),
        'service_request_reviews_request_unique',
      );
    });

    it('allow one selected quote per request', async () => {
      const organiser = await createUser(Role.organiser);
      const request = await createRequest(organiser.id, (await anyService()).id);
      const a = await createUser(Role.supplier);
      const b = await createUser(Role.supplier);
      await t.db
        .insert(serviceRequestQuotes)
        .values({ serviceRequestId: request.id, userId: a.id, message: 'A', isSelected: 1 });
      await expectViolation(
        t.db
          .insert(serviceRequestQuotes)
          .values({ serviceRequestId: request.id, userId: b.id, message: 'B', isSelected: 1 }),
        'service_request_quotes_request_selected_unique',
      );
    });

    it('compare category, service and promo code names regardless of case', async () => {
      const [category] = await t.db.select().from(serviceCategories).limit(1);
      await expectViolation(
        t.db
          .insert(serviceCategories)
          .values({ category: category!.category.toUpperCase(), slug: 'another-slug' }),
        'service_categories_category_unique',
      );
      const service = await anyService();
      await expectViolation(
        t.db.insert(services).values({
          product: service.product.toLowerCase(),
          slug: 'another-slug',
          serviceCategoryId: category!.id,
        }),
        'services_product_lower_unique',
      );
      await t.db
        .insert(promoCodes)
        .values({ name: 'Summer', type: PromoType.singleUse, discount: '10', discountDuration: 1 });
      await expectViolation(
        t.db
          .insert(promoCodes)
          .values({ name: 'SUMMER', type: PromoType.singleUse, discount: '20', discountDuration: 2 }),
        'promo_codes_name_unique',
      );
    });

    it('allow one chat per quote and pair, and one chat without a quote per pair', async () => {
      const organiser = await createUser(Role.organiser);
      const supplier = await createUser(Role.supplier);
      const pair = { organiserId: organiser.id, supplierId: supplier.id };
      await t.db.insert(chats).values(pair);
      await expectViolation(t.db.insert(chats).values(pair), 'chats_quote_pair_unique');
      const request = await createRequest(organiser.id, (await anyService()).id);
      const [quote] = await t.db
        .insert(serviceRequestQuotes)
        .values({ serviceRequestId: request.id, userId: supplier.id, message: 'Q' })
        .returning();
      await t.db.insert(chats).values({ ...pair, serviceRequestQuoteId: quote!.id });
      await expectViolation(
        t.db.insert(chats).values({ ...pair, serviceRequestQuoteId: quote!.id }),
        'chats_quote_pair_unique',
      );
    });

    it('allow one default card and one current subscription per supplier', async () => {
      const supplier = await createUser(Role.supplier);
      const card = { userId: supplier.id, brand: 'visa', lastFour: '4242', isDefault: 1 };
      await t.db.insert(paymentMethods).values({ ...card, stripePaymentMethodId: 'pm_1' });
      await expectViolation(
        t.db.insert(paymentMethods).values({ ...card, stripePaymentMethodId: 'pm_2' }),
        'payment_methods_user_default_unique',
      );
      const sub = { userId: supplier.id, pricingPlanId: 2, period: 'month', price: '15.00' };
      await t.db.insert(subscriptions).values({ ...sub, status: 'canceled' });
      await t.db.insert(subscriptions).values({ ...sub, status: 'active' });
      await expectViolation(
        t.db.insert(subscriptions).values({ ...sub, status: 'trialing' }),
        'subscriptions_user_current_unique',
      );
    });
  });

  describe('deleting', () => {
    /** An organiser's request answered by a supplier, with a chat, a review and the supplier's billing. */
    async function marketplace() {
      const organiser = await createUser(Role.organiser);
      const supplier = await createUser(Role.supplier);
      const other = await createUser(Role.supplier);
      const service = await anyService();
      await t.db
        .insert(supplierProfiles)
        .values({ userId: supplier.id, status: ProfileStatus.approved, pricingPlanId: 3 });
      await t.db.insert(userServices).values({ userId: supplier.id, serviceId: service.id });
      await t.db.insert(supplierImages).values({ userId: supplier.id, path: 'a.jpg' });
      const request = await createRequest(organiser.id, service.id);
      await t.db.insert(serviceRequestNotifies).values([
        { serviceRequestId: request.id, userId: supplier.id },
        { serviceRequestId: request.id, userId: other.id },
      ]);
      const [quote] = await t.db
        .insert(serviceRequestQuotes)
        .values([
          { serviceRequestId: request.id, userId: supplier.id, message: 'Ours', isSelected: 1 },
          { serviceRequestId: request.id, userId: other.id, message: 'Theirs' },
        ])
        .returning();
      await t.db
        .update(serviceRequests)
        .set({ status: RequestStatus.accepted })
        .where(eq(serviceRequests.id, request.id));
      const [chat] = await t.db
        .insert(chats)
        .values({ organiserId: organiser.id, supplierId: supplier.id, serviceRequestQuoteId: quote!.id })
        .returning();
      const [author] = await t.db
        .insert(chatUsers)
        .values([
          { chatId: chat!.id, userId: organiser.id },
          { chatId: chat!.id, userId: supplier.id },
        ])
        .returning();
      const [message] = await t.db
        .insert(messages)
        .values({ chatId: chat!.id, chatUserId: author!.id, text: 'Hello' })
        .returning();
      await t.db.update(chats).set({ lastMessageId: message!.id }).where(eq(chats.id, chat!.id));
      await t.db
        .insert(chatAttachments)
        .values({ messageId: message!.id, fileName: 'plan.pdf', path: 'p', size: 10 });
      await t.db.insert(serviceRequestReviews).values({
        serviceRequestId: request.id,
        userId: organiser.id,
        supplierId: supplier.id,
        rate: 5,
        message: 'Great',
      });
      const [subscription] = await t.db
        .insert(subscriptions)
        .values({ userId: supplier.id, pricingPlanId: 3, period: 'month', status: 'active', price: '25.00' })
        .returning();
      await t.db.insert(payments).values({
        userId: supplier.id,
        subscriptionId: subscription!.id,
        pricingPlanId: 3,
        period: 'month',
        amount: '25.00',
        status: 'succeeded',
      });
      return { organiser, supplier, other, service, request };
    }

    const countOf = (table: Parameters<Db['$count']>[0]) => t.db.$count(table);

    it('a supplier removes their profile, services, quotes, chats and review, but not the request', async () => {
      const { supplier, request } = await marketplace();
      await t.db.delete(users).where(eq(users.id, supplier.id));

      expect(await countOf(supplierProfiles)).toBe(0);
      expect(await countOf(userServices)).toBe(0);
      expect(await countOf(supplierImages)).toBe(0);
      expect(await countOf(serviceRequestQuotes)).toBe(1);
      expect(await countOf(serviceRequestNotifies)).toBe(1);
      expect(await countOf(chats)).toBe(0);
      expect(await countOf(messages)).toBe(0);
      expect(await countOf(chatAttachments)).toBe(0);
      expect(await countOf(serviceRequestReviews)).toBe(0);
      expect(await countOf(subscriptions)).toBe(0);
      expect(await t.db.select({ id: serviceRequests.id }).from(serviceRequests)).toEqual([
        { id: request.id },
      ]);
      // Accounting records stay, without the link to the deleted account.
      expect(
        await t.db
          .select({ userId: payments.userId, subscriptionId: payments.subscriptionId })
          .from(payments),
      ).toEqual([{ userId: null, subscriptionId: null }]);
    });

    it('an organiser removes their requests with every quote, notification, chat and review on them', async () => {
      const { organiser, other } = await marketplace();
      await t.db.delete(users).where(eq(users.id, organiser.id));

      expect(await countOf(serviceRequests)).toBe(0);
      expect(await countOf(serviceRequestQuotes)).toBe(0);
      expect(await countOf(serviceRequestNotifies)).toBe(0);
      expect(await countOf(chats)).toBe(0);
      expect(await countOf(chatUsers)).toBe(0);
      expect(await countOf(serviceRequestReviews)).toBe(0);
      expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, other.id))).toHaveLength(1);
      expect(await countOf(supplierProfiles)).toBe(1);
    });

    it('a service keeps the requests that named it, and a used plan cannot be deleted', async () => {
      const { service } = await marketplace();
      await t.db.delete(services).where(eq(services.id, service.id));
      expect(await t.db.select({ serviceId: serviceRequests.serviceId }).from(serviceRequests)).toEqual([
        { serviceId: null },
      ]);
      expect(await countOf(userServices)).toBe(0);
      await expectViolation(
        t.db.delete(pricingPlans).where(eq(pricingPlans.id, 3)),
        'pricing_plan_id_pricing_plans_id_fk',
      );
    });
  });
  describe('migrations', () => {
    it('create the matching-copy triggers of 0001_user_services_copy', async () => {
      const rows = await queryRows<{ table: string; trigger: string }>(
        t.db,
        sql`select c.relname as "table", t.tgname as "trigger" from pg_trigger t
              join pg_class c on c.oid = t.tgrelid
            where not t.tgisinternal order by 2`,
      );
      expect(rows).toEqual([
        { table: 'pricing_plans', trigger: 'pricing_plans_copy' },
        { table: 'supplier_profiles', trigger: 'supplier_profiles_copy' },
        { table: 'supplier_profiles', trigger: 'supplier_profiles_copy_update' },
        { table: 'user_services', trigger: 'user_services_copy' },
      ]);
    });

    it('0001 applies again over existing triggers and fills the copy of rows written before them', async () => {
      const supplier = await createUser(Role.supplier);
      await t.db.insert(supplierProfiles).values({
        userId: supplier.id,
        status: ProfileStatus.approved,
        latitude: 51.5,
        longitude: -0.12,
        nearby: 25,
      });
      const service = await anyService();
      await t.db.execute(sql`alter table user_services disable trigger user_services_copy`);
      await t.db.insert(userServices).values({ userId: supplier.id, serviceId: service.id });
      await t.db.execute(sql`alter table user_services enable trigger user_services_copy`);
      expect((await t.db.select().from(userServices))[0]).toMatchObject({ listed: false });

      const migration = readFileSync(join(migrationsDir(), '0001_user_services_copy.sql'), 'utf8');
      for (const statement of migration.split('--> statement-breakpoint'))
        await t.db.execute(sql.raw(statement));

      expect((await t.db.select().from(userServices))[0]).toMatchObject({
        listed: true,
        isPremium: false,
        latitude: 51.5,
        longitude: -0.12,
        nearby: 25,
      });
    });
  });
});
