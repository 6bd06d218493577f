import { RequestStatus } from '@marquee/contracts/enums';
import { definePolicy, type Actor } from '../../lib/policy';

/** A request as the policies see it: whose it is, where it stands, whom it selected, whether it was reviewed. */
export interface RequestObject {
  /** Null once the organiser's account was deleted: nobody's (docs/decisions/0068). */
  userId: number | null;
  status: number;
  selectedQuoteId: number | null;
  reviewed: boolean;
}

const owns = (actor: Actor, request: { userId: number | null }) =>
  actor.role === 'organiser' && actor.id === request.userId;

/**
 * What an organiser may do to their request for quotes (spec 4 "Request lifecycle", 6; docs/decisions/0036). The
 * rules carry the state too, so `policies` tells the dashboard which buttons to show; the service checks the state
 * first and answers a refused transition with a 409 and its text, the policy staying the last guard.
 */
export const requestsPolicy = definePolicy<
  RequestObject,
  'read' | 'update' | 'close' | 'accept' | 'reject' | 'change_decision' | 'review'
>({
  name: 'service_requests',
  visibleWith: 'read',
  rules: {
    read: owns,
    update: (actor, r) => owns(actor, r) && r.status === RequestStatus.active,
    // Closing an accepted request finishes it with its supplier (who can then be reviewed).
    close: (actor, r) => owns(actor, r) && r.status !== RequestStatus.finished,
    accept: (actor, r) => owns(actor, r) && r.status === RequestStatus.active,
    reject: (actor, r) => owns(actor, r) && r.status === RequestStatus.active,
    change_decision: (actor, r) => owns(actor, r) && r.status === RequestStatus.accepted,
    review: (actor, r) =>
      owns(actor, r) && r.status === RequestStatus.finished && r.selectedQuoteId !== null && !r.reviewed,
  },
});

/** A quote as the organiser's policy sees it: the request it answers and its own flags. */
export interface QuoteObject {
  requestUserId: number | null;
  requestStatus: number;
  isArchived: boolean;
  isSelected: boolean;
  isRejected: boolean;
}

const ownsQuote = (actor: Actor, q: QuoteObject) => owns(actor, { userId: q.requestUserId });

/** What the organiser may do to a quote of their request (spec 4 "Quote flags"). */
export const quotesPolicy = definePolicy<
  QuoteObject,
  'read' | 'update' | 'shortlist' | 'archive' | 'accept' | 'reject' | 'request_call' | 'change_decision'
>({
  name: 'service_request_quotes',
  visibleWith: 'read',
  rules: {
    read: ownsQuote,
    update: ownsQuote,
    shortlist: (actor, q) => ownsQuote(actor, q) && !q.isArchived,
    archive: ownsQuote,
    accept: (actor, q) => ownsQuote(actor, q) && q.requestStatus === RequestStatus.active && !q.isRejected,
    reject: (actor, q) =>
      ownsQuote(actor, q) && q.requestStatus === RequestStatus.active && !q.isRejected && !q.isSelected,
    request_call: (actor, q) =>
      ownsQuote(actor, q) && q.requestStatus !== RequestStatus.finished && !q.isRejected,
    change_decision: (actor, q) =>
      ownsQuote(actor, q) && q.requestStatus === RequestStatus.accepted && q.isSelected,
  },
});

/** The organiser's review of a request's supplier: theirs to read and modify. */
export interface ReviewObject {
  userId: number | null;
}

export const reviewsPolicy = definePolicy<ReviewObject, 'read' | 'update'>({
  name: 'service_request_reviews',
  visibleWith: 'read',
  rules: { read: owns, update: owns },
});

declare module '../../lib/policy' {
  interface Policies {
    service_requests: typeof requestsPolicy;
    service_request_quotes: typeof quotesPolicy;
    service_request_reviews: typeof reviewsPolicy;
  }
}
