import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { ProfileStatus, Role } from '@marquee/contracts/enums';
import type { DbOrTx } from '../client';
import { auditLog } from '../schema/audit';
import { pricingPlans, promoCodes } from '../schema/billing';
import { services } from '../schema/catalogue';
import { settings } from '../schema/settings';
import { supplierDocuments, supplierProfiles, userServices } from '../schema/suppliers';
import { users } from '../schema/users';
import { demoApplications, demoOrganisers, type DemoApplication } from './demo-back-office-data';
import { DEMO_CERTIFICATE_PATH } from './demo-onboarding';
import { DEMO_IMAGE_DIR } from './demo-showcase';

/*
 * The demo administrator's back office (issue 22, docs/decisions/0073): applications waiting for approval with
 * documents to verify, more organisers than one page of the list holds, and the audit log of what administrators
 * did before the demo was seeded, in the shape recordAudit writes (modules/audit). Safe to run again: accounts
 * that exist are left alone and an audit row already there is not written twice.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (now: Date, daysAgo: number, hour = 10) => {
  const day = new Date(now.getTime() - daysAgo * DAY);
  day.setUTCHours(hour, 17 * (daysAgo % 3), 0, 0);
  return day;
};
const monthName = (month: number) =>
  new Date(Date.UTC(2000, month - 1, 1)).toLocaleDateString('en-GB', { month: 'long', timeZone: 'UTC' });
const dayAfter = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

/** `passwordHash` gives the hash of a secret nobody keeps, asked for only when an account is to be written. */
export async function seedDemoBackOffice(
  db: DbOrTx,
  now: Date,
  passwordHash: () => Promise<string>,
): Promise<void> {
  let hash: Promise<string> | undefined;
  const once = () => (hash ??= passwordHash());
  await seedApplications(db, now, once);
  await seedOrganisers(db, now, once);
  await seedAuditLog(db, now);
}

/** The reply an applicant saved at registration, quoting their number as people write it. */
function responseTemplate(a: DemoApplication): string {
  const phone = parsePhoneNumberFromString(a.phone)?.formatNational() ?? a.phone;
  return [
    'Hello,',
    '',
    `Thank you for getting in touch with ${a.company}. We would love to hear more about your event.`,
    '',
    'Could you tell us the date, the venue and roughly how many guests you expect? We will then confirm ' +
      'availability and send a detailed quote within one working day.',
    '',
    `If it is easier to talk it through, call ${a.name.split(' ')[0]} on ${phone}.`,
    '',
    'Best wishes,',
    a.name,
    a.company,
  ].join('\n');
}

/** Emails among `emails` that already have an account. */
async function existing(db: DbOrTx, emails: string[]): Promise<Set<string>> {
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  return new Set(rows.map((r) => r.email));
}

/**
 * The written-out applications (demo-back-office-data.ts), and an unverified insurance certificate for each
 * generated application that has no document, so every application in the queue has something to verify.
 */
async function seedApplications(db: DbOrTx, now: Date, passwordHash: () => Promise<string>) {
  const present = await existing(
    db,
    demoApplications.map((a) => a.email),
  );
  const serviceIds = new Map(
    (await db.select({ id: services.id, product: services.product }).from(services)).map((s) => [
      s.product,
      s.id,
    ]),
  );
  for (const a of demoApplications.filter((x) => !present.has(x.email))) {
    const submittedAt = new Date(now.getTime() - a.sentHoursAgo * HOUR);
    const createdAt = new Date(submittedAt.getTime() - 2 * HOUR);
    const [user] = await db
      .insert(users)
      .values({
        role: Role.supplier,
        name: a.name,
        email: a.email,
        emailVerifiedAt: new Date(createdAt.getTime() + 10 * 60_000),
        passwordHash: await passwordHash(),
        phone: a.phone,
        companyName: a.company,
        positionInCompany: a.position,
        displayEmail: a.displayEmail,
        website: a.website,
        primaryFunction: a.primaryFunction,
        receiveUpdatesAndInfo: true,
        createdAt,
        updatedAt: submittedAt,
      })
      .returning({ id: users.id });
    const userId = user!.id;
    await db.insert(supplierProfiles).values({
      userId,
      status: ProfileStatus.underReview,
      summary: a.summary,
      sustainabilityPolicy: a.sustainabilityPolicy,
      responseTemplate: responseTemplate(a),
      pastEvents: a.pastEvents
        .map(([line, month, yearsAgo]) => `${line} (${monthName(month)} ${now.getUTCFullYear() - yearsAgo})`)
        .join('\n'),
      photoPath: `${DEMO_IMAGE_DIR}/${a.logo}`,
      coverPath: `${DEMO_IMAGE_DIR}/${a.cover}`,
      location: a.place.location,
      latitude: a.place.latitude,
      longitude: a.place.longitude,
      nearby: a.nearby,
      submittedAt,
      onboardingStep: 'submitted',
      createdAt,
      updatedAt: submittedAt,
    });
    const links = a.products.map((product) => {
      const serviceId = serviceIds.get(product);
      if (serviceId === undefined) throw new Error(`No service ${product} for ${a.company}`);
      return { userId, serviceId, createdAt };
    });
    await db.insert(userServices).values(links);
    await db.insert(supplierDocuments).values(
      a.documents.map((d) => ({
        userId,
        path: DEMO_CERTIFICATE_PATH,
        fileName: d.fileName,
        type: d.type,
        validTo: dayAfter(now, d.validForDays),
        createdAt: new Date(submittedAt.getTime() - 20 * 60_000),
      })),
    );
  }

  const waiting = await db
    .select({ userId: supplierProfiles.userId, submittedAt: supplierProfiles.submittedAt })
    .from(supplierProfiles)
    .where(eq(supplierProfiles.status, ProfileStatus.underReview))
    .orderBy(asc(supplierProfiles.userId));
  const documented = new Set(
    (
      await db
        .select({ userId: supplierDocuments.userId })
        .from(supplierDocuments)
        .where(
          inArray(
            supplierDocuments.userId,
            waiting.map((w) => w.userId),
          ),
        )
    ).map((d) => d.userId),
  );
  const bare = waiting.filter((w) => !documented.has(w.userId));
  if (bare.length > 0) {
    await db.insert(supplierDocuments).values(
      bare.map((w, i) => ({
        userId: w.userId,
        path: DEMO_CERTIFICATE_PATH,
        fileName: 'Public liability insurance certificate.pdf',
        type: 'public_liability_insurance',
        validTo: dayAfter(now, 90 + 60 * i),
        createdAt: w.submittedAt ?? now,
      })),
    );
  }
}

/** Organisers who signed up over the last year, one every 13 days or so; the three newest have not confirmed yet. */
async function seedOrganisers(db: DbOrTx, now: Date, passwordHash: () => Promise<string>) {
  const rows = demoOrganisers.map((o, i) => {
    const daysAgo = (demoOrganisers.length - i) * 13 - 10;
    const createdAt = at(now, daysAgo, 8 + (i % 9));
    const confirmed = i < demoOrganisers.length - 3;
    const [first, ...rest] = o.name.toLowerCase().replace(/[’']/g, '').split(' ');
    const domain = `${o.company.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`;
    return {
      role: Role.organiser,
      name: o.name,
      email: `${first}.${rest.join('')}@${domain}`,
      emailVerifiedAt: confirmed ? new Date(createdAt.getTime() + 15 * 60_000) : null,
      passwordHash: '',
      phone: o.phone,
      companyName: o.company,
      positionInCompany: o.position,
      primaryFunction: o.primaryFunction,
      receiveUpdatesAndInfo: i % 3 !== 0,
      receiveNewsAndMarketing: i % 4 === 0,
      lastLoginAt: confirmed ? new Date(createdAt.getTime() + ((i * 7) % daysAgo) * DAY) : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const present = await existing(
    db,
    rows.map((r) => r.email),
  );
  const fresh = rows.filter((r) => !present.has(r.email));
  if (fresh.length === 0) return;
  const hash = await passwordHash();
  await db.insert(users).values(fresh.map((r) => ({ ...r, passwordHash: hash })));
}

type AuditRow = typeof auditLog.$inferInsert;

/**
 * What the administrators did before the demo was seeded, dated when it happened: each approval of an approved
 * supplier at its approval, the rejection of the rejected application, the verified documents, an edit of a
 * supplier, a price change, the promo code, the free RFQ number and a password reset. The actor is the demo
 * administrator (or the first administrator there is).
 */
async function seedAuditLog(db: DbOrTx, now: Date) {
  const [admin] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.role, Role.admin))
    .orderBy(asc(users.id))
    .limit(1);
  const actor = { actorId: admin?.id ?? null, actorName: admin?.name ?? 'Marquee Admin' };
  const entries: AuditRow[] = [];
  const add = (e: Omit<AuditRow, 'actorId' | 'actorName'>) => entries.push({ ...actor, ...e });

  const reviewed = await db
    .select({ profile: supplierProfiles, company: users.companyName, name: users.name })
    .from(supplierProfiles)
    .innerJoin(users, eq(users.id, supplierProfiles.userId))
    .where(ne(supplierProfiles.status, ProfileStatus.underReview))
    .orderBy(asc(supplierProfiles.userId));
  for (const { profile, company, name } of reviewed) {
    const company_name = company ?? name;
    if (profile.status === ProfileStatus.approved && profile.approvedAt) {
      add({
        action: 'supplier.approve',
        targetType: 'user',
        targetId: profile.userId,
        summary: { company_name },
        createdAt: profile.approvedAt,
      });
    } else if (profile.status === ProfileStatus.rejected && profile.submittedAt) {
      add({
        action: 'supplier.dismiss',
        targetType: 'user',
        targetId: profile.userId,
        summary: { company_name, reason: profile.rejectionReason },
        createdAt: new Date(profile.submittedAt.getTime() + 5 * HOUR),
      });
    }
  }
  const verified = await db
    .select()
    .from(supplierDocuments)
    .where(isNotNull(supplierDocuments.verifiedAt))
    .orderBy(asc(supplierDocuments.id));
  for (const d of verified) {
    add({
      action: 'supplier.document_verify',
      targetType: 'user',
      targetId: d.userId,
      summary: { document_id: d.id, type: d.type, valid_to: d.validTo },
      createdAt: d.verifiedAt!,
    });
  }

  const approved = reviewed.filter((r) => r.profile.status === ProfileStatus.approved);
  const edited = approved.find((r) => r.profile.approvedAt && r.profile.approvedAt < at(now, 45));
  if (edited) {
    add({
      action: 'supplier.update',
      targetType: 'user',
      targetId: edited.profile.userId,
      summary: { fields: ['website', 'display_email'] },
      createdAt: at(now, 45, 15),
    });
  }
  const plans = await db
    .select()
    .from(pricingPlans)
    .where(eq(pricingPlans.isArchive, 0))
    .orderBy(asc(pricingPlans.id));
  const priced = plans.find((p) => Number(p.pricePerMonth) > 0);
  if (priced) {
    add({
      action: 'price_plan.update',
      targetType: 'price_plan',
      targetId: priced.id,
      summary: {
        name: priced.name,
        price_per_month: priced.pricePerMonth,
        price_per_year: priced.pricePerYear,
      },
      createdAt: at(now, 160, 11),
    });
  }
  const [welcome] = await db.select().from(promoCodes).where(eq(promoCodes.name, 'WELCOME10'));
  if (welcome) {
    add({
      action: 'promo_code.create',
      targetType: 'promo_code',
      targetId: welcome.id,
      summary: {
        name: welcome.name,
        discount: welcome.discount,
        discount_duration: welcome.discountDuration,
      },
      createdAt: welcome.createdAt < now ? welcome.createdAt : at(now, 60, 9),
    });
  }
  const [setting] = await db.select().from(settings).limit(1);
  if (setting) {
    add({
      action: 'settings.update',
      targetType: 'settings',
      targetId: setting.id,
      // The shape the settings service writes: a launch allowance of two more, brought down to today's.
      summary: { free_rfq_number: { from: setting.freeRfqNumber + 2, to: setting.freeRfqNumber } },
      createdAt: at(now, 150, 16),
    });
  }
  const [organiser] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.role, Role.organiser), eq(users.email, 'organiser@marquee.test')));
  if (organiser) {
    add({
      action: 'user.password_change',
      targetType: 'user',
      targetId: organiser.id,
      summary: { name: organiser.name },
      createdAt: at(now, 20, 14),
    });
  }

  const keyOf = (e: { action: string; targetType?: string | null; targetId?: number | null }) =>
    `${e.action}:${e.targetType ?? ''}:${e.targetId ?? ''}`;
  const written = new Set(
    (
      await db
        .select({ action: auditLog.action, targetType: auditLog.targetType, targetId: auditLog.targetId })
        .from(auditLog)
        .where(inArray(auditLog.action, [...new Set(entries.map((e) => e.action))].concat(['-'])))
    ).map(keyOf),
  );
  const fresh = entries.filter((e) => e.createdAt! <= now && !written.has(keyOf(e)));
  if (fresh.length > 0) await db.insert(auditLog).values(fresh);
}
