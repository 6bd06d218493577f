import { Faker, base, en, en_GB } from '@faker-js/faker';
import { inArray, sql } from 'drizzle-orm';
import { CloseReason, RequestStatus } from '@marquee/contracts/enums';
import type { DbOrTx } from '../client';
import {
  serviceRequestCloseReasons,
  serviceRequestNotifies,
  serviceRequestQuotes,
  serviceRequestReviews,
  serviceRequests,
} from '../schema/requests';
import { supplierImages, supplierProfiles } from '../schema/suppliers';
import { users } from '../schema/users';
import {
  categoryShowcase,
  eventsOfServices,
  quoteMessages,
  requestEvents,
  requestMessages,
  reviewMessages,
  withArticle,
  type DemoCity,
} from './demo-data';
import { fill, pounds, reachSuppliers } from './demo-matching';

/**
 * What makes the demo directory look lived in: logos, covers and 'Examples of our work' (self-made SVGs served
 * by the web app from /images/demo/suppliers), sustainability credentials, and reviews. A review needs a
 * finished request (spec 3, 4): each one is an organiser's past request (status 30) that the supplier was sent,
 * quoted for and was selected on, closed as fulfilled through Marquee, then reviewed.
 */

/** Where the demo artwork lives in apps/web/public (addressed as they are: see Storage.url in modules/storage). */
export const DEMO_IMAGE_DIR = '/images/demo/suppliers';
const FAKER_SEED = 20_250_615;
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** A demo supplier as the showcase needs it (built by buildDemoData, nothing read from the database). */
export interface ShowcaseSupplier {
  email: string;
  name: string;
  companyName: string;
  /** Slug of the supplier's category (the key of categoryVoices and categoryShowcase). */
  category: string;
  city: DemoCity;
  products: string[];
  approved: boolean;
  /** When the supplier was approved: their reviewed jobs were requested after it. */
  approvedAt: Date | null;
  /** Listed as premium in the directory: plan type not 0, or no_limits (spec 6). */
  premium: boolean;
  /** Gets a premium supplier's artwork and reviews whatever the plan (the supplier login's own profile). */
  showcased?: boolean;
  sustainabilityPolicy: string | null;
}

export interface ShowcaseOrganiser {
  email: string;
  name: string;
}

export interface ShowcaseProfile {
  email: string;
  photoPath: string;
  coverPath: string | null;
  sustainabilityPolicy: string | null;
}

export interface ShowcaseImage {
  email: string;
  path: string;
  position: number;
}

/** One finished, reviewed job: the request, the supplier's selected quote and the organiser's review. */
export interface ShowcaseJob {
  organiserEmail: string;
  supplierEmail: string;
  product: string;
  request: {
    location: string;
    latitude: number;
    longitude: number;
    dateFrom: string;
    dateUntil: string;
    dateOffersUntil: string;
    message: string;
    createdAt: Date;
    acceptedAt: Date;
    closedAt: Date;
  };
  notifiedAt: Date;
  quote: { message: string; price: string; createdAt: Date; selectedAt: Date };
  review: { rate: number; message: string; createdAt: Date };
}

export interface Showcase {
  profiles: ShowcaseProfile[];
  images: ShowcaseImage[];
  jobs: ShowcaseJob[];
}

const imagePath = (file: string) => `${DEMO_IMAGE_DIR}/${file}.svg`;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const longDate = (d: Date) =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** Midnight UTC of the day `days` before `now`, so dates do not depend on the hour the seed runs. */
const daysBefore = (now: Date, days: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - days * DAY);

/** "Marquee Hire" reads "marquee hire" in a sentence; acronyms such as "DJs" or "AV" stay as they are. */
export function inSentence(product: string): string {
  return product.replace(/[^\s-]+/g, (word) =>
    (word.match(/[A-Z]/g)?.length ?? 0) >= 2 ? word : word.toLowerCase(),
  );
}

const firstName = (name: string) => name.split(' ')[0] ?? name;

/**
 * Every showcase row, computed from its own seeded generator (so the names and places of buildDemoData do not
 * move). Premium suppliers get a logo, a cover, two to five gallery pictures, a sustainability policy and
 * one to three reviews; every third basic supplier a logo, and every fifth one or two reviews. The demo supplier
 * login (free plan, showcased) gets one: with its call requested and its chat (demo-offers.ts) it has used its 3
 * free answers. Reviewed jobs were requested after the supplier's approval, so the matching could have sent them.
 */
export function buildShowcase({
  suppliers,
  organisers,
  now,
}: {
  suppliers: ShowcaseSupplier[];
  organisers: ShowcaseOrganiser[];
  now: Date;
}): Showcase {
  const faker = new Faker({ locale: [en_GB, en, base] });
  faker.seed(FAKER_SEED);
  const profiles: ShowcaseProfile[] = [];
  const images: ShowcaseImage[] = [];
  const jobs: ShowcaseJob[] = [];
  const perCategory = new Map<string, number>();
  let basicSeen = 0;
  let organiserTurn = 0;

  for (const s of suppliers) {
    if (!s.approved) continue;
    const art = categoryShowcase[s.category];
    if (!art) throw new Error(`No demo artwork for category ${s.category}`);
    const nth = perCategory.get(s.category) ?? 0;
    perCategory.set(s.category, nth + 1);
    const full = s.premium || s.showcased === true;
    const basicIndex = full ? -1 : basicSeen++;

    const logo = imagePath(`logo-${art.logo}-${(nth % 2) + 1}`);
    if (full) {
      const cover = art.scenes[nth % 2] as string;
      const others = art.scenes.filter((scene) => scene !== cover);
      const gallery = faker.helpers.arrayElements(others, { min: 2, max: Math.min(5, others.length) });
      profiles.push({
        email: s.email,
        photoPath: logo,
        coverPath: imagePath(cover),
        sustainabilityPolicy: s.sustainabilityPolicy ?? art.sustainability,
      });
      gallery.forEach((scene, position) => images.push({ email: s.email, path: imagePath(scene), position }));
    } else if (basicIndex % 3 === 0) {
      profiles.push({ email: s.email, photoPath: logo, coverPath: null, sustainabilityPolicy: null });
    }

    // Reviews: every premium (or showcased) supplier, and one basic supplier in five.
    if (!full && basicIndex % 5 !== 0) continue;
    const reviewCount = s.showcased ? 1 : faker.number.int({ min: 1, max: full ? 3 : 2 });
    // A job's request is made up to eight weeks before its event (jobFor), after the supplier's approval.
    const listedDays = s.approvedAt ? Math.floor((now.getTime() - s.approvedAt.getTime()) / DAY) : 420;
    const maxWeeks = Math.min(60, Math.floor((listedDays - 60) / 7));
    if (maxWeeks < 3 + reviewCount) continue;
    const eventDays = faker.helpers
      .uniqueArray(() => faker.number.int({ min: 3, max: maxWeeks }), reviewCount)
      .map((weeks) => weeks * 7 - faker.number.int({ min: 0, max: 6 }));
    for (let k = 0; k < reviewCount; k++) {
      const organiser = organisers[organiserTurn++ % organisers.length] as ShowcaseOrganiser;
      jobs.push(jobFor({ faker, now, supplier: s, organiser, daysAgo: eventDays[k] as number }));
    }
  }
  return { profiles, images, jobs };
}

function jobFor(p: {
  faker: Faker;
  now: Date;
  supplier: ShowcaseSupplier;
  organiser: ShowcaseOrganiser;
  daysAgo: number;
}): ShowcaseJob {
  const { faker, now, supplier, organiser } = p;
  // The event happened at least two weeks ago; offers closed one to five weeks before it, and the
  // request went out one to three weeks before that. Selection, close and review follow in order.
  const dateFrom = daysBefore(now, Math.max(14, p.daysAgo));
  const month = dateFrom.getUTCMonth() + 1;
  // A service named after a season (Christmas Party Organisers) was hired in it.
  const inMonth = supplier.products.filter((s) => !/christmas/i.test(s) || month === 11 || month === 12);
  const product = faker.helpers.arrayElement(inMonth.length > 0 ? inMonth : supplier.products);
  const dateUntil = new Date(dateFrom.getTime() + faker.helpers.arrayElement([0, 0, 0, 1]) * DAY);
  const offersUntil = new Date(dateFrom.getTime() - faker.number.int({ min: 7, max: 35 }) * DAY);
  const createdAt = new Date(
    offersUntil.getTime() -
      faker.number.int({ min: 7, max: 21 }) * DAY +
      faker.number.int({ min: 8, max: 17 }) * HOUR,
  );
  const notifiedAt = new Date(createdAt.getTime() + 5 * 60 * 1000);
  const quotedAt = new Date(createdAt.getTime() + faker.number.int({ min: 2, max: 30 }) * HOUR);
  const selectedAt = new Date(quotedAt.getTime() + faker.number.int({ min: 1, max: 4 }) * DAY);
  const closedAt = new Date(
    dateUntil.getTime() +
      faker.number.int({ min: 1, max: 5 }) * DAY +
      faker.number.int({ min: 9, max: 18 }) * HOUR,
  );
  const reviewedAt = new Date(closedAt.getTime() + faker.number.int({ min: 5, max: 72 }) * HOUR);
  const guests = faker.number.int({ min: 4, max: 40 }) * 10;
  const place = supplier.city.name;
  // An event named after a season happens in it (no Christmas party in August), and suits the service.
  const inSeason = requestEvents.filter((e) => !e.months || e.months.includes(month)).map((e) => e.name);
  const suited = eventsOfServices.find((rule) => rule.services.test(product))?.events;
  const fitting = suited ? inSeason.filter((e) => suited.includes(e)) : inSeason;
  const event = faker.helpers.arrayElement(fitting.length > 0 ? fitting : inSeason);
  const price =
    Math.round(
      (faker.number.int({ min: 300, max: 900 }) + guests * faker.number.int({ min: 2, max: 12 })) / 10,
    ) * 10;
  const rate = faker.helpers.weightedArrayElement([
    { value: 5, weight: 6 },
    { value: 4, weight: 3 },
    { value: 3, weight: 1 },
  ]);
  const values = {
    event,
    anEvent: withArticle(event),
    price: pounds(price),
    guests: String(guests),
    place,
    date: longDate(dateFrom),
    product: inSentence(product),
    first: firstName(supplier.name),
    organiser: firstName(organiser.name),
    company: supplier.companyName,
  };
  return {
    organiserEmail: organiser.email,
    supplierEmail: supplier.email,
    product,
    request: {
      location: `${place}, UK`,
      latitude: supplier.city.latitude,
      longitude: supplier.city.longitude,
      dateFrom: isoDay(dateFrom),
      dateUntil: isoDay(dateUntil),
      dateOffersUntil: isoDay(offersUntil),
      message: fill(faker.helpers.arrayElement(requestMessages), values),
      createdAt,
      acceptedAt: selectedAt,
      closedAt,
    },
    notifiedAt,
    quote: {
      message: fill(faker.helpers.arrayElement(quoteMessages), values),
      price: price.toFixed(2),
      createdAt: quotedAt,
      selectedAt,
    },
    review: {
      rate,
      message: fill(faker.helpers.arrayElement(reviewMessages[rate as 3 | 4 | 5]), values),
      createdAt: reviewedAt,
    },
  };
}

/**
 * Writes the showcase for the demo users that exist, by e-mail. Never overwrites what a supplier has set
 * (logo, cover, policy) and adds gallery pictures only to suppliers without any; a job is skipped when its
 * organiser, supplier or service is missing. Callers run it once per database (the demo seed version).
 */
export async function seedShowcase(
  db: DbOrTx,
  showcase: Showcase,
  serviceIds: Map<string, number>,
): Promise<void> {
  const emails = [
    ...new Set([
      ...showcase.profiles.map((p) => p.email),
      ...showcase.images.map((i) => i.email),
      ...showcase.jobs.flatMap((j) => [j.organiserEmail, j.supplierEmail]),
    ]),
  ];
  if (emails.length === 0) return;
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const ids = new Map(found.map((u) => [u.email, u.id]));

  const profiles = showcase.profiles.flatMap((p) => {
    const userId = ids.get(p.email);
    return userId === undefined ? [] : [{ ...p, userId }];
  });
  if (profiles.length > 0) {
    const rows = sql.join(
      profiles.map(
        (p) =>
          sql`(${p.userId}::int, ${p.photoPath}::text, ${p.coverPath}::text, ${p.sustainabilityPolicy}::text)`,
      ),
      sql`, `,
    );
    const sp = supplierProfiles;
    await db.execute(sql`update ${sp} set
        photo_path = coalesce(${sp.photoPath}, v.photo),
        cover_path = coalesce(${sp.coverPath}, v.cover),
        sustainability_policy = coalesce(${sp.sustainabilityPolicy}, v.policy)
      from (values ${rows}) as v(user_id, photo, cover, policy)
      where ${sp.userId} = v.user_id`);
  }

  const imageUsers = [...new Set(showcase.images.flatMap((i) => ids.get(i.email) ?? []))];
  if (imageUsers.length > 0) {
    const withImages = new Set(
      (
        await db
          .selectDistinct({ userId: supplierImages.userId })
          .from(supplierImages)
          .where(inArray(supplierImages.userId, imageUsers))
      ).map((r) => r.userId),
    );
    const rows = showcase.images.flatMap((i) => {
      const userId = ids.get(i.email);
      return userId === undefined || withImages.has(userId)
        ? []
        : [{ userId, path: i.path, position: i.position }];
    });
    if (rows.length > 0) await db.insert(supplierImages).values(rows);
  }

  const jobs = showcase.jobs.flatMap((j) => {
    const organiserId = ids.get(j.organiserEmail);
    const supplierId = ids.get(j.supplierEmail);
    const serviceId = serviceIds.get(j.product);
    return organiserId === undefined || supplierId === undefined || serviceId === undefined
      ? []
      : [{ ...j, organiserId, supplierId, serviceId }];
  });
  if (jobs.length === 0) return;
  const requests = await db
    .insert(serviceRequests)
    .values(
      jobs.map((j) => ({
        ...j.request,
        userId: j.organiserId,
        serviceId: j.serviceId,
        status: RequestStatus.finished,
        updatedAt: j.request.closedAt,
      })),
    )
    .returning({
      id: serviceRequests.id,
      userId: serviceRequests.userId,
      serviceId: serviceRequests.serviceId,
      latitude: serviceRequests.latitude,
      longitude: serviceRequests.longitude,
      createdAt: serviceRequests.createdAt,
    });
  // Rows come back in the order they were given; checked rather than assumed.
  requests.forEach((r, i) => {
    const job = jobs[i];
    if (!job || r.userId !== job.organiserId || r.createdAt.getTime() !== job.request.createdAt.getTime()) {
      throw new Error('Demo requests came back out of order');
    }
  });
  const requestOf = (i: number) => (requests[i] as { id: number }).id;

  // Each request reached every supplier the matching sends it to, the reviewed one among them (its base is in the
  // town of the event and its radius at least 10 miles), who opened it within the hour.
  const reached = await reachSuppliers(db, requests);
  for (const [i, j] of jobs.entries()) {
    if (!reached.get(requestOf(i))?.some((s) => s.userId === j.supplierId)) {
      throw new Error(`Demo job ${j.product} in ${j.request.location} did not reach its supplier`);
    }
  }
  const n = serviceRequestNotifies;
  const opened = sql.join(
    jobs.map((j, i) => sql`(${requestOf(i)}::int, ${j.supplierId}::int)`),
    sql`, `,
  );
  await db.execute(sql`update ${n} set viewed_at = ${n.createdAt} + interval '1 hour',
      updated_at = ${n.createdAt} + interval '1 hour'
    from (values ${opened}) as v(request_id, user_id)
    where ${n.serviceRequestId} = v.request_id and ${n.userId} = v.user_id`);
  const quotes = await db
    .insert(serviceRequestQuotes)
    .values(
      jobs.map((j, i) => ({
        serviceRequestId: requestOf(i),
        userId: j.supplierId,
        message: j.quote.message,
        price: j.quote.price,
        isViewed: 1,
        isSelected: 1,
        isShortlisted: 1,
        selectedAt: j.quote.selectedAt,
        createdAt: j.quote.createdAt,
        updatedAt: j.quote.selectedAt,
      })),
    )
    .returning({ id: serviceRequestQuotes.id, requestId: serviceRequestQuotes.serviceRequestId });
  const quoteOf = new Map(quotes.map((q) => [q.requestId, q.id]));
  await db.insert(serviceRequestCloseReasons).values(
    jobs.map((j, i) => ({
      serviceRequestId: requestOf(i),
      reason: CloseReason.fulfilledThroughMarquee,
      serviceRequestQuoteId: quoteOf.get(requestOf(i)) ?? null,
      createdAt: j.request.closedAt,
    })),
  );
  await db.insert(serviceRequestReviews).values(
    jobs.map((j, i) => ({
      serviceRequestId: requestOf(i),
      userId: j.organiserId,
      supplierId: j.supplierId,
      rate: j.review.rate,
      message: j.review.message,
      createdAt: j.review.createdAt,
      updatedAt: j.review.createdAt,
    })),
  );
}
