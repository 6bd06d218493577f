import type { FastifyInstance } from 'fastify';
import { reviewTexts, type ReviewReplyResponse } from '@marquee/contracts/admin-reviews';
import { actorOf, authorize } from '../../lib/policy';
import type { AuthContext } from '../../lib/auth-context';
import { notFound, rejected } from '../../lib/errors';
import { reviewReplyEmail } from '../mail/templates';
import { presentReply, replyEditableUntil } from './reviews.presenter';
import { findAdminReview, setReply } from './reviews.repository';
import { reviewRepliesPolicy } from './reviews.policy';

type Deps = Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'log'>;

/**
 * `PUT supplier/service-request-reviews/{id}/reply` (decision 0075): the reviewed supplier posts one public reply,
 * and may change it for 7 days after first posting it (then 403 with the text). On the first posting the
 * organiser is e-mailed, unless their account was deleted. The e-mail is recorded in the reply's transaction: a
 * first reply answered is never left without its e-mail, and one whose e-mail cannot be recorded is not kept (an
 * error, docs/decisions/0089).
 */
export async function replyToReview(
  deps: Deps,
  auth: AuthContext,
  id: number,
  message: string,
  now = new Date(),
): Promise<ReviewReplyResponse> {
  const row = await deps.mailer.sendWith(async (tx) => {
    const review = await findAdminReview(tx, id, true);
    if (!review) throw notFound();
    authorize(reviewRepliesPolicy, actorOf(auth), 'reply', { supplierId: review.supplier_id });
    if (review.replied_at !== null && now > replyEditableUntil(review.replied_at)) {
      throw rejected(403, 'reply_locked', reviewTexts.replyLocked);
    }
    await setReply(tx, id, message, now);
    const saved = await findAdminReview(tx, id);
    if (!saved) throw notFound();
    const first = review.reply === null;
    const email =
      first && saved.organiser_id !== null && saved.organiser_email
        ? {
            ...reviewReplyEmail({
              name: saved.organiser_name ?? '',
              companyName: saved.supplier_company ?? auth.user.name,
              reply: message,
              link: `${deps.config.APP_URL}/directory/profile/${saved.supplier_id}`,
            }),
            to: saved.organiser_email,
            userId: saved.organiser_id,
          }
        : null;
    return { result: saved, message: email };
  });
  const reply = presentReply(row);
  if (!reply) throw notFound();
  return { data: reply };
}
