import { desc, eq } from 'drizzle-orm';
import {
  ProfileStatus,
  RequestStatus,
  Role,
  type ProfileStatusCode,
  type RoleName,
} from '@marquee/contracts/enums';
import type { Db } from '../src/db/client';
import { users } from '../src/db/schema/users';
import { supplierProfiles, userServices } from '../src/db/schema/suppliers';
import {
  serviceRequestNotifies,
  serviceRequestQuotes,
  serviceRequestReviews,
  serviceRequests,
} from '../src/db/schema/requests';
import { outgoingEmails } from '../src/db/schema/mail';
import { serviceCategories, serviceKeywords, services } from '../src/db/schema/catalogue';
import { slugify } from '../src/lib/slug';
import { hashPassword } from '../src/lib/secrets';
import { issueAccessToken } from '../src/modules/auth/access-tokens.repository';

/** The password every factory user has. */
export const PASSWORD = 'secret-pass';

let sequence = 0;
let passwordHash: Promise<string> | undefined;
// Hashing takes tens of milliseconds; every factory user shares one hash of the same password.
const sharedHash = () => (passwordHash ??= hashPassword(PASSWORD));

export interface UserOptions {
  email?: string;
  name?: string;
  /** Suppliers only: the profile status (default approved); null creates no profile. */
  profileStatus?: ProfileStatusCode | null;
  verified?: boolean;
  password?: string;
  /** User columns on top of the defaults (company name, contact details). */
  user?: Partial<
    Pick<
      typeof users.$inferInsert,
      'companyName' | 'phone' | 'displayEmail' | 'website' | 'positionInCompany'
    >
  >;
  /** Suppliers only: profile columns on top of the defaults (service area, plan, summary, photos…). */
  profile?: Partial<Omit<typeof supplierProfiles.$inferInsert, 'userId' | 'id'>>;
}

export interface FactoryUser {
  id: number;
  email: string;
  password: string;
  role: RoleName;
  /** A valid bearer token. */
  token: string;
  auth: { authorization: string };
}

/** A user of a role with a token. Organiser details are filled in; e-mails are unique per call. */
export async function createUser(db: Db, role: RoleName, opts: UserOptions = {}): Promise<FactoryUser> {
  sequence += 1;
  const email = (opts.email ?? `${role}-${sequence}-${Date.now()}@example.test`).toLowerCase();
  const password = opts.password ?? PASSWORD;
  const hash = opts.password ? await hashPassword(opts.password) : await sharedHash();
  const [user] = await db
    .insert(users)
    .values({
      role: Role[role],
      name: opts.name ?? `Test ${role} ${sequence}`,
      email,
      passwordHash: hash,
      phone: '+447400123456',
      companyName: `Company ${sequence}`,
      positionInCompany: 'Manager',
      emailVerifiedAt: opts.verified === false ? null : new Date(),
      ...opts.user,
    })
    .returning();
  if (!user) throw new Error('user not created');
  if (role === 'supplier' && opts.profileStatus !== null) {
    await db
      .insert(supplierProfiles)
      .values({ userId: user.id, status: opts.profileStatus ?? ProfileStatus.approved, ...opts.profile });
  }
  const token = await issueAccessToken(db, user.id);
  return { id: user.id, email, password, role, token, auth: { authorization: `Bearer ${token}` } };
}

export const createOrganiser = (db: Db, opts?: UserOptions) => createUser(db, 'organiser', opts);
export const createSupplier = (db: Db, opts?: UserOptions) => createUser(db, 'supplier', opts);
export const createAdmin = (db: Db, opts?: UserOptions) => createUser(db, 'admin', opts);

/** A valid organiser sign-up payload (spec 3 "Registration payload"). */
export function registrationPayload(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: 'Olivia Organiser',
    email: `olivia-${sequence}-${Date.now()}@example.test`,
    password: 'secret1',
    confirmPassword: 'secret1',
    phone: '07400 123456',
    company_name: 'Events Ltd',
    position_in_company: 'Head of events',
    primary_function: 'event_organiser',
    receive_news_and_marketing: true,
    receive_updates_and_info: false,
    receive_communications_from_partners: false,
    ...overrides,
  };
}

/** The newest e-mail recorded for an address (outbox, sent or failed), with its links. */
export async function lastEmailTo(db: Db, to: string) {
  const [row] = await db
    .select()
    .from(outgoingEmails)
    .where(eq(outgoingEmails.to, to.toLowerCase()))
    .orderBy(desc(outgoingEmails.id))
    .limit(1);
  if (!row) throw new Error(`no e-mail to ${to}`);
  return row;
}

/** The email and token carried by a link of an e-mail (deep link or reset link). */
export function linkParams(link: string) {
  const url = new URL(link);
  return {
    path: url.pathname,
    email: url.searchParams.get('email') ?? '',
    token: url.searchParams.get('token') ?? '',
    to: url.searchParams.get('to'),
  };
}

let catalogueSequence = 0;

export interface CategoryOptions {
  category?: string;
  isHidden?: boolean;
  description?: string | null;
  imagePath?: string | null;
}

/** A service category; names and slugs are unique per call unless given. */
export async function createCategory(db: Db, opts: CategoryOptions = {}) {
  catalogueSequence += 1;
  const name = opts.category ?? `Test Category ${catalogueSequence} ${Date.now()}`;
  const [row] = await db
    .insert(serviceCategories)
    .values({
      category: name,
      slug: slugify(name),
      description: opts.description === undefined ? `About ${name}` : opts.description,
      titleTag: `${name} | Marquee`,
      customHeading: `${name} across the UK`,
      metaDescription: `Compare ${name} suppliers.`,
      imagePath: opts.imagePath ?? null,
      isHidden: opts.isHidden ? 1 : 0,
    })
    .returning();
  if (!row) throw new Error('category not created');
  return row;
}

export interface ServiceOptions {
  product?: string;
  description?: string | null;
  keywords?: string[];
}

/** A service of a category (a new visible category when none is given), with its keywords. */
export async function createService(db: Db, categoryId?: number, opts: ServiceOptions = {}) {
  catalogueSequence += 1;
  const product = opts.product ?? `Test Service ${catalogueSequence} ${Date.now()}`;
  const category = categoryId ?? (await createCategory(db)).id;
  const [row] = await db
    .insert(services)
    .values({
      product,
      slug: slugify(product),
      description: opts.description === undefined ? `About ${product}` : opts.description,
      serviceCategoryId: category,
    })
    .returning();
  if (!row) throw new Error('service not created');
  const keywords = opts.keywords ?? [];
  if (keywords.length > 0) {
    await db.insert(serviceKeywords).values(keywords.map((keyword) => ({ serviceId: row.id, keyword })));
  }
  return row;
}

/** The services a supplier offers (user_services rows). */
export async function offerServices(db: Db, supplierId: number, serviceIds: number[]) {
  if (serviceIds.length === 0) return [];
  return db
    .insert(userServices)
    .values(serviceIds.map((serviceId) => ({ userId: supplierId, serviceId })))
    .returning();
}

export interface ReviewOptions {
  rate?: number;
  message?: string;
  createdAt?: Date;
  serviceId?: number | null;
}

/**
 * A finished request of the organiser for which the supplier's quote was selected, and the organiser's
 * review of that supplier (spec 3 "Review").
 */
export async function createReview(
  db: Db,
  organiserId: number,
  supplierId: number,
  opts: ReviewOptions = {},
) {
  const [request] = await db
    .insert(serviceRequests)
    .values({
      userId: organiserId,
      serviceId: opts.serviceId ?? null,
      location: 'London, UK',
      latitude: 51.5074,
      longitude: -0.1278,
      dateFrom: '2026-06-01',
      dateUntil: '2026-06-02',
      dateOffersUntil: '2026-05-20',
      message: 'A summer party for 80 guests.',
      status: RequestStatus.finished,
      acceptedAt: new Date(),
      closedAt: new Date(),
    })
    .returning();
  if (!request) throw new Error('request not created');
  await db.insert(serviceRequestQuotes).values({
    serviceRequestId: request.id,
    userId: supplierId,
    message: 'We would love to help.',
    isSelected: 1,
    selectedAt: new Date(),
  });
  const [review] = await db
    .insert(serviceRequestReviews)
    .values({
      serviceRequestId: request.id,
      userId: organiserId,
      supplierId,
      rate: opts.rate ?? 5,
      message: opts.message ?? 'Brilliant on the day.',
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    })
    .returning();
  if (!review) throw new Error('review not created');
  return { request, review };
}

const DAY_MS = 86_400_000;
/** A calendar day 'yyyy-mm-dd' this many days from today (UTC). */
export const daysFromToday = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

export interface RequestOptions {
  serviceId?: number | null;
  status?: 10 | 20 | 30;
  location?: string;
  latitude?: number | null;
  longitude?: number | null;
  dateFrom?: string;
  dateUntil?: string;
  dateOffersUntil?: string;
  isHeld?: boolean;
  groupId?: string;
  message?: string;
}

/** A request for quotes of the organiser (active, in London, a month ahead, unless told otherwise). */
export async function createRequest(db: Db, organiserId: number, opts: RequestOptions = {}) {
  const status = opts.status ?? RequestStatus.active;
  const [row] = await db
    .insert(serviceRequests)
    .values({
      userId: organiserId,
      serviceId: opts.serviceId ?? null,
      location: opts.location ?? 'London, UK',
      latitude: opts.latitude === undefined ? 51.5074 : opts.latitude,
      longitude: opts.longitude === undefined ? -0.1278 : opts.longitude,
      dateFrom: opts.dateFrom ?? daysFromToday(30),
      dateUntil: opts.dateUntil ?? daysFromToday(31),
      dateOffersUntil: opts.dateOffersUntil ?? daysFromToday(20),
      message: opts.message ?? 'A summer party for 80 guests.',
      status,
      isHeld: opts.isHeld ? 1 : 0,
      ...(opts.groupId ? { groupId: opts.groupId } : {}),
      ...(status !== RequestStatus.active ? { acceptedAt: new Date() } : {}),
      ...(status === RequestStatus.finished ? { closedAt: new Date() } : {}),
    })
    .returning();
  if (!row) throw new Error('request not created');
  return row;
}

export interface QuoteOptions {
  message?: string;
  price?: string | null;
  isSelected?: boolean;
  isShortlisted?: boolean;
  isArchived?: boolean;
  isViewed?: boolean;
  rejected?: boolean;
  createdAt?: Date;
}

/** A supplier's quote for a request (a new approved supplier when none is given). */
export async function createQuote(db: Db, requestId: number, supplierId?: number, opts: QuoteOptions = {}) {
  const userId = supplierId ?? (await createSupplier(db)).id;
  const [row] = await db
    .insert(serviceRequestQuotes)
    .values({
      serviceRequestId: requestId,
      userId,
      message: opts.message ?? 'We would love to help.',
      price: opts.price ?? null,
      isSelected: opts.isSelected ? 1 : 0,
      selectedAt: opts.isSelected ? new Date() : null,
      isShortlisted: opts.isShortlisted ? 1 : 0,
      isArchived: opts.isArchived ? 1 : 0,
      isViewed: opts.isViewed ? 1 : 0,
      viewedAt: opts.isViewed ? new Date() : null,
      rejectedAt: opts.rejected ? new Date() : null,
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('quote not created');
  return row;
}

export interface NotifyOptions {
  isIgnore?: boolean;
  callRequestedAt?: Date | null;
  /** When the request reached the supplier (now by default). */
  createdAt?: Date;
}

/** An offer notification: the request reached the supplier (what matching inserts). */
export async function createNotify(db: Db, requestId: number, supplierId: number, opts: NotifyOptions = {}) {
  const [row] = await db
    .insert(serviceRequestNotifies)
    .values({
      serviceRequestId: requestId,
      userId: supplierId,
      isIgnore: opts.isIgnore ? 1 : 0,
      callRequestedAt: opts.callRequestedAt ?? null,
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('notify not created');
  return row;
}
