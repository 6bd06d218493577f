import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminReviewResponse, adminReviewsResponse, reviewTexts } from '@marquee/contracts/admin-reviews';
import { DELETED_ORGANISER_NAME } from '@marquee/contracts/account-deletion';
import { requestTexts } from '@marquee/contracts/requests';
import { supplierProfileResponse, directoryResponse } from '@marquee/contracts/directory';
import { auditLog } from '../../db/schema/audit';
import { serviceRequestReviews } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import { useTestApp } from '../../../test/harness';
import {
  createAdmin,
  createOrganiser,
  createReview,
  createService,
  createSupplier,
  createCategory,
  type FactoryUser,
} from '../../../test/factories';
import { directoryPageHead } from '../seo/seo.service';
import { supplier as listedSupplier, LONDON } from '../directory/directory.test-helpers';

describe('admin reviews (spec 2.6, 7.7)', () => {
  const t = useTestApp();

  const call = (who: FactoryUser, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/${url}`, headers: who.auth, ...(payload ? { payload } : {}) });
  const list = async (admin: FactoryUser, query = '') => {
    const res = await call(admin, 'GET', `admin/reviews${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return adminReviewsResponse.parse(res.json());
  };
  const auditRows = (action: string, id: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, id)));

  it('lists reviews newest first with supplier, organiser, rate, message, reply and pages', async () => {
    const admin = await createAdmin(t.db);
    const supplier = await createSupplier(t.db, { user: { companyName: 'Harbour Lights' } });
    const olivia = await createOrganiser(t.db, {
      name: 'Olivia Pemberton',
      user: { companyName: 'Pemberton Weddings' },
    });
    const harry = await createOrganiser(t.db, { name: 'Harry Wells', user: { companyName: 'Gala Nights' } });
    const old = await createReview(t.db, olivia.id, supplier.id, {
      rate: 4,
      message: 'Lovely lights',
      createdAt: new Date('2026-03-14T10:00:00Z'),
    });
    const recent = await createReview(t.db, harry.id, supplier.id, {
      rate: 2,
      createdAt: new Date('2026-05-02T09:00:00Z'),
    });

    const body = await list(admin);
    expect(body.reviews.map((r) => r.id)).toEqual([recent.review.id, old.review.id]);
    expect(body.pagination).toEqual({ total_pages: 1, page: 1, total: 2 });
    expect(body.reviews[1]).toEqual({
      id: old.review.id,
      rate: 4,
      message: 'Lovely lights',
      created_at: '2026-03-14T10:00:00.000Z',
      supplier: { id: supplier.id, company_name: 'Harbour Lights' },
      organiser: { id: olivia.id, name: 'Olivia Pemberton', company_name: 'Pemberton Weddings' },
      reply: null,
    });

    // The search: organiser name, company, the date either way, from 3 characters.
    const ids = async (q: string) =>
      (await list(admin, `?filter=${encodeURIComponent(q)}`)).reviews.map((r) => r.id);
    expect(await ids('pember')).toEqual([old.review.id]);
    expect(await ids('GALA nig')).toEqual([recent.review.id]);
    expect(await ids('14.03.2026')).toEqual([old.review.id]);
    expect(await ids('2026-05')).toEqual([recent.review.id]);
    expect(await ids('ha')).toHaveLength(2); // under 3 characters: no search
    expect(await ids('100%')).toEqual([]);

    const page2 = await list(admin, '?limit=1&page=2');
    expect(page2.reviews.map((r) => r.id)).toEqual([old.review.id]);
    expect(page2.pagination).toEqual({ total_pages: 2, page: 2, total: 2 });
  });

  it('refuses bad list parameters with texts', async () => {
    const admin = await createAdmin(t.db);
    const res = await call(admin, 'GET', 'admin/reviews?limit=26&page=0');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.limit).toEqual([reviewTexts.limitMax]);
    expect(res.json().errors.page).toBeDefined();
  });

  it("shows a deleted organiser's review with no organiser", async () => {
    const admin = await createAdmin(t.db);
    const supplier = await createSupplier(t.db);
    const organiser = await createOrganiser(t.db);
    await createReview(t.db, organiser.id, supplier.id);
    await t.db.delete(users).where(eq(users.id, organiser.id));
    const [row] = (await list(admin)).reviews;
    expect(row?.organiser).toBeNull();
    expect(DELETED_ORGANISER_NAME).toBe('A Marquee organiser');
  });

  it("edits a review with the organiser form's rules; the profile, card and JSON-LD follow at once; audited", async () => {
    const admin = await createAdmin(t.db);
    const category = await createCategory(t.db);
    const service = await createService(t.db, category.id);
    const s = await listedSupplier(t.db, 'Harbour Lights', { ...LONDON, nearby: 25 }, [service.id]);
    const organiser = await createOrganiser(t.db);
    const { review } = await createReview(t.db, organiser.id, s.id, { rate: 5 });
    await createReview(t.db, organiser.id, s.id, { rate: 4 });
    const rating = async () => {
      const profile = supplierProfileResponse.parse(
        (await t.app.inject({ url: `/api/suppliers/${s.id}` })).json(),
      );
      const dir = directoryResponse.parse(
        (await t.app.inject({ url: `/api/suppliers?service_id=${service.id}` })).json(),
      );
      const head = await directoryPageHead(t.app, 'http://localhost:3000', `/directory/profile/${s.id}`);
      return {
        profile: profile.data.rating,
        card: dir.data.find((e) => e.id === s.id)?.rating,
        ld: head?.jsonLd?.aggregateRating,
      };
    };
    expect((await rating()).profile).toEqual({ rate: 4.5, count: 2 });

    for (const [payload, field, text] of [
      [{ rate: 0, message: 'x' }, 'rate', requestTexts.rateRange],
      [{ rate: 6, message: 'x' }, 'rate', requestTexts.rateRange],
      [{ rate: 2.5, message: 'x' }, 'rate', requestTexts.rateRange],
      [{ message: 'x' }, 'rate', requestTexts.rateRequired],
      [{ rate: 3, message: '   ' }, 'message', requestTexts.reviewMessageRequired],
      [{ rate: 3 }, 'message', requestTexts.reviewMessageRequired],
    ] as const) {
      const bad = await call(admin, 'PATCH', `admin/reviews/${review.id}`, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(422);
      expect(bad.json().errors[field]).toEqual([text]);
    }
    expect((await call(admin, 'PATCH', 'admin/reviews/999999', { rate: 3, message: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call(admin, 'PATCH', 'admin/reviews/abc', { rate: 3, message: 'x' })).statusCode).toBe(422);

    const res = await call(admin, 'PATCH', `admin/reviews/${review.id}`, {
      rate: 1,
      message: ' Late and rude ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminReviewResponse.parse(res.json()).data).toMatchObject({ rate: 1, message: 'Late and rude' });
    expect(await rating()).toEqual({
      profile: { rate: 2.5, count: 2 },
      card: { rate: 2.5, count: 2 },
      ld: expect.objectContaining({ ratingValue: 2.5, reviewCount: 2 }),
    });
    const [audit] = await auditRows('review.update', review.id);
    expect(audit).toMatchObject({ actorId: admin.id, targetType: 'review' });
    expect(audit?.summary).toMatchObject({
      supplier_id: s.id,
      rate: 1,
      previous_rate: 5,
      message_changed: true,
    });

    // Delete: the count and average follow; the row is gone; a second delete is a 404.
    const del = await call(admin, 'DELETE', `admin/reviews/${review.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ message: reviewTexts.deleted });
    expect(await rating()).toEqual({
      profile: { rate: 4, count: 1 },
      card: { rate: 4, count: 1 },
      ld: expect.objectContaining({ ratingValue: 4, reviewCount: 1 }),
    });
    expect(
      await t.db.select().from(serviceRequestReviews).where(eq(serviceRequestReviews.id, review.id)),
    ).toEqual([]);
    expect(await auditRows('review.delete', review.id)).toHaveLength(1);
    expect((await call(admin, 'DELETE', `admin/reviews/${review.id}`)).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const supplier = await createSupplier(t.db);
    const organiser = await createOrganiser(t.db);
    const { review } = await createReview(t.db, organiser.id, supplier.id);
    for (const who of [supplier, organiser]) {
      expect((await call(who, 'GET', 'admin/reviews')).statusCode).toBe(403);
      expect((await call(who, 'DELETE', `admin/reviews/${review.id}`)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reviews' })).statusCode).toBe(401);
  });
});
