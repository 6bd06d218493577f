import type { OfferState } from '@marquee/contracts/offers';
import { definePolicy, type Actor } from '../../lib/policy';

/** An offer notification as the policy sees it: whose it is and where the request stands for them. */
export interface NotifyObject {
  /** The supplier it was sent to. */
  userId: number;
  state: OfferState;
  /** The request is active and its offers deadline has not passed. */
  acceptsQuotes: boolean;
  answered: boolean;
  isIgnore: boolean;
  callRequested: boolean;
  /** The supplier answers without limit or has answers left in the free allowance. */
  quotaLeft: boolean;
}

const reached = (actor: Actor, o: { userId: number }) => actor.role === 'supplier' && actor.id === o.userId;

/**
 * What a supplier may do with a request that reached them (spec 4 "Supplier tab mapping", 6; docs/decisions/0039).
 * Only the supplier it was sent to sees a notify: anyone else gets 404, as for an id that does not exist.
 */
export const notifiesPolicy = definePolicy<
  NotifyObject,
  'read' | 'update' | 'respond' | 'decline' | 'undo_decline' | 'mark_called'
>({
  name: 'service_request_notifies',
  visibleWith: 'read',
  rules: {
    read: reached,
    /** PATCH is_ignore: declining or undoing, while not answered. */
    update: (actor, o) => reached(actor, o) && !o.answered,
    respond: (actor, o) => reached(actor, o) && !o.answered && o.acceptsQuotes && o.quotaLeft,
    /** "I'm not interested" only while the request still takes offers (issue 21); undo stays possible. */
    decline: (actor, o) => reached(actor, o) && !o.answered && !o.isIgnore && o.acceptsQuotes,
    undo_decline: (actor, o) => reached(actor, o) && !o.answered && o.isIgnore,
    mark_called: (actor, o) => reached(actor, o) && o.callRequested,
  },
});

declare module '../../lib/policy' {
  interface Policies {
    service_request_notifies: typeof notifiesPolicy;
  }
}
