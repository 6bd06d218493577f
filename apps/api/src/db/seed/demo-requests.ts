import { and, asc, eq, ne } from 'drizzle-orm';
import { CloseReason, ProfileStatus, RequestStatus } from '@marquee/contracts/enums';
import type { DbOrTx } from '../client';
import {
  serviceRequestCloseReasons,
  serviceRequestNotifies,
  serviceRequestQuotes,
  serviceRequestReviews,
  serviceRequests,
} from '../schema/requests';
import { services } from '../schema/catalogue';
import { supplierProfiles, userServices } from '../schema/suppliers';
import { users } from '../schema/users';

const DEMO_ORGANISER_LOGIN = 'organiser@marquee.test';
const DEMO_SUPPLIER_LOGIN = 'supplier@marquee.test';
const DAY = 86_400_000;
export const LONDON = { location: 'London, UK', latitude: 51.5074, longitude: -0.1278 };

/** The day `days` from `now`, 'yyyy-mm-dd', and the moment. */
export const dayFrom = (now: Date, days: number) =>
  new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
export const at = (now: Date, days: number) => new Date(now.getTime() + days * DAY);

/** The demo organiser and supplier logins and the supplier's first service; null when one is missing. */
export async function demoParties(db: DbOrTx) {
  const [organiser] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ORGANISER_LOGIN));
  const [login] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SUPPLIER_LOGIN));
  if (!organiser || !login) return null;
  const [own] = await db
    .select({ serviceId: userServices.serviceId })
    .from(userServices)
    .where(eq(userServices.userId, login.id))
    .orderBy(asc(userServices.id))
    .limit(1);
  return own ? { organiser, login, own } : null;
}

/**
 * Demo data of requests for quotes (demo version 5): the demo organiser gets live requests in every tab — two active
 * ones (one from a two-service brief) with quotes that are NEW, viewed, shortlisted with a price, archived; an
 * accepted one; a finished one with its review; a finished one closed without a supplier ('Not selected'). The demo
 * supplier login quotes on the first. A few dozen rows, so the seed stays fast. Skipped when the demo organiser is
 * missing or already has an active request.
 */
export async function seedDemoRequests(db: DbOrTx, now: Date): Promise<void> {
  const parties = await demoParties(db);
  if (!parties) return;
  const { organiser, login, own } = parties;
  const [existing] = await db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.userId, organiser.id), eq(serviceRequests.status, RequestStatus.active)))
    .limit(1);
  if (existing) return;

  // The other approved suppliers who offer the demo supplier's first service.
  const peers = (
    await db
      .select({ id: supplierProfiles.userId })
      .from(supplierProfiles)
      .innerJoin(userServices, eq(userServices.userId, supplierProfiles.userId))
      .where(
        and(
          eq(supplierProfiles.status, ProfileStatus.approved),
          eq(userServices.serviceId, own.serviceId),
          ne(supplierProfiles.userId, login.id),
        ),
      )
      .orderBy(asc(supplierProfiles.userId))
      .limit(5)
  ).map((p) => p.id);
  const others = (
    await db
      .select({ id: supplierProfiles.userId })
      .from(supplierProfiles)
      .where(and(eq(supplierProfiles.status, ProfileStatus.approved), ne(supplierProfiles.userId, login.id)))
      .orderBy(asc(supplierProfiles.userId))
      .limit(8)
  ).map((p) => p.id);
  const suppliers = [...new Set([...peers, ...others])];
  if (suppliers.length < 5) return;
  const [second] = await db
    .select({ id: services.id })
    .from(services)
    .where(ne(services.id, own.serviceId))
    .orderBy(asc(services.id))
    .limit(1);
  const base = (days: number) => ({
    userId: organiser.id,
    ...LONDON,
    dateFrom: dayFrom(now, days),
    dateUntil: dayFrom(now, days + 1),
    dateOffersUntil: dayFrom(now, Math.max(1, days - 14)),
  });
  const brief = crypto.randomUUID();
  const rows = await db
    .insert(serviceRequests)
    .values([
      {
        ...base(45),
        serviceId: own.serviceId,
        message:
          'Summer party for 120 guests in a riverside garden. We need the full package from 6pm to midnight, with a set-up the afternoon before. Please include travel and any extras in your quote.',
        createdAt: at(now, -3),
      },
      {
        ...base(60),
        serviceId: own.serviceId,
        groupId: brief,
        message: 'Company awards evening for 200 guests, black tie, central London.',
        note: 'Stage and lighting included, please',
        createdAt: at(now, -1),
      },
      {
        ...base(60),
        serviceId: second?.id ?? own.serviceId,
        groupId: brief,
        message: 'Company awards evening for 200 guests, black tie, central London.',
        createdAt: at(now, -1),
      },
      {
        ...base(30),
        serviceId: own.serviceId,
        status: RequestStatus.accepted,
        acceptedAt: at(now, -2),
        message: 'Wedding reception for 80 guests in a country house.',
        createdAt: at(now, -10),
      },
      {
        ...base(-20),
        dateOffersUntil: dayFrom(now, -30),
        serviceId: own.serviceId,
        status: RequestStatus.finished,
        acceptedAt: at(now, -31),
        closedAt: at(now, -18),
        message: 'Product launch for 60 guests, a single evening.',
        createdAt: at(now, -40),
      },
      {
        ...base(-10),
        dateOffersUntil: dayFrom(now, -20),
        serviceId: own.serviceId,
        status: RequestStatus.finished,
        closedAt: at(now, -12),
        message: 'Charity quiz night, 50 guests.',
        createdAt: at(now, -30),
      },
    ])
    .returning({ id: serviceRequests.id });
  const [active, awards, , accepted, finished, notSelected] = rows.map((r) => r.id) as number[];
  const [s1, s2, s3, s4, s5] = suppliers as [number, number, number, number, number];

  // Every request reached the demo supplier and the peers (the supplier side's offers).
  await db
    .insert(serviceRequestNotifies)
    .values(
      rows.flatMap((r) =>
        [login.id, ...suppliers.slice(0, 5)].map((userId) => ({
          serviceRequestId: r.id,
          userId,
          emailedAt: now,
        })),
      ),
    )
    .onConflictDoNothing();
  const quote = (
    serviceRequestId: number,
    userId: number,
    days: number,
    extra: Partial<typeof serviceRequestQuotes.$inferInsert> = {},
  ) => ({
    serviceRequestId,
    userId,
    message:
      'Thank you for your request. We have done many events like this and would love to help: our quote covers set-up, the evening itself and clearing away.',
    createdAt: at(now, days),
    ...extra,
  });
  const quotes = await db
    .insert(serviceRequestQuotes)
    .values([
      quote(active!, login.id, -2, { price: '1850.00' }),
      quote(active!, s1, -2, { isViewed: 1, isShortlisted: 1, price: '2100.00' }),
      quote(active!, s2, -1, { isViewed: 1, price: '1640.00' }),
      quote(active!, s3, -1, { isViewed: 1, isArchived: 1 }),
      quote(active!, s4, 0),
      quote(awards!, s2, 0, { price: '3200.00' }),
      quote(accepted!, s1, -8, { isViewed: 1 }),
      quote(accepted!, s5, -7, { isViewed: 1, isSelected: 1, selectedAt: at(now, -2) }),
      quote(finished!, s3, -38, { isViewed: 1, isSelected: 1, selectedAt: at(now, -31) }),
      quote(notSelected!, s4, -28, { isViewed: 1 }),
    ])
    .returning({ id: serviceRequestQuotes.id, requestId: serviceRequestQuotes.serviceRequestId });
  const finishedQuote = quotes.find((q) => q.requestId === finished)!;
  await db.insert(serviceRequestCloseReasons).values([
    {
      serviceRequestId: finished!,
      reason: CloseReason.fulfilledThroughMarquee,
      serviceRequestQuoteId: finishedQuote.id,
    },
    { serviceRequestId: notSelected!, reason: CloseReason.noLongerRequired },
  ]);
  await db.insert(serviceRequestReviews).values({
    serviceRequestId: finished!,
    userId: organiser.id,
    supplierId: s3,
    rate: 5,
    message: 'Everything arrived on time and the guests loved it. We will book again.',
    createdAt: at(now, -15),
  });
}
