import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { chatUsers, chats, messages } from '../schema/chats';
import { serviceRequestNotifies, serviceRequestQuotes, serviceRequests } from '../schema/requests';
import { claimLapsedLeads } from '../../modules/offers/offers.repository';
import { demoPlaces } from './demo-data';
import { AnswerBook, answerers, at, dayFrom, forSeason, reachSuppliers } from './demo-matching';
import { demoParties, quoteWriter, type QuotedEvent } from './demo-requests';

type Row = typeof serviceRequests.$inferSelect;

/**
 * Demo data of the supplier's offers (demo version 6, remade in 7), on top of demo-requests.ts (which sends the demo
 * supplier requests it has not answered: new ones, and expired ones another supplier won) and the showcase (its
 * finished, reviewed job: the Accepted tab). Requests of the demo organiser, for marquees in the demo supplier's
 * patch, that put the demo supplier login in every other tab and sub-tab: Offers sent (an answer the organiser
 * never opened before offers closed, given back to its allowance by the fair-lead rule), Call Requested,
 * Discussing (a chat with messages), Declined ('I'm not interested'), and a request whose offers close tomorrow
 * (time left, the reminder). The demo supplier is on the free plan: with its reviewed job, the call and the chat it
 * has used its 3 free answers, so the dashboard shows the upgrade prompt. Each request reaches its suppliers
 * through the requests module's matching; texts fit the season of their dates. Skipped when either demo login is
 * missing or the demo supplier has already declined a request.
 */
export async function seedDemoOffers(db: DbOrTx, now: Date): Promise<void> {
  const parties = await demoParties(db);
  if (!parties) return;
  const { organiser, login, marquee } = parties;
  const [declinedBefore] = await db
    .select({ id: serviceRequestNotifies.id })
    .from(serviceRequestNotifies)
    .where(and(eq(serviceRequestNotifies.userId, login.id), eq(serviceRequestNotifies.isIgnore, 1)))
    .limit(1);
  if (declinedBefore) return;

  const day = (days: number) => dayFrom(now, days);
  const request = (
    place: (typeof demoPlaces)[keyof typeof demoPlaces],
    days: number,
    offersDays: number,
    message: string,
    createdDays: number,
  ) => ({
    userId: organiser.id,
    serviceId: marquee,
    ...place,
    dateFrom: day(days),
    dateUntil: day(days),
    dateOffersUntil: day(offersDays),
    message,
    createdAt: at(now, createdDays),
  });
  const garden = day(35);
  const staff = day(50);
  const school = day(14);
  const rows = await db
    .insert(serviceRequests)
    .values([
      request(
        demoPlaces.marlow,
        35,
        25,
        forSeason(garden, {
          festive:
            'Festive drinks party for 70 guests in a garden near Marlow, early evening: a heated marquee with lighting.',
          summer: 'Summer garden party for 70 guests near Marlow, afternoon into evening.',
          other:
            'Sixtieth birthday lunch for 70 guests in a garden near Marlow, afternoon into evening: a marquee with heating, just in case.',
        }),
        -5,
      ),
      request(
        demoPlaces.burford,
        50,
        40,
        forSeason(staff, {
          festive:
            'Christmas party for 150 staff, Friday evening, in a heated marquee at a farm venue near Burford.',
          summer: 'Summer party for 150 staff, Friday evening, in the grounds of a farm venue near Burford.',
          other: 'Staff party for 150, Friday evening, in a heated marquee at a farm venue near Burford.',
        }),
        -4,
      ),
      request(
        demoPlaces.chippingNorton,
        40,
        30,
        'Team away day for 30 people near Chipping Norton, daytime only: a stretch tent for lunch and workshops.',
        -2,
      ),
      request(
        demoPlaces.bicester,
        20,
        1,
        'Birthday celebration for 90 guests in a paddock near Bicester; we need offers quickly.',
        -1,
      ),
      request(
        demoPlaces.witney,
        14,
        -7,
        forSeason(school, {
          festive:
            'Christmas fair for 100 visitors at a village school near Witney: a marquee for stalls and teas.',
          summer:
            'Summer fete for 100 visitors at a village school near Witney: a marquee for teas and displays.',
          other:
            'Open day for 100 visitors at a village school near Witney: a marquee for teas and displays.',
        }),
        -12,
      ),
    ])
    .returning();
  if (rows.length !== 5) throw new Error('The demo offers were not all written');
  // The fourth, closing tomorrow, stays in New requests, unanswered.
  const [called, discussing, declined, , lapsed] = rows as [Row, Row, Row, Row, Row];

  const reached = await reachSuppliers(db, rows);
  const reachedLogin = (r: Row) => reached.get(r.id)?.some((s) => s.userId === login.id) ?? false;
  if (!rows.every(reachedLogin)) return;
  const book = await AnswerBook.load(db);
  const write = await quoteWriter(db, organiser.name);
  const tent = (r: Row, event: string, guests: number, place: string): QuotedEvent => ({
    event,
    guests,
    date: r.dateFrom,
    place,
    product: 'a marquee',
  });
  const answer = async (
    r: Row,
    supplierId: number,
    on: QuotedEvent,
    price: number,
    days: number,
    turn: number,
    extra: Partial<typeof serviceRequestQuotes.$inferInsert> = {},
  ) => {
    book.answer(supplierId);
    const [row] = await db
      .insert(serviceRequestQuotes)
      .values({
        serviceRequestId: r.id,
        userId: supplierId,
        ...(await write(supplierId, on, price, turn)),
        createdAt: at(now, days),
        ...extra,
      })
      .returning({ id: serviceRequestQuotes.id });
    return row!.id;
  };

  // Offers sent: answered twelve days ago, never opened before offers closed a week ago; the hourly fair-lead job
  // gave the answer back two days later (the same marking, run at that moment, without its e-mail).
  const fair = tent(
    lapsed,
    forSeason(school, { festive: 'Christmas fair', summer: 'summer fete', other: 'open day' }),
    100,
    'Witney',
  );
  await answer(lapsed, login.id, fair, 980, -11, 1);
  const [other] = answerers(book, reached.get(lapsed.id) ?? [], 1, [login.id]);
  if (other) await answer(lapsed, other, fair, 1150, -10, 2);
  for (const given of await claimLapsedLeads(db, at(now, -5))) book.giveBack(given.supplier_id);

  // Call Requested: the organiser opened the answer and asked for a call yesterday; a competitor answered too.
  const gardenEvent = forSeason(garden, {
    festive: 'festive drinks party',
    summer: 'summer garden party',
    other: 'sixtieth birthday lunch',
  });
  await answer(called, login.id, tent(called, gardenEvent, 70, 'Marlow'), 2450, -4, 3, {
    isViewed: 1,
    viewedAt: at(now, -3),
    callRequestedAt: at(now, -1),
  });
  const [rival] = answerers(book, reached.get(called.id) ?? [], 1, [login.id]);
  if (rival) await answer(called, rival, tent(called, gardenEvent, 70, 'Marlow'), 2700, -4.2, 0);
  await db
    .update(serviceRequestNotifies)
    .set({ callRequestedAt: at(now, -1) })
    .where(
      and(
        eq(serviceRequestNotifies.serviceRequestId, called.id),
        eq(serviceRequestNotifies.userId, login.id),
      ),
    );

  // Discussing: shortlisted, with a chat about the quote.
  const staffEvent = forSeason(staff, {
    festive: 'Christmas party',
    summer: 'summer party',
    other: 'staff party',
  });
  const chatQuote = await answer(
    discussing,
    login.id,
    tent(discussing, staffEvent, 150, 'Burford'),
    4100,
    -3.5,
    2,
    {
      isViewed: 1,
      viewedAt: at(now, -3),
      isShortlisted: 1,
    },
  );

  // Declined: 'I'm not interested'.
  await db
    .update(serviceRequestNotifies)
    .set({ isIgnore: 1 })
    .where(
      and(
        eq(serviceRequestNotifies.serviceRequestId, declined.id),
        eq(serviceRequestNotifies.userId, login.id),
      ),
    );

  const [chat] = await db
    .insert(chats)
    .values({ serviceRequestQuoteId: chatQuote, organiserId: organiser.id, supplierId: login.id })
    .returning({ id: chats.id });
  const members = await db
    .insert(chatUsers)
    .values([
      { chatId: chat!.id, userId: organiser.id },
      { chatId: chat!.id, userId: login.id },
    ])
    .returning({ id: chatUsers.id, userId: chatUsers.userId });
  const memberOf = (userId: number) => members.find((m) => m.userId === userId)!.id;
  const [question, reply] = forSeason(staff, {
    festive: [
      'Could you also bring festive decorations for the entrance?',
      'Certainly, we can add those for £250. Shall I update the quote?',
    ],
    summer: [
      'Could you also hang festoon lighting along the path to the entrance?',
      'Certainly, we can add that for £250. Shall I update the quote?',
    ],
    other: [
      'Could you also light the path from the car park to the entrance?',
      'Certainly, we can add that for £250. Shall I update the quote?',
    ],
  });
  const sent = await db
    .insert(messages)
    .values([
      { chatId: chat!.id, chatUserId: memberOf(organiser.id), text: question, createdAt: at(now, -2) },
      { chatId: chat!.id, chatUserId: memberOf(login.id), text: reply, createdAt: at(now, -1.5) },
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
