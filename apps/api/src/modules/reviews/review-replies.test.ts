import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  REVIEW_REPLY_MAX,
  adminReviewResponse,
  reviewReplyResponse,
  reviewTexts,
} from '@marquee/contracts/admin-reviews';
import { reviewsResponse } from '@marquee/contracts/directory';
import { auditLog } from '../../db/schema/audit';
import { outgoingEmails } from '../../db/schema/mail';
import { serviceRequestReviews } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import { useTestApp } from '../../../test/harness';
import {
  createAdmin,
  createOrganiser,
  createReview,
  createSupplier,
  lastEmailTo,
  type FactoryUser,
} from '../../../test/factories';
import { replyToReview } from './review-replies.service';

const DAY = 86_400_000;

describe("a supplier's reply to a review (decision 0075)", () => {
  const t = useTestApp();

  const reply = (who: FactoryUser, id: number | string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/supplier/service-request-reviews/${id}/reply`,
      headers: who.auth,
      payload: payload as Record<string, unknown>,
    });
  const publicReviews = async (supplierId: number) =>
    reviewsResponse.parse(
      (await t.app.inject({ url: `/api/service-request-reviews?supplier_id=${supplierId}` })).json(),
    ).data;
  const emailsTo = (email: string) =>
    t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, email.toLowerCase()));

  it('posts a public reply once, e-mails the organiser, and shows it under the review', async () => {
    const supplier = await createSupplier(t.db, { user: { companyName: 'Harbour Lights' } });
    const organiser = await createOrganiser(t.db, { name: 'Olivia Pemberton' });
    const { review } = await createReview(t.db, organiser.id, supplier.id);

    for (const [payload, text] of [
      [{}, reviewTexts.replyRequired],
      [{ message: '  ' }, reviewTexts.replyRequired],
      [{ message: 'x'.repeat(REVIEW_REPLY_MAX + 1) }, reviewTexts.replyTooLong],
    ] as const) {
      const bad = await reply(supplier, review.id, payload);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.message).toEqual([text]);
    }

    const res = await reply(supplier, review.id, { message: ' Thank you, Olivia! ' });
    expect(res.statusCode, res.body).toBe(200);
    const posted = reviewReplyResponse.parse(res.json()).data;
    expect(posted.message).toBe('Thank you, Olivia!');
    expect(new Date(posted.editable_until).getTime() - new Date(posted.created_at).getTime()).toBe(7 * DAY);

    const mail = await lastEmailTo(t.db, organiser.email);
    expect(mail).toMatchObject({
      template: 'review_reply',
      subject: 'Harbour Lights replied to your review',
    });
    expect(mail.text).toContain('Thank you, Olivia!');
    expect(mail.text).toContain(`/directory/profile/${supplier.id}`);

    expect((await publicReviews(supplier.id))[0]?.reply).toMatchObject({ message: 'Thank you, Olivia!' });
    const own = await t.app.inject({ url: '/api/supplier/service-request-reviews', headers: supplier.auth });
    expect(reviewsResponse.parse(own.json()).data[0]?.reply?.message).toBe('Thank you, Olivia!');

    // Changing it within the 7 days keeps the first posting's time and sends no second e-mail.
    const again = await reply(supplier, review.id, { message: 'Thank you again!' });
    expect(again.statusCode).toBe(200);
    expect(reviewReplyResponse.parse(again.json()).data.created_at).toBe(posted.created_at);
    expect(await emailsTo(organiser.email)).toHaveLength(1);
  });

  it('refuses a change after 7 days with a clear text', async () => {
    const supplier = await createSupplier(t.db);
    const organiser = await createOrganiser(t.db);
    const { review } = await createReview(t.db, organiser.id, supplier.id);
    await t.db
      .update(serviceRequestReviews)
      .set({ reply: 'Thanks', repliedAt: new Date(Date.now() - 8 * DAY), replyUpdatedAt: new Date() })
      .where(eq(serviceRequestReviews.id, review.id));
    const res = await reply(supplier, review.id, { message: 'Edited' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'reply_locked', message: reviewTexts.replyLocked });
    expect(reviewTexts.replyLocked).toBe('A reply can only be changed within 7 days of posting it');

    // Exactly at the edge it is still allowed (the service takes the clock).
    const fresh = await createReview(t.db, organiser.id, supplier.id);
    const first = new Date('2026-01-01T12:00:00Z');
    const auth = { user: { id: supplier.id, role: 1, name: 'S' } } as never;
    await replyToReview(t.app, auth, fresh.review.id, 'One', first);
    await replyToReview(t.app, auth, fresh.review.id, 'Two', new Date(first.getTime() + 7 * DAY));
    await expect(
      replyToReview(t.app, auth, fresh.review.id, 'Three', new Date(first.getTime() + 7 * DAY + 1)),
    ).rejects.toMatchObject({ status: 403, code: 'reply_locked' });
  });

  it("answers 404 for another supplier's review or an unknown one; organisers are refused", async () => {
    const supplier = await createSupplier(t.db);
    const other = await createSupplier(t.db);
    const organiser = await createOrganiser(t.db);
    const { review } = await createReview(t.db, organiser.id, supplier.id);
    expect((await reply(other, review.id, { message: 'Hi' })).statusCode).toBe(404);
    expect((await reply(supplier, 999_999, { message: 'Hi' })).statusCode).toBe(404);
    expect((await reply(organiser, review.id, { message: 'Hi' })).statusCode).toBe(403);
  });

  it('sends no e-mail when the organiser has deleted their account', async () => {
    const supplier = await createSupplier(t.db);
    const organiser = await createOrganiser(t.db);
    const { review } = await createReview(t.db, organiser.id, supplier.id);
    await t.db.delete(users).where(eq(users.id, organiser.id));
    const before = (await t.db.select().from(outgoingEmails)).length;
    expect((await reply(supplier, review.id, { message: 'Thanks anyway' })).statusCode).toBe(200);
    expect((await t.db.select().from(outgoingEmails)).length).toBe(before);
  });

  it('lets an administrator remove a reply, audited; the supplier cannot post anew after 7 days', async () => {
    const admin = await createAdmin(t.db);
    const supplier = await createSupplier(t.db);
    const organiser = await createOrganiser(t.db);
    const { review } = await createReview(t.db, organiser.id, supplier.id);
    const remove = () =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/reviews/${review.id}/reply`, headers: admin.auth });

    const none = await remove();
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(reviewTexts.noReply);

    await reply(supplier, review.id, { message: 'Rude words' });
    const res = await remove();
    expect(res.statusCode, res.body).toBe(200);
    expect(adminReviewResponse.parse(res.json()).data.reply).toBeNull();
    expect((await publicReviews(supplier.id))[0]?.reply).toBeNull();
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review.reply_delete'), eq(auditLog.targetId, review.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ targetType: 'review', actorId: admin.id });

    const [row] = await t.db
      .select()
      .from(serviceRequestReviews)
      .where(eq(serviceRequestReviews.id, review.id));
    expect(row?.repliedAt).not.toBeNull();
    await t.db
      .update(serviceRequestReviews)
      .set({ repliedAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(serviceRequestReviews.id, review.id));
    expect((await reply(supplier, review.id, { message: 'Again' })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/reviews/${review.id}/reply`,
          headers: supplier.auth,
        })
      ).statusCode,
    ).toBe(403);
  });
});
