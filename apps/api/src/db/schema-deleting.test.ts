import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProfileStatus, RequestStatus, Role } from '@marquee/contracts/enums';
import { useTestDatabase } from '../../test/harness';
import { queryRows, type Db } from './client';
import { migrationsDir } from '../lib/paths';
import { payments, pricingPlans, subscriptions } from './schema/billing';
import { services } from './schema/catalogue';
import { chatAttachments, chatUsers, chats, messages } from './schema/chats';
import {
  serviceRequestNotifies,
  serviceRequestQuotes,
  serviceRequestReviews,
  serviceRequests,
} from './schema/requests';
import { supplierImages, supplierProfiles, userServices } from './schema/suppliers';
import { users } from './schema/users';
import { expectViolation, schemaRows } from './schema.test-helpers';

describe('database schema: deleting and migrations', () => {
  const t = useTestDatabase();
  const { createUser, anyService, createRequest } = schemaRows(t);

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

    it('an organiser removes their chats; their requests, quotes and review stay without them (0068)', async () => {
      const { organiser, other } = await marketplace();
      await t.db.delete(users).where(eq(users.id, organiser.id));

      expect(await t.db.select({ userId: serviceRequests.userId }).from(serviceRequests)).toEqual([
        { userId: null },
      ]);
      expect(await countOf(serviceRequestQuotes)).toBe(2);
      expect(await countOf(serviceRequestNotifies)).toBe(2);
      expect(await countOf(chats)).toBe(0);
      expect(await countOf(chatUsers)).toBe(0);
      expect(await t.db.select({ userId: serviceRequestReviews.userId }).from(serviceRequestReviews)).toEqual(
        [{ userId: null }],
      );
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
    it('create the matching-copy triggers of 0001, the admin list counters of 0013 and the health facts of 0018', async () => {
      const rows = await queryRows<{ table: string; trigger: string }>(
        t.db,
        sql`select c.relname as "table", t.tgname as "trigger" from pg_trigger t
              join pg_class c on c.oid = t.tgrelid
            where not t.tgisinternal order by 2`,
      );
      expect(rows).toEqual([
        { table: 'pricing_plans', trigger: 'pricing_plans_copy' },
        { table: 'service_request_close_reasons', trigger: 'service_request_close_reasons_facts' },
        { table: 'service_request_notifies', trigger: 'service_request_notifies_count_delete' },
        { table: 'service_request_notifies', trigger: 'service_request_notifies_count_insert' },
        { table: 'service_request_notifies', trigger: 'service_request_notifies_facts' },
        { table: 'service_request_quotes', trigger: 'service_request_quotes_count_delete' },
        { table: 'service_request_quotes', trigger: 'service_request_quotes_count_insert' },
        { table: 'service_request_quotes', trigger: 'service_request_quotes_facts' },
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
