import { z } from 'zod';

/* Beyond the spec (docs/decisions/0075): a supplier's one public reply under a review of theirs. */

/** Longest reply a supplier may post under a review. */
export const REVIEW_REPLY_MAX = 1000;
/** Days a supplier may change their reply after first posting it. */
export const REVIEW_REPLY_EDIT_DAYS = 7;

/** A supplier's public answer under a review. */
export const reviewReply = z.object({
  message: z.string(),
  /** When it was first posted; the supplier may change it for REVIEW_REPLY_EDIT_DAYS after. */
  created_at: z.string(),
  updated_at: z.string(),
  editable_until: z.string(),
});
export type ReviewReply = z.infer<typeof reviewReply>;
