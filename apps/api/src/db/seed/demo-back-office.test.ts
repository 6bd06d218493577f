import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ProfileStatus, RADIUS_OPTIONS, Role } from '@marquee/contracts/enums';
import { emailField, phoneField, websiteField } from '@marquee/contracts/fields';
import { testConfig, useTestDatabase } from '../../../test/harness';
import { ukGazetteer } from '../../modules/places/gazetteer';
import { auditLog } from '../schema/audit';
import { payments, pricingPlans, subscriptions } from '../schema/billing';
import { services } from '../schema/catalogue';
import { supplierDocuments, supplierProfiles, userServices } from '../schema/suppliers';
import { users } from '../schema/users';
import { periodAfter } from './demo-subscriptions';
import { runSeeds } from './seed';
import { tableCounts } from './seed.test-helpers';
import { markLoaded } from './versions';

/*
 * Issue 21 (demo subscriptions current on the seeding day) and issue 22 (the demo administrator's back office):
 * docs/decisions/0072 and 0073. Each rule is written here again on its own, as in demo-consistency.test.ts.
 */

const seededOn = new Date('2027-03-15T09:00:00Z');
const DAY = 86_400_000;

async function seedOn(db: Parameters<typeof runSeeds>[0], now: Date) {
  vi.useFakeTimers({ toFake: ['Date'], now });
  try {
    await runSeeds(db, testConfig({ DEMO_DATA: '1' }));
  } finally {
    vi.useRealTimers();
  }
}

describe('the demo seeded on 15 March 2027', () => {
  const t = useTestDatabase({ reset: false });
  beforeAll(() => seedOn(t.db, seededOn), 120_000);

  it('keeps every paid subscription current, each period paid from the first payment on', async () => {
    const subs = await t.db.select().from(subscriptions).orderBy(asc(subscriptions.id));
    expect(subs.length).toBeGreaterThan(5);
    for (const sub of subs) {
      const where = `subscription ${sub.id} (${sub.period})`;
      expect(sub.status, where).toBe('active');
      expect(sub.currentPeriodStart!.getTime(), where).toBeLessThanOrEqual(seededOn.getTime());
      expect(sub.currentPeriodEnd!.getTime(), where).toBeGreaterThan(seededOn.getTime());
      expect(sub.nextChargeAt?.getTime(), where).toBe(sub.currentPeriodEnd!.getTime());
      const [profile] = await t.db
        .select()
        .from(supplierProfiles)
        .where(eq(supplierProfiles.userId, sub.userId));
      // Charged 7 days after ordering, once approved (decision 0044).
      expect(sub.firstPaymentAt!.getTime(), where).toBe(sub.createdAt.getTime() + 7 * DAY);
      expect(profile!.approvedAt!.getTime(), where).toBeLessThanOrEqual(sub.firstPaymentAt!.getTime());
      const paid = await t.db
        .select()
        .from(payments)
        .where(eq(payments.subscriptionId, sub.id))
        .orderBy(asc(payments.paidAt));
      // One payment per period, back to back, from the first payment to the current period.
      expect(paid[0]!.paidAt!.getTime(), where).toBe(sub.firstPaymentAt!.getTime());
      paid.forEach((p, i) => {
        expect(p.status).toBe('succeeded');
        expect(p.amount).toBe(sub.price);
        if (i > 0) {
          expect(p.paidAt!.getTime(), `${where} payment ${i}`).toBe(
            periodAfter(paid[i - 1]!.paidAt!, sub.period as 'month' | 'year').getTime(),
          );
        }
      });
      expect(paid.at(-1)!.paidAt!.getTime(), where).toBe(sub.currentPeriodStart!.getTime());
    }
  });

  it('queues complete applications: services, an area, a logo and a document to verify', async () => {
    const waiting = await t.db
      .select({ profile: supplierProfiles, user: users })
      .from(supplierProfiles)
      .innerJoin(users, eq(users.id, supplierProfiles.userId))
      .where(eq(supplierProfiles.status, ProfileStatus.underReview));
    expect(waiting.length).toBeGreaterThanOrEqual(7);
    for (const { profile, user } of waiting) {
      const who = user.companyName!;
      expect(profile.summary, who).toBeTruthy();
      expect(profile.photoPath, who).toBeTruthy();
      expect(profile.location, who).toBeTruthy();
      expect(RADIUS_OPTIONS, who).toContain(profile.nearby);
      expect(user.displayEmail && user.website, who).toBeTruthy();
      const offered = await t.db.select().from(userServices).where(eq(userServices.userId, user.id));
      expect(offered.length, who).toBeGreaterThan(0);
      expect(
        offered.every((s) => !s.listed),
        who,
      ).toBe(true);
      const documents = await t.db
        .select()
        .from(supplierDocuments)
        .where(eq(supplierDocuments.userId, user.id));
      expect(documents.length, who).toBeGreaterThan(0);
      for (const d of documents) {
        expect(d.verifiedAt, who).toBeNull();
        expect(d.validTo! > seededOn.toISOString().slice(0, 10), who).toBe(true);
      }
    }
  });

  it('has more organisers than one page of the list, a few not confirmed yet', async () => {
    const organisers = await t.db.select().from(users).where(eq(users.role, Role.organiser));
    expect(organisers.length).toBeGreaterThan(25);
    const unconfirmed = organisers.filter((o) => o.emailVerifiedAt === null);
    expect(unconfirmed.length).toBeGreaterThanOrEqual(3);
    for (const o of organisers) {
      expect(o.createdAt.getTime(), o.email).toBeLessThanOrEqual(seededOn.getTime());
      if (o.lastLoginAt) expect(o.lastLoginAt.getTime(), o.email).toBeLessThanOrEqual(seededOn.getTime());
      expect(o.companyName, o.email).toBeTruthy();
    }
  });

  it('logs what administrators did, when they did it, as recordAudit writes it', async () => {
    const entries = await t.db.select().from(auditLog).orderBy(asc(auditLog.createdAt));
    const [admin] = await t.db.select().from(users).where(eq(users.email, 'admin@marquee.test'));
    const actions = new Set(entries.map((e) => e.action));
    for (const action of [
      'supplier.approve',
      'supplier.dismiss',
      'supplier.document_verify',
      'supplier.update',
      'price_plan.update',
      'promo_code.create',
      'settings.update',
      'user.password_change',
    ]) {
      expect(actions, action).toContain(action);
    }
    const profiles = new Map((await t.db.select().from(supplierProfiles)).map((p) => [p.userId, p] as const));
    const plans = new Set((await t.db.select().from(pricingPlans)).map((p) => p.id));
    for (const e of entries) {
      const where = `${e.action} #${e.targetId}`;
      expect(e.actorId, where).toBe(admin!.id);
      expect(e.actorName, where).toBe(admin!.name);
      expect(e.createdAt.getTime(), where).toBeLessThanOrEqual(seededOn.getTime());
      expect(JSON.stringify(e.summary), where).not.toMatch(/password|token|secret|card/i);
      if (e.action === 'supplier.approve') {
        const p = profiles.get(e.targetId!);
        expect(p?.status, where).toBe(ProfileStatus.approved);
        expect(e.createdAt.getTime(), where).toBe(p!.approvedAt!.getTime());
      }
      if (e.action === 'supplier.dismiss') {
        const p = profiles.get(e.targetId!);
        expect(p?.status, where).toBe(ProfileStatus.rejected);
        expect(e.createdAt.getTime(), where).toBeGreaterThan(p!.submittedAt!.getTime());
      }
      if (e.targetType === 'price_plan') expect(plans.has(e.targetId!), where).toBe(true);
    }
    // Every approved supplier's approval is in the log once.
    const approvals = entries.filter((e) => e.action === 'supplier.approve').map((e) => e.targetId);
    const approved = [...profiles.values()].filter((p) => p.status === ProfileStatus.approved);
    expect(new Set(approvals).size).toBe(approvals.length);
    expect(approvals.length).toBe(approved.length);
  });
});

describe('the supplier import example (apps/api/src/db/seed/demo-import.csv)', () => {
  const t = useTestDatabase({ reset: false });
  beforeAll(() => seedOn(t.db, seededOn), 120_000);

  it('has every column and rows the registration rules accept, new to the demo', async () => {
    const text = readFileSync(new URL('./demo-import.csv', import.meta.url), 'utf8');
    const rows = parse(text, { columns: true, skip_empty_lines: true, trim: true }) as Record<
      string,
      string
    >[];
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'company_name',
        'name',
        'email',
        'phone',
        'website',
        'position_in_company',
        'display_email',
        'location',
        'nearby',
        'services',
      ].sort(),
    );
    expect(rows.length).toBeGreaterThanOrEqual(8);
    const products = new Set((await t.db.select({ p: services.product }).from(services)).map((s) => s.p));
    const emails = rows.map((r) => emailField().parse(r.email));
    expect(new Set(emails).size).toBe(rows.length);
    const taken = await t.db.select().from(users).where(inArray(users.email, emails));
    expect(taken).toEqual([]);
    for (const r of rows) {
      expect(r.company_name && r.name && r.position_in_company, r.email).toBeTruthy();
      expect(phoneField().safeParse(r.phone).success, `${r.email}: ${r.phone}`).toBe(true);
      expect(websiteField().safeParse(r.website).success, r.website).toBe(true);
      expect(emailField().safeParse(r.display_email).success, r.display_email).toBe(true);
      expect(ukGazetteer().findByLabel(r.location!), r.location).toBeDefined();
      expect(RADIUS_OPTIONS as readonly number[], r.email).toContain(Number(r.nearby));
      for (const product of r.services!.split(';')) expect(products, product).toContain(product.trim());
    }
  });
});

describe('a demo database loaded by version 7', () => {
  const t = useTestDatabase();

  it('gets current subscriptions and the back office, once', async () => {
    await seedOn(t.db, new Date('2026-06-01T09:00:00Z'));
    const fresh = await tableCounts(t.db);
    // As version 7 left it: no back office, subscriptions in their first period.
    await t.db.delete(auditLog);
    await t.db.delete(users).where(inArray(users.email, ['hannah@minsterkitchen.example']));
    await markLoaded(t.db, 'demo', 7);

    await seedOn(t.db, new Date('2027-03-15T09:00:00Z'));
    const subs = await t.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.status, 'active'), isNull(subscriptions.stripeSubscriptionId)));
    for (const sub of subs) expect(sub.currentPeriodEnd!.getTime()).toBeGreaterThan(seededOn.getTime());
    const upgraded = await tableCounts(t.db);
    expect(upgraded.payments).toBeGreaterThan(fresh.payments!);
    expect(upgraded.audit_log).toBeGreaterThan(50);
    expect(upgraded.users).toBe(fresh.users);

    await markLoaded(t.db, 'demo', 7);
    await seedOn(t.db, new Date('2027-03-15T10:00:00Z'));
    expect(await tableCounts(t.db)).toEqual(upgraded);
  }, 180_000);
});
