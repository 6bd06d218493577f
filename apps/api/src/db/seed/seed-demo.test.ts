import { existsSync } from 'node:fs';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normaliseWebsite } from '@marquee/contracts/website';
import { CloseReason, DEFAULT_PLAN_ID, ProfileStatus, RequestStatus, Role } from '@marquee/contracts/enums';
import { openTestDatabase, testConfig, useTestDatabase } from '../../../test/harness';
import { promoCodes, subscriptions } from '../schema/billing';
import { partners, testimonials } from '../schema/content';
import {
  serviceRequestNotifies,
  serviceRequestQuotes,
  serviceRequestReviews,
  serviceRequests,
} from '../schema/requests';
import { supplierImages, supplierProfiles, userServices } from '../schema/suppliers';
import { users } from '../schema/users';
import { hashPassword, verifyPassword } from '../../lib/secrets';
import { DEMO_APPROVED_SUPPLIERS } from './demo';
import {
  DEMO_PASSWORD_LENGTH,
  PUBLISHED_DEMO_PASSWORDS,
  PublishedPasswordError,
  accountsWithPublishedPasswords,
  assertNoPublishedPasswords,
} from './demo-passwords';
import { DEMO_IMAGE_DIR } from './demo-showcase';
import { runSeeds } from './seed';
import { markLoaded } from './versions';
import {
  approvedSuppliers,
  reviewedRequests,
  supplierCompanyNames,
  tableCounts,
  webPublic,
} from './seed.test-helpers';

describe('seeds', () => {
  const t = useTestDatabase();

  describe('demo data', () => {
    it('is not loaded unless DEMO_DATA is on', async () => {
      const result = await runSeeds(t.db, testConfig({ DEMO_DATA: '0' }));
      expect(result).toMatchObject({ logins: [], demoLoaded: false });
      expect(await t.db.select().from(users)).toEqual([]);
    });

    it('loads an administrator, organisers and at least 60 approved suppliers with location and services', async () => {
      const result = await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
      expect(result.demoLoaded).toBe(true);
      const generated = expect.stringMatching(new RegExp(`^[A-Za-z2-9]{${DEMO_PASSWORD_LENGTH}}$`));
      expect(result.logins).toEqual([
        { role: 'admin', email: 'admin@marquee.test', password: generated },
        { role: 'organiser', email: 'organiser@marquee.test', password: generated },
        { role: 'supplier', email: 'supplier@marquee.test', password: generated },
      ]);
      expect(result.demoAccounts).toEqual(result.logins.map(({ role, email }) => ({ role, email })));

      for (const login of result.logins) {
        const [user] = await t.db.select().from(users).where(eq(users.email, login.email));
        expect(user?.role).toBe(Role[login.role as keyof typeof Role]);
        expect(await verifyPassword(login.password, user!.passwordHash)).toBe(true);
      }
      const organisers = await t.db.select().from(users).where(eq(users.role, Role.organiser));
      expect(organisers.length).toBeGreaterThanOrEqual(3);
      // The home page's sliders have something to show.
      const seededPartners = await t.db.select().from(partners);
      expect(seededPartners.length).toBeGreaterThanOrEqual(4);
      for (const p of seededPartners) expect(normaliseWebsite(p.website)).toBe(p.website);
      expect((await t.db.select().from(testimonials)).length).toBeGreaterThanOrEqual(4);

      const approved = await t.db
        .select({ user: users, profile: supplierProfiles })
        .from(supplierProfiles)
        .innerJoin(users, eq(users.id, supplierProfiles.userId))
        .where(eq(supplierProfiles.status, ProfileStatus.approved));
      expect(approved.length).toBeGreaterThanOrEqual(60);
      expect(approved.length).toBe(DEMO_APPROVED_SUPPLIERS + 1);

      const serviceCounts = new Map(
        (
          await t.db
            .select({ userId: userServices.userId, n: count() })
            .from(userServices)
            .groupBy(userServices.userId)
        ).map((r) => [r.userId, r.n]),
      );
      const cities = new Set<string>();
      for (const { user, profile } of approved) {
        expect(user.role).toBe(Role.supplier);
        expect(user.emailVerifiedAt).not.toBeNull();
        expect(user.phone).toMatch(/^\+44\d{10}$/);
        expect(user.companyName && user.displayEmail && user.website).toBeTruthy();
        // Demo websites follow the rule the API applies (decision 0049), stored in its form.
        expect(normaliseWebsite(user.website ?? '')).toBe(user.website);
        expect(profile.summary && profile.responseTemplate).toBeTruthy();
        expect(profile.latitude).toBeGreaterThan(49.8);
        expect(profile.latitude).toBeLessThan(60.9);
        expect(profile.longitude).toBeGreaterThan(-8.7);
        expect(profile.longitude).toBeLessThan(1.8);
        expect([10, 25, 50, 100, 999]).toContain(profile.nearby);
        const n = serviceCounts.get(user.id) ?? 0;
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(6);
        cities.add(profile.location ?? '');
      }
      expect(cities.size).toBeGreaterThanOrEqual(20);

      // A few on paid plans (with a subscription) and a few with no_limits.
      const paid = approved.filter((a) => a.profile.pricingPlanId !== DEFAULT_PLAN_ID);
      expect(paid.length).toBeGreaterThanOrEqual(3);
      const activeSubscriptions = await t.db
        .select({ n: count() })
        .from(subscriptions)
        .where(and(eq(subscriptions.status, 'active'), isNotNull(subscriptions.currentPeriodEnd)));
      expect(activeSubscriptions[0]?.n).toBe(paid.length);
      expect(approved.filter((a) => a.profile.noLimits === 1).length).toBeGreaterThanOrEqual(2);

      // The approval queue is not empty either.
      const pending = await t.db
        .select()
        .from(supplierProfiles)
        .where(eq(supplierProfiles.status, ProfileStatus.underReview));
      expect(pending.length).toBeGreaterThan(0);
      expect(await t.db.select().from(promoCodes)).not.toEqual([]);
    });

    it('is idempotent: a second run adds nothing and still reports the logins', async () => {
      await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
      const before = await tableCounts(t.db);
      const again = await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
      expect(again.demoLoaded).toBe(false);
      // The passwords were generated once; a later run only names the accounts.
      expect(again.logins).toEqual([]);
      expect(again.demoAccounts).toHaveLength(3);
      expect(await tableCounts(t.db)).toEqual(before);
      // The showcase is part of what must not be doubled.
      expect(before.service_request_reviews).toBeGreaterThan(0);
      expect(before.supplier_images).toBeGreaterThan(0);
    });

    it('gives premium suppliers a logo, a cover, 2 to 5 pictures of their work and a sustainability policy', async () => {
      await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
      const approved = await approvedSuppliers(t.db);
      const premium = approved.filter((a) => a.premium);
      expect(premium.length).toBeGreaterThanOrEqual(20);
      const pictures = new Map<number, string[]>();
      for (const image of await t.db.select().from(supplierImages).orderBy(supplierImages.position)) {
        pictures.set(image.userId, [...(pictures.get(image.userId) ?? []), image.path]);
      }
      const paths = new Set<string>();
      for (const { user, profile } of premium) {
        expect(profile.photoPath, user.companyName!).toMatch(
          /^\/images\/demo\/suppliers\/logo-[a-z]+-[12]\.svg$/,
        );
        expect(profile.coverPath, user.companyName!).toMatch(/^\/images\/demo\/suppliers\/[a-z-]+\.svg$/);
        expect(profile.summary && profile.pastEvents && profile.sustainabilityPolicy).toBeTruthy();
        const gallery = pictures.get(user.id) ?? [];
        expect(gallery.length, user.companyName!).toBeGreaterThanOrEqual(2);
        expect(gallery.length, user.companyName!).toBeLessThanOrEqual(5);
        expect(gallery).not.toContain(profile.coverPath);
        expect(new Set(gallery).size).toBe(gallery.length);
        for (const path of [profile.photoPath!, profile.coverPath!, ...gallery]) paths.add(path);
      }
      // Some basic listings have a logo too (seen on their profile pages), but no cover.
      const basicWithLogo = approved.filter((a) => !a.premium && a.profile.photoPath);
      expect(basicWithLogo.length).toBeGreaterThanOrEqual(5);
      // The supplier login's own profile is fully dressed, whatever its plan.
      const login = approved.find((a) => a.user.email === 'supplier@marquee.test');
      expect(login?.profile.coverPath && login.profile.photoPath && pictures.get(login.user.id)).toBeTruthy();
      // Every picture is a file the web app serves.
      for (const path of paths) {
        expect(path.startsWith(`${DEMO_IMAGE_DIR}/`)).toBe(true);
        expect(existsSync(`${webPublic}${path}`), path).toBe(true);
      }
    });

    it('reviews about half the approved suppliers, each on a finished request that selected their quote', async () => {
      await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
      const approved = await approvedSuppliers(t.db);
      const reviews = await reviewedRequests(t.db);
      const reviewed = new Set(reviews.map((r) => r.review.supplierId));
      expect(reviewed.size).toBeGreaterThanOrEqual(Math.floor(approved.length * 0.4));
      expect(reviewed.size).toBeLessThanOrEqual(Math.ceil(approved.length * 0.6));
      // Every premium listing shows stars.
      for (const a of approved.filter((x) => x.premium)) expect(reviewed.has(a.user.id)).toBe(true);
      expect(new Set(reviews.map((r) => r.review.userId)).size).toBeGreaterThanOrEqual(3);

      const now = Date.now();
      const today = new Date().toISOString().slice(0, 10);
      const rates = new Set<number>();
      for (const { review, request, quote, close, organiserRole } of reviews) {
        rates.add(review.rate);
        expect(review.rate).toBeGreaterThanOrEqual(3);
        expect(review.rate).toBeLessThanOrEqual(5);
        expect(review.message.length).toBeGreaterThan(40);
        expect(review.message).not.toMatch(/[{}]/);
        // The organiser's own request, finished, with the reviewed supplier's quote selected (spec 3, 4).
        expect(organiserRole).toBe(Role.organiser);
        expect(request.userId).toBe(review.userId);
        expect(request.status).toBe(RequestStatus.finished);
        expect(request.serviceId).not.toBeNull();
        expect(quote).toMatchObject({ userId: review.supplierId, isSelected: 1, isArchived: 0 });
        expect(close).toMatchObject({
          reason: CloseReason.fulfilledThroughMarquee,
          serviceRequestQuoteId: quote!.id,
        });
        // All in the past and in order: request, quote, selection before offers closed, event, close, review.
        expect(request.dateOffersUntil < request.dateFrom).toBe(true);
        expect(request.dateFrom <= request.dateUntil).toBe(true);
        expect(request.dateUntil < today).toBe(true);
        expect(request.createdAt.getTime()).toBeLessThan(quote!.createdAt.getTime());
        expect(quote!.selectedAt!.getTime()).toBeGreaterThan(quote!.createdAt.getTime());
        expect(quote!.selectedAt!.toISOString().slice(0, 10) <= request.dateOffersUntil).toBe(true);
        expect(request.acceptedAt?.getTime()).toBe(quote!.selectedAt!.getTime());
        expect(request.closedAt!.toISOString().slice(0, 10) > request.dateUntil).toBe(true);
        expect(review.createdAt.getTime()).toBeGreaterThan(request.closedAt!.getTime());
        expect(review.createdAt.getTime()).toBeLessThan(now);
      }
      expect([...rates].sort()).toEqual([3, 4, 5]);
      // The supplier was sent each reviewed request it quoted for.
      const [notified] = await t.db
        .select({ n: count() })
        .from(serviceRequestQuotes)
        .innerJoin(
          serviceRequestReviews,
          and(
            eq(serviceRequestReviews.serviceRequestId, serviceRequestQuotes.serviceRequestId),
            eq(serviceRequestReviews.supplierId, serviceRequestQuotes.userId),
          ),
        )
        .innerJoin(
          serviceRequestNotifies,
          and(
            eq(serviceRequestNotifies.serviceRequestId, serviceRequestQuotes.serviceRequestId),
            eq(serviceRequestNotifies.userId, serviceRequestQuotes.userId),
          ),
        );
      expect(notified?.n).toBe(reviews.length);
    });

    it('brings a database loaded by the first demo version up to date, once, keeping suppliers’ own pictures', async () => {
      await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
      const loaded = await tableCounts(t.db);
      // Back to what version 1 loaded, except one supplier who has since uploaded a logo of their own.
      const [own] = (await approvedSuppliers(t.db)).filter((a) => a.premium);
      await t.db.delete(serviceRequests);
      await t.db.delete(supplierImages);
      await t.db.update(supplierProfiles).set({ photoPath: null, coverPath: null });
      await t.db
        .update(supplierProfiles)
        .set({ photoPath: 'uploads/own-logo.png' })
        .where(eq(supplierProfiles.userId, own!.user.id));
      await markLoaded(t.db, 'demo', 1);

      const upgraded = await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
      expect(upgraded).toMatchObject({ demoLoaded: false, logins: [] });
      expect(upgraded.demoAccounts).toHaveLength(3);
      expect(await tableCounts(t.db)).toEqual(loaded);
      const [kept] = await t.db
        .select({ photo: supplierProfiles.photoPath, cover: supplierProfiles.coverPath })
        .from(supplierProfiles)
        .where(eq(supplierProfiles.userId, own!.user.id));
      expect(kept).toEqual({
        photo: 'uploads/own-logo.png',
        cover: expect.stringMatching(/^\/images\/demo\//),
      });

      await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
      expect(await tableCounts(t.db)).toEqual(loaded);
      // Two seedings (or a seeding and an upgrade): longer than the default on a busy machine.
    }, 120_000);

    it('is not loaded into a database that already has users', async () => {
      await t.db
        .insert(users)
        .values({ role: Role.organiser, name: 'Real User', email: 'real@example.com', passwordHash: 'x' });
      const result = await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
      expect(result).toMatchObject({ demoLoaded: false, logins: [] });
      expect(await t.db.select({ n: count() }).from(users)).toEqual([{ n: 1 }]);
    });

    it('is loaded next to the ADMIN_EMAIL administrator on a fresh database, without a demo administrator', async () => {
      const result = await runSeeds(
        t.db,
        testConfig({ DEMO_DATA: '1', ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'secret-1' }),
      );
      expect(result).toMatchObject({ admin: 'created', demoLoaded: true });
      expect(result.logins.map((l) => l.role)).toEqual(['organiser', 'supplier']);
      const admins = await t.db.select({ email: users.email }).from(users).where(eq(users.role, Role.admin));
      expect(admins).toEqual([{ email: 'boss@example.com' }]);
    });

    it('does not let an earlier demo administrator stand in for the ADMIN_EMAIL one', async () => {
      await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
      const result = await runSeeds(
        t.db,
        testConfig({ DEMO_DATA: '1', ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'secret-1' }),
      );
      expect(result.admin).toBe('created');
      expect(result.demoAccounts.map((a) => a.role)).toEqual(['organiser', 'supplier']);
    });

    it('gives every other demo account a password nobody knows, and no account a published one', async () => {
      const { logins } = await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
      expect(await accountsWithPublishedPasswords(t.db, ['admin@marquee.test'])).toEqual([]);
      const [other] = await t.db
        .select()
        .from(users)
        .where(eq(users.role, Role.supplier))
        .orderBy(sql`${users.email} = 'supplier@marquee.test'`, users.id)
        .limit(1);
      for (const password of [...PUBLISHED_DEMO_PASSWORDS, ...logins.map((l) => l.password)]) {
        expect(await verifyPassword(password, other!.passwordHash)).toBe(false);
      }
      expect(new Set(logins.map((l) => l.password)).size).toBe(3);
    });

    it('replaces the published passwords of a database loaded by an earlier version, once', async () => {
      await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
      // What versions 1 and 2 did: one shared hash of a published password, another for the administrator.
      await t.db.update(users).set({ passwordHash: await hashPassword('marquee-demo') });
      await t.db
        .update(users)
        .set({ passwordHash: await hashPassword('marquee-admin') })
        .where(eq(users.email, 'admin@marquee.test'));
      await markLoaded(t.db, 'demo', 2);
      const exposed = await accountsWithPublishedPasswords(t.db, ['admin@marquee.test']);
      // Every account: the generated ones share a hash, and the printed logins are looked at by e-mail.
      expect(exposed.length).toBe((await t.db.select({ n: count() }).from(users))[0]?.n);
      await expect(assertNoPublishedPasswords(t.db, ['admin@marquee.test'])).rejects.toThrow(
        PublishedPasswordError,
      );

      const upgraded = await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
      expect(upgraded.logins.map((l) => l.email)).toEqual([
        'admin@marquee.test',
        'organiser@marquee.test',
        'supplier@marquee.test',
      ]);
      for (const login of upgraded.logins) {
        const [user] = await t.db.select().from(users).where(eq(users.email, login.email));
        expect(await verifyPassword(login.password, user!.passwordHash)).toBe(true);
      }
      expect(await accountsWithPublishedPasswords(t.db, ['admin@marquee.test'])).toEqual([]);
      await assertNoPublishedPasswords(t.db, ['admin@marquee.test']);
      expect((await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }))).logins).toEqual([]);
      // Two seedings (or a seeding and an upgrade): longer than the default on a busy machine.
    }, 120_000);

    it('with demo data off, leaves published passwords for the production check to refuse', async () => {
      await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
      await t.db
        .update(users)
        .set({ passwordHash: await hashPassword('marquee-admin') })
        .where(eq(users.email, 'admin@marquee.test'));
      await runSeeds(t.db, testConfig({ DEMO_DATA: '0' }));
      await expect(assertNoPublishedPasswords(t.db, ['admin@marquee.test'])).rejects.toThrow(
        /1 account\(s\) \(admin@marquee.test\)/,
      );
    });

    it('is deterministic: a second fresh database gets the same companies', async () => {
      const seeded = await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
      const first = await supplierCompanyNames(t.db);

      const other = await openTestDatabase();
      try {
        const again = await runSeeds(other.db, testConfig({ DEMO_DATA: '1' }));
        expect(await supplierCompanyNames(other.db)).toEqual(first);
        // Except the passwords: generated for each database.
        expect(again.logins[0]!.password).not.toBe(seeded.logins[0]!.password);
        expect(new Set(first).size).toBe(first.length);
      } finally {
        await other.dispose();
      }
      // Two seedings (or a seeding and an upgrade): longer than the default on a busy machine.
    }, 120_000);
  });
});
