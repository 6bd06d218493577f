import { definePolicy } from '../../lib/policy';

/** A review as the supplier's side sees it: the supplier reviewed may read it and reply (decision 0075). */
export interface ReviewReplyObject {
  supplierId: number;
}

const reviewed = (actor: { id: number }, review: ReviewReplyObject) => actor.id === review.supplierId;

export const reviewRepliesPolicy = definePolicy<ReviewReplyObject, 'read' | 'reply'>({
  name: 'review_replies',
  visibleWith: 'read',
  rules: { read: reviewed, reply: reviewed },
});

declare module '../../lib/policy' {
  interface Policies {
    review_replies: typeof reviewRepliesPolicy;
  }
}
