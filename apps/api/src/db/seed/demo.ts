import { Faker, base, en, en_GB } from '@faker-js/faker';
import { count, inArray, notInArray } from 'drizzle-orm';
import {
  DEFAULT_PLAN_ID,
  PlanType,
  ProfileStatus,
  PromoType,
  Role,
  type PrimaryFunction,
  type SubscriptionPeriod,
} from '@marquee/contracts/enums';
import type { DbOrTx } from '../client';
import { payments, pricingPlans, promoCodes, subscriptions } from '../schema/billing';
import { services } from '../schema/catalogue';
import { supplierProfiles, userServices } from '../schema/suppliers';
import { users } from '../schema/users';
import { hashPassword } from '../../lib/secrets';
import { slugify } from '../../lib/slug';
import { catalogue, type CatalogueCategory } from './catalogue-data';
import {
  MOBILE_DRAMA_PREFIX,
  assurances,
  categoryVoices,
  demoCities,
  eventTypes,
  nameAdjectives,
  organiserCompanies,
  sustainabilityPolicies,
  ukFirstNames,
  ukSurnames,
  type DemoCity,
} from './demo-data';
import { buildShowcase, inSentence, seedShowcase, type Showcase } from './demo-showcase';
import { loadedVersion, markLoaded } from './versions';

export interface SeedLogin {
  role: string;
  email: string;
  password: string;
}

const DEMO_PASSWORD = 'marquee-demo';
const DEMO_ADMIN_PASSWORD = 'marquee-admin';

/** The accounts printed at start so a newcomer can sign in as each kind of user. */
export const demoLogins: SeedLogin[] = [
  { role: 'admin', email: 'admin@marquee.test', password: DEMO_ADMIN_PASSWORD },
  { role: 'organiser', email: 'organiser@marquee.test', password: DEMO_PASSWORD },
  { role: 'supplier', email: 'supplier@marquee.test', password: DEMO_PASSWORD },
];

const SUPPLIER_LOGIN = 'supplier@marquee.test';
const SEED_NAME = 'demo';
/** 1: accounts, profiles, services, subscriptions, promo codes. 2: adds the showcase (demo-showcase.ts). */
const DEMO_VERSION = 2;
const FAKER_SEED = 20_250_601;
/** Approved suppliers generated besides the demo supplier login. */
export const DEMO_APPROVED_SUPPLIERS = 72;
const PENDING_SUPPLIERS = 4;

type UserRow = typeof users.$inferInsert;
type ProfileRow = Omit<typeof supplierProfiles.$inferInsert, 'userId'>;
type Plan = typeof pricingPlans.$inferSelect;

interface DemoSupplier {
  user: UserRow;
  profile: ProfileRow;
  products: string[];
  subscription?: { plan: Plan; period: SubscriptionPeriod };
  /** Slug of the category the supplier's services come from. */
  category: string;
  city: DemoCity;
}

/**
 * Loads the demo accounts on a database that has no users yet (besides `ignoreEmails`, the administrator
 * created from ADMIN_EMAIL), with their showcase (logos, covers, galleries, past requests and reviews).
 * Deterministic: the same names, places, services and pictures every time.
 * Returns whether the demo accounts were loaded; a database that has had demo data once never gets them
 * again. One loaded by an older version gets what the newer versions add, once (then false is returned).
 */
export async function seedDemo(db: DbOrTx, options: { ignoreEmails?: string[] } = {}): Promise<boolean> {
  const version = await loadedVersion(db, SEED_NAME);
  if (version >= DEMO_VERSION) return false;
  if (version > 0) {
    await upgradeDemo(db);
    await markLoaded(db, SEED_NAME, DEMO_VERSION);
    return false;
  }
  const ignore = (options.ignoreEmails ?? []).map((e) => e.trim().toLowerCase());
  const [existing] = await db
    .select({ n: count() })
    .from(users)
    .where(ignore.length > 0 ? notInArray(users.email, ignore) : undefined);
  if ((existing?.n ?? 0) > 0) return false;

  const plans = await db.select().from(pricingPlans);
  const serviceRows = await db.select({ id: services.id, product: services.product }).from(services);
  const serviceIds = new Map(serviceRows.map((s) => [s.product, s.id]));

  // scrypt is slow on purpose: one hash per password, shared by the generated accounts.
  const [demoHash, adminHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_ADMIN_PASSWORD),
  ]);
  const now = new Date();
  const data = buildDemoData({
    plans,
    now,
    passwordHash: demoHash,
    adminPasswordHash: adminHash,
  });

  const inserted = await db
    .insert(users)
    .values([...data.people, ...data.suppliers.map((s) => s.user)])
    .returning({ id: users.id, email: users.email });
  const userIds = new Map(inserted.map((u) => [u.email, u.id]));
  const idOf = (email: string) => {
    const id = userIds.get(email);
    if (id === undefined) throw new Error(`Demo user ${email} was not inserted`);
    return id;
  };

  await db
    .insert(supplierProfiles)
    .values(data.suppliers.map((s) => ({ ...s.profile, userId: idOf(s.user.email) })));
  const links = data.suppliers.flatMap((s) =>
    s.products.flatMap((product) => {
      const serviceId = serviceIds.get(product);
      return serviceId === undefined ? [] : [{ userId: idOf(s.user.email), serviceId }];
    }),
  );
  if (links.length > 0) await db.insert(userServices).values(links).onConflictDoNothing();

  const paid = data.suppliers.filter((s) => s.subscription);
  if (paid.length > 0) {
    const subs = await db
      .insert(subscriptions)
      .values(paid.map((s) => subscriptionRow(s, idOf(s.user.email))))
      .returning();
    const supplierOf = new Map(paid.map((s) => [idOf(s.user.email), s.user]));
    await db.insert(payments).values(
      subs.map((sub) => ({
        userId: sub.userId,
        subscriptionId: sub.id,
        pricingPlanId: sub.pricingPlanId,
        period: sub.period,
        amount: sub.price,
        status: 'succeeded',
        billingName: supplierOf.get(sub.userId)?.companyName ?? null,
        billingEmail: supplierOf.get(sub.userId)?.email ?? null,
        paidAt: sub.currentPeriodStart,
      })),
    );
  }

  await db.insert(promoCodes).values(data.promoCodes).onConflictDoNothing();
  await seedShowcase(db, showcaseOf(data, plans, now), serviceIds);
  await markLoaded(db, SEED_NAME, DEMO_VERSION);
  return true;
}

/**
 * Version 1 to 2: the showcase for the demo accounts still present, matched by e-mail. What a supplier has
 * set since (logo, cover, pictures) is kept; see seedShowcase.
 */
async function upgradeDemo(db: DbOrTx): Promise<void> {
  const plans = await db.select().from(pricingPlans);
  const serviceRows = await db.select({ id: services.id, product: services.product }).from(services);
  const now = new Date();
  // No account is written, so no password needs hashing.
  const data = buildDemoData({ plans, now, passwordHash: '', adminPasswordHash: '' });
  await seedShowcase(db, showcaseOf(data, plans, now), new Map(serviceRows.map((s) => [s.product, s.id])));
}

function showcaseOf(data: ReturnType<typeof buildDemoData>, plans: Plan[], now: Date): Showcase {
  const planType = new Map(plans.map((p) => [p.id, p.type]));
  return buildShowcase({
    now,
    organisers: data.people
      .filter((p) => p.role === Role.organiser)
      .map((p) => ({ email: p.email, name: p.name })),
    suppliers: data.suppliers.map((s) => ({
      email: s.user.email,
      name: s.user.name,
      companyName: s.user.companyName ?? s.user.name,
      category: s.category,
      city: s.city,
      products: s.products,
      approved: s.profile.status === ProfileStatus.approved,
      premium:
        (planType.get(s.profile.pricingPlanId ?? DEFAULT_PLAN_ID) ?? PlanType.free) !== PlanType.free ||
        (s.profile.noLimits ?? 0) !== 0,
      showcased: s.user.email === SUPPLIER_LOGIN,
      sustainabilityPolicy: s.profile.sustainabilityPolicy ?? null,
    })),
  });
}

/** The demo logins that exist in this database (none when demo data was never loaded). */
export async function existingDemoLogins(db: DbOrTx): Promise<SeedLogin[]> {
  if ((await loadedVersion(db, SEED_NAME)) === 0) return [];
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoLogins.map((l) => l.email),
      ),
    );
  const present = new Set(rows.map((r) => r.email));
  return demoLogins.filter((l) => present.has(l.email));
}

function subscriptionRow(s: DemoSupplier, userId: number): typeof subscriptions.$inferInsert {
  const { plan, period } = s.subscription as NonNullable<DemoSupplier['subscription']>;
  const created = s.profile.createdAt as Date;
  const start = new Date(s.profile.approvedAt as Date);
  const end = new Date(start);
  if (period === 'year') end.setFullYear(end.getFullYear() + 1);
  else end.setMonth(end.getMonth() + 1);
  return {
    userId,
    pricingPlanId: plan.id,
    period,
    status: 'active',
    price: period === 'year' ? plan.pricePerYear : plan.pricePerMonth,
    firstPaymentAt: new Date(created.getTime() + 7 * DAY),
    currentPeriodStart: start,
    currentPeriodEnd: end,
    createdAt: created,
  };
}

const DAY = 24 * 60 * 60 * 1000;

interface BuildOptions {
  plans: Plan[];
  now: Date;
  passwordHash: string;
  adminPasswordHash: string;
}

/** Every demo row, computed from a seeded generator (no database access). */
export function buildDemoData({ plans, now, passwordHash, adminPasswordHash }: BuildOptions) {
  const faker = new Faker({ locale: [en_GB, en, base] });
  faker.seed(FAKER_SEED);
  const verifiedAt = now;
  const usedDomains = new Set<string>();
  const usedEmails = new Set(demoLogins.map((l) => l.email));
  let phoneCounter = 100;
  const phoneIn = (city?: DemoCity) => `${city?.phonePrefix ?? MOBILE_DRAMA_PREFIX}${phoneCounter++}`;

  const people: UserRow[] = [
    {
      role: Role.admin,
      name: 'Marquee Admin',
      email: 'admin@marquee.test',
      emailVerifiedAt: verifiedAt,
      passwordHash: adminPasswordHash,
    },
    {
      role: Role.organiser,
      name: 'Olivia Bennett',
      email: 'organiser@marquee.test',
      emailVerifiedAt: verifiedAt,
      passwordHash,
      phone: phoneIn(),
      companyName: 'Bennett & Hale Events',
      positionInCompany: 'Events Manager',
      primaryFunction: 'event_organiser',
      receiveUpdatesAndInfo: true,
    },
  ];
  const firstName = () => faker.helpers.arrayElement(ukFirstNames);
  const lastName = () => faker.helpers.arrayElement(ukSurnames);
  for (const [primaryFunction, companyName] of Object.entries(organiserCompanies) as [
    PrimaryFunction,
    string,
  ][]) {
    const first = firstName();
    const last = lastName();
    const email = uniqueEmail(usedEmails, `${slugify(first)}.${slugify(last)}`, 'marquee.test');
    people.push({
      role: Role.organiser,
      name: `${first} ${last}`,
      email,
      emailVerifiedAt: verifiedAt,
      passwordHash,
      phone: phoneIn(),
      companyName,
      positionInCompany: faker.helpers.arrayElement([
        'Office Manager',
        'Head of Events',
        'PA to the CEO',
        'Marketing Lead',
      ]),
      primaryFunction,
      createdAt: faker.date.past({ years: 1, refDate: now }),
    });
  }

  const planOf = (type: number, unlimited: boolean) =>
    plans.find((p) => p.type === type && (p.serviceCountMax === null) === unlimited && p.isArchive === 0) ??
    plans.find((p) => p.type === type);
  const freePlan = plans.find((p) => p.id === DEFAULT_PLAN_ID);
  const paidPlans = [
    planOf(PlanType.premium, false),
    planOf(PlanType.subscriber, false),
    planOf(PlanType.subscriber, true),
  ];

  const suppliers: DemoSupplier[] = [demoSupplierLogin({ passwordHash, now, phone: phoneIn(oxford()) })];
  const cities = faker.helpers.shuffle(demoCities);
  const total = DEMO_APPROVED_SUPPLIERS + PENDING_SUPPLIERS + 1;
  for (let i = 0; i < total; i++) {
    const category = catalogue[i % catalogue.length] as CatalogueCategory;
    const city = cities[i % cities.length] as DemoCity;
    const voice = categoryVoices[slugify(category.category)];
    if (!voice) throw new Error(`No demo voice for category ${category.category}`);
    const first = firstName();
    const last = lastName();

    let company = '';
    let domain = '';
    for (let attempt = 0; attempt < 8 && !domain; attempt++) {
      const pattern = faker.helpers.arrayElement(voice.names);
      company = fillName(pattern, {
        first,
        surname: attempt < 4 ? last : lastName(),
        city,
        faker,
      });
      if (attempt >= 6) company = `${company} ${shortCity(city)}`;
      const candidate = `${slugify(company).replace(/-/g, '')}.example`;
      if (!usedDomains.has(candidate)) domain = candidate;
    }
    if (!domain) throw new Error('Could not find a unique demo company name');
    usedDomains.add(domain);

    // Spread over the plans by position so every run has the same mix: 5 in 8 free, the rest paid.
    const isApproved = i < DEMO_APPROVED_SUPPLIERS;
    const paidPlan = isApproved
      ? [undefined, undefined, undefined, paidPlans[0], undefined, paidPlans[1], undefined, paidPlans[2]][
          i % 8
        ]
      : undefined;
    const plan = paidPlan ?? freePlan;
    const max = plan?.serviceCountMax ?? 6;
    const productCount = faker.number.int({ min: paidPlan ? 2 : 1, max: Math.min(6, max) });
    const products = faker.helpers.arrayElements(category.services, productCount).map((s) => s.product);
    const nearby = faker.helpers.weightedArrayElement([
      { value: 10, weight: 1 },
      { value: 25, weight: 3 },
      { value: 50, weight: 4 },
      { value: 100, weight: 2 },
      { value: 999, weight: 1 },
    ]);
    const phone = phoneIn(city);
    const createdAt = faker.date.past({ years: 1.5, refDate: new Date(now.getTime() - 10 * DAY) });
    const status = isApproved
      ? ProfileStatus.approved
      : i < total - 1
        ? ProfileStatus.underReview
        : ProfileStatus.rejected;

    suppliers.push({
      user: {
        role: Role.supplier,
        name: `${first} ${last}`,
        email: uniqueEmail(usedEmails, slugify(first), domain),
        emailVerifiedAt: verifiedAt,
        passwordHash,
        phone,
        companyName: company,
        positionInCompany: faker.helpers.arrayElement([
          'Owner',
          'Director',
          'Managing Director',
          'Founder',
          'Sales Manager',
          'Operations Manager',
        ]),
        displayEmail: `hello@${domain}`,
        website: `https://www.${domain}`,
        primaryFunction: category.category === 'Venues' ? 'venue' : 'supplier_or_contractor',
        receiveNewsAndMarketing: faker.datatype.boolean(),
        receiveUpdatesAndInfo: true,
        createdAt,
      },
      profile: {
        status,
        rejectionReason:
          status === ProfileStatus.rejected
            ? 'Thank you for applying. We could not verify your business address or public liability insurance; please send both and register again.'
            : null,
        summary: summaryFor({
          company,
          city,
          products,
          nearby,
          voiceKind: voice.kind,
          approach: faker.helpers.arrayElement(voice.approach),
          faker,
        }),
        responseTemplate: responseTemplateFor({ company, first, last, phone }),
        sustainabilityPolicy: faker.datatype.boolean()
          ? faker.helpers.arrayElement(sustainabilityPolicies)
          : null,
        pastEvents: pastEventsFor(city, faker, now),
        noLimits: isApproved && i % 12 === 2 ? 1 : 0,
        pricingPlanId: plan?.id ?? DEFAULT_PLAN_ID,
        location: `${city.name}, UK`,
        latitude: round(city.latitude + faker.number.float({ min: -0.03, max: 0.03 }), 5),
        longitude: round(city.longitude + faker.number.float({ min: -0.04, max: 0.04 }), 5),
        nearby,
        submittedAt: createdAt,
        approvedAt: status === ProfileStatus.approved ? new Date(createdAt.getTime() + DAY) : null,
        createdAt,
      },
      products,
      category: slugify(category.category),
      city,
      subscription: paidPlan
        ? {
            plan: paidPlan,
            period: faker.helpers.weightedArrayElement([
              { value: 'month', weight: 7 },
              { value: 'year', weight: 3 },
            ]),
          }
        : undefined,
    });
  }

  const today = now.toISOString().slice(0, 10);
  const nextYear = new Date(now.getTime() + 365 * DAY).toISOString().slice(0, 10);
  const promos: (typeof promoCodes.$inferInsert)[] = [
    // The free six-month trial promoted on the supplier registration screen (spec 2.3).
    {
      name: 'SIXMONTHSFREE',
      type: PromoType.timeBound,
      dateFrom: today,
      dateTo: nextYear,
      discount: '100.00',
      discountDuration: 6,
    },
    { name: 'WELCOME10', type: PromoType.singleUse, discount: '10.00', discountDuration: 3 },
  ];

  return { people, suppliers, promoCodes: promos };
}

/** The supplier behind supplier@marquee.test: a marquee company near Oxford on the free plan. */
function demoSupplierLogin({
  passwordHash,
  now,
  phone,
}: {
  passwordHash: string;
  now: Date;
  phone: string;
}): DemoSupplier {
  const createdAt = new Date(now.getTime() - 120 * DAY);
  const city = oxford();
  return {
    user: {
      role: Role.supplier,
      name: 'Sam Hartwell',
      email: 'supplier@marquee.test',
      emailVerifiedAt: now,
      passwordHash,
      phone,
      companyName: 'Hartwell Marquee Hire',
      positionInCompany: 'Owner',
      displayEmail: 'hello@hartwellmarqueehire.example',
      website: 'https://www.hartwellmarqueehire.example',
      primaryFunction: 'supplier_or_contractor',
      receiveUpdatesAndInfo: true,
      createdAt,
    },
    profile: {
      status: ProfileStatus.approved,
      summary:
        'Hartwell Marquee Hire is a family-run marquee and tent hire company based just outside Oxford. ' +
        'We provide traditional and frame marquees, stretch tents and Nordic tipis for weddings, garden parties ' +
        'and corporate hospitality across Oxfordshire, the Cotswolds and the Chilterns. A free site visit comes ' +
        'with every quote, and our own crew installs flooring, lining, lighting and heating.',
      responseTemplate: responseTemplateFor({
        company: 'Hartwell Marquee Hire',
        first: 'Sam',
        last: 'Hartwell',
        phone,
      }),
      sustainabilityPolicy: sustainabilityPolicies[0] ?? null,
      pastEvents:
        'Wedding for 180 guests in a Cotswold garden (June 2025)\n' +
        'Corporate summer party for 350 staff at Blenheim (July 2024)\n' +
        'College ball marquee with dance floor, Oxford (May 2024)',
      pricingPlanId: DEFAULT_PLAN_ID,
      location: `${city.name}, UK`,
      latitude: 51.7346,
      longitude: -1.2345,
      nearby: 50,
      submittedAt: createdAt,
      approvedAt: new Date(createdAt.getTime() + DAY),
      createdAt,
    },
    products: ['Marquee Hire', 'Stretch Tent Hire', 'Tipi Hire'],
    category: 'marquees-tents',
    city,
  };
}

function oxford(): DemoCity {
  const city = demoCities.find((c) => c.name === 'Oxford');
  if (!city) throw new Error('Oxford is missing from the demo cities');
  return city;
}

function shortCity(city: DemoCity): string {
  const short: Record<string, string> = {
    'Newcastle upon Tyne': 'Newcastle',
    'Kingston upon Hull': 'Hull',
    'Stratford-upon-Avon': 'Stratford',
  };
  return short[city.name] ?? city.name;
}

function fillName(
  pattern: string,
  p: { first: string; surname: string; city: DemoCity; faker: Faker },
): string {
  return pattern
    .replace('{first}', p.first)
    .replace('{surname}', p.surname)
    .replace('{city}', shortCity(p.city))
    .replace('{adj}', p.faker.helpers.arrayElement(nameAdjectives));
}

function uniqueEmail(used: Set<string>, local: string, domain: string): string {
  let email = `${local}@${domain}`.toLowerCase();
  for (let n = 2; used.has(email); n++) email = `${local}${n}@${domain}`.toLowerCase();
  used.add(email);
  return email;
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function summaryFor(p: {
  company: string;
  city: DemoCity;
  products: string[];
  nearby: number;
  voiceKind: string;
  approach: string;
  faker: Faker;
}): string {
  const events = p.faker.helpers.arrayElements(eventTypes, 3);
  const place = p.city.name;
  const area =
    p.nearby === 999
      ? 'the whole of the UK'
      : p.nearby === 100
        ? `${place} and anywhere within 100 miles`
        : `${place} and the surrounding area, up to ${p.nearby} miles away`;
  const founded = p.faker.number.int({ min: 1987, max: 2021 });
  return (
    `${p.company} is ${/^[aeiou]/i.test(p.voiceKind) ? 'an' : 'a'} ${p.voiceKind} based in ${place}, established in ${founded}. ` +
    `We provide ${listOf(p.products.map(inSentence))} for ${listOf(events)} across ${area}. ` +
    `${p.approach} ${p.faker.helpers.arrayElement(assurances)}`
  );
}

function responseTemplateFor(p: { company: string; first: string; last: string; phone: string }): string {
  return [
    'Hello,',
    '',
    `Thank you for your enquiry and for considering ${p.company}. We would be delighted to help with your event.`,
    '',
    'To put together an accurate quote, could you tell us your expected guest numbers, the timings on the day ' +
      'and anything we should know about access at the venue?',
    '',
    `Once we have those details we will confirm availability and send a full proposal, usually within one working day. ` +
      `You are also welcome to call us on ${p.phone}.`,
    '',
    'Kind regards,',
    `${p.first} ${p.last}`,
    p.company,
  ].join('\n');
}

/** Three recent events, in the last three calendar years before this one (so always in the past). */
function pastEventsFor(city: DemoCity, faker: Faker, now: Date): string {
  const patterns = [
    'Wedding for {n} guests near {city}',
    'Annual conference for {n} delegates in {city}',
    'Summer festival for {n} visitors',
    'Charity gala dinner for {n} guests',
    'Product launch for {n} invited guests in {city}',
    'Christmas party for {n} staff',
  ];
  const months = [
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  const year = now.getUTCFullYear();
  return faker.helpers
    .arrayElements(patterns, 3)
    .map((pattern) => {
      const line = pattern
        .replace('{n}', (faker.number.int({ min: 6, max: 120 }) * 10).toLocaleString('en-GB'))
        .replace('{city}', shortCity(city));
      return `${line} (${faker.helpers.arrayElement(months)} ${faker.helpers.arrayElement([year - 3, year - 2, year - 1])})`;
    })
    .join('\n');
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
