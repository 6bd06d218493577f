import type { FastifyInstance } from 'fastify';
import { reviewTexts, type ReviewReplyResponse } from '@marquee/contracts/admin-reviews';
import { actorOf, authorize } from '../../lib/policy';
import type { AuthContext } from '../../lib/auth-context';
import { notFound, rejected } from '../../lib/errors';
import { deliver } from '../mail/mail.service';
import { reviewReplyEmail } from '../mail/templates';
import { presentReply, replyEditableUntil } from './reviews.presenter';
import { findAdminReview, setReply } from './reviews.repository';
import { reviewRepliesPolicy } from './reviews.policy';

type Deps = Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'log'>;

/**
 * `PUT supplier/service-request-reviews/{id}/reply` (decision 0075): the reviewed supplier posts one public reply,
 * and may change it for 7 days after first posting it (then 403 with the text). On the first posting the
 * organiser is e-mailed, unless their account was deleted. The e-mail is recorded after the commit: the mail
 * module records and queues in its own transaction, and a failure to record it never undoes the reply.
 */
export async function replyToReview(
  deps: Deps,
  auth: AuthContext,
  id: number,
  message: string,
  now = new Date(),
): Promise<ReviewReplyResponse> {
  const { row, first } = await deps.db.transaction(async (tx) => {
    const review = await findAdminReview(tx, id, true);
    if (!review) throw notFound();
    authorize(reviewRepliesPolicy, actorOf(auth), 'reply', { supplierId: review.supplier_id });
    if (review.replied_at !== null && now > replyEditableUntil(review.replied_at)) {
      throw rejected(403, 'reply_locked', reviewTexts.replyLocked);
    }
    await setReply(tx, id, message, now);
    const saved = await findAdminReview(tx, id);
    if (!saved) throw notFound();
    return { row: saved, first: review.reply === null };
  });
  if (first && row.organiser_id !== null && row.organiser_email) {
    const company = row.supplier_company ?? auth.user.name;
    await deliver(deps, {
      ...reviewReplyEmail({
        name: row.organiser_name ?? '',
        companyName: company,
        reply: message,
        link: `${deps.config.APP_URL}/directory/profile/${row.supplier_id}`,
      }),
      to: row.organiser_email,
      userId: row.organiser_id,
    });
  }
  const reply = presentReply(row);
  if (!reply) throw notFound();
  return { data: reply };
}
