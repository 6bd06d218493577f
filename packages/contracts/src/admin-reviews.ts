import { z } from 'zod';
import { listFilter, listLimit, listPage, listPagination } from './admin-lists';
import { text } from './fields';
import { updateReviewBody } from './requests';
import { REVIEW_REPLY_EDIT_DAYS, REVIEW_REPLY_MAX, reviewReply } from './review-reply';

export { REVIEW_REPLY_EDIT_DAYS, REVIEW_REPLY_MAX, reviewReply, type ReviewReply } from './review-reply';

/*
 * Reviews moderated by administrators (spec 2.6 reviews, 7.7 `GET admin/reviews`, `PATCH`/`DELETE admin/reviews/{id}`)
 * and, beyond the spec, the supplier's public reply to a review (docs/decisions/0075):
 *   GET    admin/reviews?filter=&page=&limit=        → adminReviewsResponse
 *   PATCH  admin/reviews/{id}          updateReviewBody (requests.ts) → adminReviewResponse
 *   DELETE admin/reviews/{id}                        → { message }
 *   DELETE admin/reviews/{id}/reply                  → adminReviewResponse
 *   PUT    supplier/service-request-reviews/{id}/reply   reviewReplyBody → { data: reviewReply }
 */

/** Reviews a page of the admin list. */
export const ADMIN_REVIEWS_PAGE_SIZE = 25;

export const reviewTexts = {
  limitMax: `At most ${ADMIN_REVIEWS_PAGE_SIZE} reviews a page`,
  replyRequired: 'Reply is a required field',
  replyTooLong: `A reply can be at most ${REVIEW_REPLY_MAX} characters long`,
  replyLocked: `A reply can only be changed within ${REVIEW_REPLY_EDIT_DAYS} days of posting it`,
  noReply: 'This review has no reply',
  deleted: 'Review deleted',
  updated: 'Review updated',
  replyRemoved: 'Reply removed',
  replySaved: 'Reply posted',
  noneYet: 'No reviews have been written yet.',
  noMatch: 'No reviews match your search.',
} as const;

/**
 * `GET admin/reviews`: `filter` searches the organiser's name and company and the date (as `dd.mm.yyyy`,
 * `yyyy-mm-dd` or any part of them) from 3 characters; newest first.
 */
export const adminReviewsQuery = z.object({
  filter: listFilter,
  page: listPage,
  limit: listLimit(ADMIN_REVIEWS_PAGE_SIZE, reviewTexts.limitMax),
});
export type AdminReviewsQuery = z.output<typeof adminReviewsQuery>;

export const adminReviewListItem = z.object({
  id: z.number().int(),
  rate: z.number().int(),
  message: z.string(),
  created_at: z.string(),
  supplier: z.object({ id: z.number().int(), company_name: z.string().nullable() }),
  /** Null once the organiser's account was deleted (shown as 'A Marquee organiser'). */
  organiser: z
    .object({ id: z.number().int(), name: z.string(), company_name: z.string().nullable() })
    .nullable(),
  reply: reviewReply.nullable(),
});
export type AdminReviewListItem = z.infer<typeof adminReviewListItem>;

export const adminReviewsResponse = z.object({
  reviews: z.array(adminReviewListItem),
  pagination: listPagination,
});
export type AdminReviewsResponse = z.infer<typeof adminReviewsResponse>;

export const adminReviewResponse = z.object({ data: adminReviewListItem });
export type AdminReviewResponse = z.infer<typeof adminReviewResponse>;

/** `PATCH admin/reviews/{id}`: the organiser's review form's rules and texts (spec 5 "Review"). */
export const adminReviewUpdateBody = updateReviewBody;
export type AdminReviewUpdate = z.output<typeof adminReviewUpdateBody>;

/** `PUT supplier/service-request-reviews/{id}/reply`. */
export const reviewReplyBody = z.object({
  message: text(reviewTexts.replyRequired)
    .trim()
    .min(1, reviewTexts.replyRequired)
    .max(REVIEW_REPLY_MAX, reviewTexts.replyTooLong),
});
export type ReviewReplyInput = z.input<typeof reviewReplyBody>;
export const reviewReplyResponse = z.object({ data: reviewReply });
export type ReviewReplyResponse = z.infer<typeof reviewReplyResponse>;
