import type { FastifyInstance } from 'fastify';
import {
  reviewTexts,
  type AdminReviewResponse,
  type AdminReviewUpdate,
  type AdminReviewsQuery,
  type AdminReviewsResponse,
} from '@marquee/contracts/admin-reviews';
import { effectiveListSearch } from '@marquee/contracts/admin-lists';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { presentAdminReview } from './reviews.presenter';
import { clearReply, deleteReview, findAdminReview, findAdminReviews, setReview } from './reviews.repository';

/*
 * The administrators' reviews (spec 2.6 reviews, 7.7). A supplier's average and count are aggregates over the
 * reviews at read time (directory.repository.ts), so a change here shows on the profile, the directory card and
 * the JSON-LD with the next read; there is no stored counter to keep in step.
 */

/** `GET admin/reviews`: newest first; the search applies from 3 characters (spec 5 'Admin lists'). */
export async function listAdminReviews(db: DbOrTx, q: AdminReviewsQuery): Promise<AdminReviewsResponse> {
  const search = effectiveListSearch(q.filter);
  const { rows, total } = await findAdminReviews(db, {
    search: search && search.length >= 3 ? search : undefined,
    page: q.page,
    limit: q.limit,
  });
  return {
    reviews: rows.map(presentAdminReview),
    pagination: { total_pages: Math.max(1, Math.ceil(total / q.limit)), page: q.page, total },
  };
}

type Deps = Pick<FastifyInstance, 'db'>;

async function lockedReview(tx: DbOrTx, id: number) {
  const row = await findAdminReview(tx, id, true);
  if (!row) throw notFound();
  return row;
}

/** `PATCH admin/reviews/{id}`: the rate and message, by the organiser's form's rules; audited. */
export async function updateAdminReview(
  deps: Deps,
  auth: AuthContext,
  id: number,
  input: AdminReviewUpdate,
): Promise<AdminReviewResponse> {
  return deps.db.transaction(async (tx) => {
    const before = await lockedReview(tx, id);
    await setReview(tx, id, { rate: input.rate, message: input.message });
    await recordAudit(tx, auth, {
      action: 'review.update',
      targetType: 'review',
      targetId: id,
      summary: {
        supplier_id: before.supplier_id,
        rate: input.rate,
        previous_rate: before.rate,
        message_changed: before.message !== input.message,
      },
    });
    const after = await findAdminReview(tx, id);
    if (!after) throw notFound();
    return { data: presentAdminReview(after) };
  });
}

/** `DELETE admin/reviews/{id}`: the review goes (and its reply with it); audited. */
export async function deleteAdminReview(
  deps: Deps,
  auth: AuthContext,
  id: number,
): Promise<{ message: string }> {
  await deps.db.transaction(async (tx) => {
    const row = await lockedReview(tx, id);
    await deleteReview(tx, id);
    await recordAudit(tx, auth, {
      action: 'review.delete',
      targetType: 'review',
      targetId: id,
      summary: { supplier_id: row.supplier_id, organiser_id: row.organiser_id, rate: row.rate },
    });
  });
  return { message: reviewTexts.deleted };
}

/** `DELETE admin/reviews/{id}/reply`: removes the supplier's reply; 404 when there is none. Audited. */
export async function removeReviewReply(
  deps: Deps,
  auth: AuthContext,
  id: number,
): Promise<AdminReviewResponse> {
  return deps.db.transaction(async (tx) => {
    const row = await lockedReview(tx, id);
    if (row.reply === null) throw notFound(reviewTexts.noReply);
    await clearReply(tx, id);
    await recordAudit(tx, auth, {
      action: 'review.reply_delete',
      targetType: 'review',
      targetId: id,
      summary: { supplier_id: row.supplier_id },
    });
    return { data: presentAdminReview({ ...row, reply: null, reply_updated_at: null }) };
  });
}
