import { eq } from 'drizzle-orm';
import { describe, it } from 'vitest';
import { PlanType, PromoType, Role } from '@marquee/contracts/enums';
import { useTestDatabase } from '../../test/harness';
import { paymentMethods, pricingPlans, promoCodes, subscriptions } from './schema/billing';
import { serviceCategories, services } from './schema/catalogue';
import { chats } from './schema/chats';
import {
  serviceRequestCloseReasons,
  serviceRequestNotifies,
  serviceRequestQuotes,
  serviceRequestReviews,
  serviceRequests,
} from './schema/requests';
import { settings } from './schema/settings';
import { supplierProfiles } from './schema/suppliers';
import { users } from './schema/users';
import { expectViolation, schemaRows } from './schema.test-helpers';

describe('database schema', () => {
  const t = useTestDatabase();
  const { createUser, anyService, createRequest } = schemaRows(t);

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
});
