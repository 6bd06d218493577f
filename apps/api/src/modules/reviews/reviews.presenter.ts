import {
  REVIEW_REPLY_EDIT_DAYS,
  type AdminReviewListItem,
  type ReviewReply,
} from '@marquee/contracts/admin-reviews';
import { DELETED_ORGANISER_NAME } from '@marquee/contracts/account-deletion';
import type { AdminReviewRow } from './reviews.repository';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a reply first posted at `repliedAt` may be changed. */
export const replyEditableUntil = (repliedAt: Date | string) =>
  new Date(new Date(repliedAt).getTime() + REVIEW_REPLY_EDIT_DAYS * DAY_MS);

/** The reply of a review row, or null when there is none (never posted, or removed by an administrator). */
export function presentReply(row: {
  reply: string | null;
  replied_at: Date | string | null;
  reply_updated_at: Date | string | null;
}): ReviewReply | null {
  if (row.reply === null || row.replied_at === null) return null;
  return {
    message: row.reply,
    created_at: iso(row.replied_at),
    updated_at: iso(row.reply_updated_at ?? row.replied_at),
    editable_until: replyEditableUntil(row.replied_at).toISOString(),
  };
}

export function presentAdminReview(row: AdminReviewRow): AdminReviewListItem {
  return {
    id: row.id,
    rate: row.rate,
    message: row.message,
    created_at: iso(row.created_at),
    supplier: { id: row.supplier_id, company_name: row.supplier_company },
    organiser:
      row.organiser_id === null
        ? null
        : {
            id: row.organiser_id,
            name: row.organiser_name ?? DELETED_ORGANISER_NAME,
            company_name: row.organiser_company,
          },
    reply: presentReply(row),
  };
}
