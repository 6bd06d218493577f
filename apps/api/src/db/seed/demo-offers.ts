import { and, asc, eq, ne } from 'drizzle-orm';
import { ProfileStatus, RequestStatus } from '@marquee/contracts/enums';
import type { DbOrTx } from '../client';
import { chatUsers, chats, messages } from '../schema/chats';
import { serviceRequestNotifies, serviceRequestQuotes, serviceRequests } from '../schema/requests';
import { supplierProfiles } from '../schema/suppliers';
import { at, dayFrom, demoParties, LONDON } from './demo-requests';

/**
 * Demo data of the supplier's offers (demo version 6), on top of demo-requests.ts (which gives the demo supplier a
 * request to answer, one answered and three expired): requests of the demo organiser that put the demo supplier
 * login in every other tab and sub-tab — Call Requested, Discussing (a chat with messages), Accepted (selected),
 * Declined ('I'm not interested'), and a request whose offers close tomorrow (time left, the reminder). The demo
 * supplier is on the free plan and has used its 3 free answers here, so the dashboard shows the upgrade prompt.
 * Skipped when either demo login is missing or the demo supplier has already declined a request.
 */
export async function seedDemoOffers(db: DbOrTx, now: Date): Promise<void> {
  const parties = await demoParties(db);
  if (!parties) return;
  const { organiser, login, own } = parties;
  const [declinedBefore] = await db
    .select({ id: serviceRequestNotifies.id })
    .from(serviceRequestNotifies)
    .where(and(eq(serviceRequestNotifies.userId, login.id), eq(serviceRequestNotifies.isIgnore, 1)))
    .limit(1);
  if (declinedBefore) return;
  const peers = (
    await db
      .select({ id: supplierProfiles.userId })
      .from(supplierProfiles)
      .where(and(eq(supplierProfiles.status, ProfileStatus.approved), ne(supplierProfiles.userId, login.id)))
      .orderBy(asc(supplierProfiles.userId))
      .limit(3)
  ).map((p) => p.id);
  if (peers.length < 3) return;

  const request = (days: number, message: string, createdDays: number, extra = {}) => ({
    userId: organiser.id,
    serviceId: own.serviceId,
    ...LONDON,
    dateFrom: dayFrom(now, days),
    dateUntil: dayFrom(now, days),
    dateOffersUntil: dayFrom(now, Math.max(1, days - 10)),
    message,
    createdAt: at(now, createdDays),
    ...extra,
  });
  const [called, discussing, won, declined, closing] = (
    await db
      .insert(serviceRequests)
      .values([
        request(35, 'Garden party for 70 guests in Richmond, afternoon into evening.', -5),
        request(50, 'Christmas party for 150 staff, Friday evening, venue already booked in Shoreditch.', -4),
        request(25, 'Anniversary dinner for 40 guests in a private room, Saturday night.', -12, {
          status: RequestStatus.accepted,
          acceptedAt: at(now, -3),
        }),
        request(40, 'Team away day for 30 people near Greenwich, daytime only.', -2),
        request(20, 'Birthday celebration for 90 guests, offers wanted quickly.', -1, {
          dateOffersUntil: dayFrom(now, 1),
        }),
      ])
      .returning({ id: serviceRequests.id })
  ).map((r) => r.id) as [number, number, number, number, number];

  await db.insert(serviceRequestNotifies).values([
    ...[called, discussing, won, declined, closing].map((serviceRequestId) => ({
      serviceRequestId,
      userId: login.id,
      emailedAt: now,
      ...(serviceRequestId === called && { callRequestedAt: at(now, -1) }),
      ...(serviceRequestId === declined && { isIgnore: 1 }),
    })),
    ...peers.flatMap((userId) =>
      [called, discussing, won, closing].map((serviceRequestId) => ({
        serviceRequestId,
        userId,
        emailedAt: now,
      })),
    ),
  ]);
  const message =
    'Thank you for thinking of us. We have run many events of this size and can cover everything you describe; the price includes set-up, staffing on the day and clearing away.';
  const quotes = await db
    .insert(serviceRequestQuotes)
    .values([
      {
        serviceRequestId: called,
        userId: login.id,
        message,
        price: '2450.00',
        isViewed: 1,
        viewedAt: at(now, -3),
        callRequestedAt: at(now, -1),
        createdAt: at(now, -4),
      },
      {
        serviceRequestId: discussing,
        userId: login.id,
        message,
        price: '4100.00',
        isViewed: 1,
        viewedAt: at(now, -3),
        isShortlisted: 1,
        createdAt: at(now, -3.5),
      },
      {
        serviceRequestId: won,
        userId: login.id,
        message,
        price: '1300.00',
        isViewed: 1,
        viewedAt: at(now, -9),
        isSelected: 1,
        selectedAt: at(now, -3),
        createdAt: at(now, -10),
      },
      { serviceRequestId: called, userId: peers[0]!, message, price: '2700.00', createdAt: at(now, -4) },
      {
        serviceRequestId: won,
        userId: peers[1]!,
        message,
        isViewed: 1,
        viewedAt: at(now, -9),
        createdAt: at(now, -11),
      },
    ])
    .returning({ id: serviceRequestQuotes.id, requestId: serviceRequestQuotes.serviceRequestId });
  const chatQuote = quotes.find((q) => q.requestId === discussing)!;

  // The Discussing sub-tab: a chat about the quote, with the organiser's question and the supplier's answer.
  const [chat] = await db
    .insert(chats)
    .values({ serviceRequestQuoteId: chatQuote.id, organiserId: organiser.id, supplierId: login.id })
    .returning({ id: chats.id });
  const members = await db
    .insert(chatUsers)
    .values([
      { chatId: chat!.id, userId: organiser.id },
      { chatId: chat!.id, userId: login.id },
    ])
    .returning({ id: chatUsers.id, userId: chatUsers.userId });
  const memberOf = (userId: number) => members.find((m) => m.userId === userId)!.id;
  const sent = await db
    .insert(messages)
    .values([
      {
        chatId: chat!.id,
        chatUserId: memberOf(organiser.id),
        text: 'Could you also bring festive decorations for the entrance?',
        createdAt: at(now, -2),
      },
      {
        chatId: chat!.id,
        chatUserId: memberOf(login.id),
        text: 'Certainly, we can add those for £250. Shall I update the quote?',
        createdAt: at(now, -1.5),
      },
    ])
    .returning({ id: messages.id });
  const last = sent[sent.length - 1]!;
  await db
    .update(chats)
    .set({ lastMessageId: last.id, lastMessageAt: at(now, -1.5) })
    .where(eq(chats.id, chat!.id));
  await db
    .update(chatUsers)
    .set({ lastReadMessageId: last.id })
    .where(and(eq(chatUsers.chatId, chat!.id), eq(chatUsers.userId, login.id)));
}
