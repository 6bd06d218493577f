import { and, eq, inArray } from 'drizzle-orm';
import { CloseReason, RequestStatus } from '@marquee/contracts/enums';
import type { DbOrTx } from '../client';
import {
  serviceRequestCloseReasons,
  serviceRequestQuotes,
  serviceRequestReviews,
  serviceRequests,
} from '../schema/requests';
import { services } from '../schema/catalogue';
import { users } from '../schema/users';
import { demoPlaces, quoteMessages, withArticle } from './demo-data';
import {
  AnswerBook,
  answerers,
  at,
  dayFrom,
  fill,
  forSeason,
  longDay,
  pounds,
  reachSuppliers,
} from './demo-matching';

type Row = typeof serviceRequests.$inferSelect;

const DEMO_ORGANISER_LOGIN = 'organiser@marquee.test';
const DEMO_SUPPLIER_LOGIN = 'supplier@marquee.test';

/** The demo organiser and supplier logins and the services their requests are for; null when one is missing. */
export async function demoParties(db: DbOrTx) {
  const [organiser] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, DEMO_ORGANISER_LOGIN));
  const [login] = await db
    .select({ id: users.id, name: users.name, company: users.companyName })
    .from(users)
    .where(eq(users.email, DEMO_SUPPLIER_LOGIN));
  const found = await db
    .select({ id: services.id, product: services.product })
    .from(services)
    .where(inArray(services.product, ['Marquee Hire', 'Stage Lighting Hire']));
  const marquee = found.find((s) => s.product === 'Marquee Hire');
  const lighting = found.find((s) => s.product === 'Stage Lighting Hire');
  if (!organiser || !login || !marquee || !lighting) return null;
  return { organiser, login, marquee: marquee.id, lighting: lighting.id };
}

export type DemoParties = NonNullable<Awaited<ReturnType<typeof demoParties>>>;

/** What a quote's text is filled with besides the supplier: the request's event, guests, date and place. */
export interface QuotedEvent {
  event: string;
  guests: number;
  date: string;
  place: string;
  product: string;
}

/**
 * A supplier's quote on a demo request: one of the ways suppliers word a quote (demo-data.ts), in their name, with
 * the price in the text and in the price field. `turn` picks the wording, so quotes side by side read differently.
 */
export async function quoteWriter(db: DbOrTx, organiserName: string) {
  const people = new Map<number, { first: string; company: string }>();
  return async (
    supplierId: number,
    on: QuotedEvent,
    price: number,
    turn: number,
  ): Promise<{ message: string; price: string }> => {
    if (!people.has(supplierId)) {
      const [row] = await db
        .select({ name: users.name, company: users.companyName })
        .from(users)
        .where(eq(users.id, supplierId));
      people.set(supplierId, {
        first: (row?.name ?? '').split(' ')[0] ?? '',
        company: row?.company ?? row?.name ?? '',
      });
    }
    const who = people.get(supplierId)!;
    const message = fill(quoteMessages[turn % quoteMessages.length] as string, {
      organiser: organiserName.split(' ')[0] ?? organiserName,
      event: on.event,
      anEvent: withArticle(on.event),
      guests: String(on.guests),
      date: longDay(on.date),
      place: on.place,
      product: on.product,
      price: pounds(price),
      first: who.first,
      company: who.company,
    });
    return { message, price: price.toFixed(2) };
  };
}

/**
 * Demo data of requests for quotes (demo version 5, remade in 7): the demo organiser's requests in every tab, for
 * marquees in the Thames Valley and the Cotswolds — two active ones (one from a two-service brief) with quotes that
 * are NEW, viewed, shortlisted and archived; an accepted one; a finished one with its review; a finished one closed
 * without a supplier ('Not selected'). Each reaches its suppliers through the requests module's matching, the demo
 * supplier login among them (it answers none of these: its allowance goes on demo-offers.ts), and the quotes come
 * from the nearest of those who may answer, each priced and worded its own way. Dates follow the seeding day, and a
 * request's text fits its season. Skipped when the demo organiser is missing or already has an active request.
 */
export async function seedDemoRequests(db: DbOrTx, now: Date): Promise<void> {
  const parties = await demoParties(db);
  if (!parties) return;
  const { organiser, login, marquee, lighting } = parties;
  const [existing] = await db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.userId, organiser.id), eq(serviceRequests.status, RequestStatus.active)))
    .limit(1);
  if (existing) return;

  const day = (days: number) => dayFrom(now, days);
  const party = day(45);
  const partyEvent = forSeason(party, {
    festive: 'Christmas party',
    summer: 'summer party',
    other: 'fortieth birthday party',
  });
  const brief = crypto.randomUUID();
  const awards =
    'Company awards evening for 200 guests, black tie, in the grounds of a country house near Woodstock. Drinks ' +
    'from 6.30pm, then dinner, the awards and dancing until midnight.';
  const rows = await db
    .insert(serviceRequests)
    .values([
      {
        userId: organiser.id,
        serviceId: marquee,
        ...demoPlaces.henley,
        dateFrom: party,
        dateUntil: party,
        dateOffersUntil: day(31),
        message: forSeason(party, {
          festive:
            'Christmas party for 120 staff in a heated marquee on a riverside lawn near Henley-on-Thames. We need the full package from 6pm to midnight: lining, flooring, lighting and heating, set up the afternoon before. Please include travel and any extras in your quote.',
          summer:
            'Summer party for 120 guests in a riverside garden near Henley-on-Thames. We need the full package from 6pm to midnight, with set-up the afternoon before. Please include travel and any extras in your quote.',
          other:
            'Fortieth birthday party for 120 guests in a riverside garden near Henley-on-Thames. We need a heated marquee with lining, flooring and lighting from 6pm to midnight, set up the afternoon before. Please include travel and any extras in your quote.',
        }),
        createdAt: at(now, -3),
      },
      {
        userId: organiser.id,
        serviceId: marquee,
        groupId: brief,
        ...demoPlaces.woodstock,
        dateFrom: day(60),
        dateUntil: day(60),
        dateOffersUntil: day(46),
        message: awards,
        note: 'A clear-span marquee with a stage at one end, please',
        createdAt: at(now, -1),
      },
      {
        userId: organiser.id,
        serviceId: lighting,
        groupId: brief,
        ...demoPlaces.woodstock,
        dateFrom: day(60),
        dateUntil: day(60),
        dateOffersUntil: day(46),
        message: awards,
        note: 'Stage lighting for the awards, and uplighting around the marquee',
        createdAt: at(now, -1),
      },
      {
        userId: organiser.id,
        serviceId: marquee,
        ...demoPlaces.abingdon,
        dateFrom: day(30),
        dateUntil: day(30),
        dateOffersUntil: day(16),
        status: RequestStatus.accepted,
        acceptedAt: at(now, -2),
        message:
          'Wedding reception for 80 guests in a country house garden near Abingdon: a marquee with a dance floor, lining and lighting, set up the day before.',
        createdAt: at(now, -10),
      },
      {
        userId: organiser.id,
        serviceId: marquee,
        ...demoPlaces.thame,
        dateFrom: day(-20),
        dateUntil: day(-20),
        dateOffersUntil: day(-30),
        status: RequestStatus.finished,
        acceptedAt: at(now, -31),
        closedAt: at(now, -18),
        message:
          'Product launch for 60 guests, a single evening in a walled garden in Thame: a small marquee with a bar area.',
        createdAt: at(now, -40),
      },
      {
        userId: organiser.id,
        serviceId: marquee,
        ...demoPlaces.wallingford,
        dateFrom: day(-10),
        dateUntil: day(-10),
        dateOffersUntil: day(-20),
        status: RequestStatus.finished,
        closedAt: at(now, -12),
        message:
          'Charity quiz night for 50 guests in a village field near Wallingford: a small marquee with tables, chairs and lighting.',
        createdAt: at(now, -30),
      },
    ])
    .returning();
  if (rows.length !== 6) throw new Error('The demo requests were not all written');
  const [active, awardsTent, awardsLight, accepted, finished, notSelected] = rows as [
    Row,
    Row,
    Row,
    Row,
    Row,
    Row,
  ];

  const reached = await reachSuppliers(db, rows);
  const book = await AnswerBook.load(db);
  const write = await quoteWriter(db, organiser.name);
  const pick = (request: Row, count: number) => {
    const chosen = answerers(book, reached.get(request.id) ?? [], count, [login.id]);
    for (const id of chosen) book.answer(id);
    return chosen;
  };
  const tent = (event: string, guests: number, date: string, place: string): QuotedEvent => ({
    event,
    guests,
    date,
    place,
    product: 'a marquee',
  });

  type QuoteRow = typeof serviceRequestQuotes.$inferInsert;
  const quotes: QuoteRow[] = [];
  let turn = 0;
  const quote = async (
    request: Row,
    supplierId: number,
    on: QuotedEvent,
    price: number,
    days: number,
    extra: Partial<QuoteRow> = {},
  ) => {
    const opened = extra.isViewed === 1 ? { viewedAt: at(now, Math.min(days + 0.4, -0.1)) } : {};
    quotes.push({
      serviceRequestId: request.id,
      userId: supplierId,
      ...(await write(supplierId, on, price, turn++)),
      createdAt: at(now, days),
      ...opened,
      ...extra,
    });
  };

  // The busiest active request: four answers, from the nearest suppliers who may still answer.
  const henley = tent(partyEvent, 120, party, 'Henley-on-Thames');
  const [a1, a2, a3, a4] = pick(active, 4);
  if (a1) await quote(active, a1, henley, 2100, -2, { isViewed: 1, isShortlisted: 1 });
  if (a2) await quote(active, a2, henley, 1640, -1.5, { isViewed: 1 });
  if (a3) await quote(active, a3, henley, 2380, -1, { isViewed: 1, isArchived: 1 });
  if (a4) await quote(active, a4, henley, 1960, -0.2);
  const [t1] = pick(awardsTent, 1);
  if (t1) await quote(awardsTent, t1, tent('awards evening', 200, day(60), 'Woodstock'), 5400, -0.5);
  const [l1] = pick(awardsLight, 1);
  if (l1) {
    const lights = {
      event: 'awards evening',
      guests: 200,
      date: day(60),
      place: 'Woodstock',
      product: 'stage lighting and uplighting',
    };
    await quote(awardsLight, l1, lights, 3200, -0.3);
  }
  const wedding = tent('wedding reception', 80, day(30), 'Abingdon');
  const [w1, w2] = pick(accepted, 2);
  if (w1) await quote(accepted, w1, wedding, 2900, -8, { isViewed: 1 });
  if (w2) {
    await quote(accepted, w2, wedding, 2650, -7, {
      isViewed: 1,
      isShortlisted: 1,
      isSelected: 1,
      selectedAt: at(now, -2),
    });
  }
  const [f1] = pick(finished, 1);
  if (f1) {
    await quote(finished, f1, tent('product launch', 60, day(-20), 'Thame'), 1450, -38, {
      isViewed: 1,
      isSelected: 1,
      selectedAt: at(now, -31),
    });
  }
  const [n1] = pick(notSelected, 1);
  if (n1)
    await quote(notSelected, n1, tent('charity quiz night', 50, day(-10), 'Wallingford'), 780, -28, {
      isViewed: 1,
    });
  const written = quotes.length > 0 ? await db.insert(serviceRequestQuotes).values(quotes).returning() : [];

  // The accepted request's selected supplier, the finished ones' close reasons and the review.
  if (!w2)
    await db
      .update(serviceRequests)
      .set({ status: RequestStatus.active, acceptedAt: null })
      .where(eq(serviceRequests.id, accepted.id));
  const finishedQuote = written.find((q) => q.serviceRequestId === finished.id);
  await db.insert(serviceRequestCloseReasons).values([
    {
      serviceRequestId: finished.id,
      reason: finishedQuote ? CloseReason.fulfilledThroughMarquee : CloseReason.noLongerRequired,
      serviceRequestQuoteId: finishedQuote?.id ?? null,
      createdAt: at(now, -18),
    },
    { serviceRequestId: notSelected.id, reason: CloseReason.noLongerRequired, createdAt: at(now, -12) },
  ]);
  if (finishedQuote && f1) {
    await db.insert(serviceRequestReviews).values({
      serviceRequestId: finished.id,
      userId: organiser.id,
      supplierId: f1,
      rate: 5,
      message:
        'Everything arrived on time, the marquee looked wonderful in the walled garden and the guests loved it. We will book again.',
      createdAt: at(now, -15),
    });
  }
}
