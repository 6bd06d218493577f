import { DELETED_ORGANISER_NAME } from '@marquee/contracts/account-deletion';
import { RequestStatus } from '@marquee/contracts/enums';
import {
  placeOfOffer,
  type LeadStage,
  type OfferNotify,
  type Quota,
  type SupplierQuote,
} from '@marquee/contracts/offers';
import { policiesOf, type Actor } from '../../lib/policy';
import { notifiesPolicy, type NotifyObject } from './offers.policy';
import { stateFromSql } from './offer-state';
import { isNew, type NotifyView } from './offers.repository';

const iso = (v: Date | string) => new Date(v).toISOString();
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

/** Active and not past the offers deadline (`today` the UK day). */
const acceptsQuotes = (v: NotifyView, today: string) =>
  v.status === RequestStatus.active && v.date_offers_until >= today;

/** The notify as its policy sees it. */
export const notifyObject = (
  v: NotifyView,
  today: string,
  quota: Pick<Quota, 'can_respond'>,
): NotifyObject => ({
  userId: v.user_id,
  state: stateFromSql(v.state),
  acceptsQuotes: acceptsQuotes(v, today),
  answered: v.quote_id !== null,
  isIgnore: v.is_ignore === 1,
  callRequested: v.call_requested_at !== null,
  quotaLeft: quota.can_respond,
});

/**
 * The furthest stage of the supplier's lead: won, lost, shortlisted, viewed or sent. A lost lead says only
 * 'not_selected' (rejected, or another supplier chosen) or 'closed': the organiser's close reason is theirs.
 */
function stageOf(v: NotifyView): { stage: LeadStage; lost_as: SupplierQuote['lost_as'] } {
  if (v.quote_is_selected === 1) return { stage: 'won', lost_as: null };
  if (v.quote_rejected_at !== null || v.status !== RequestStatus.active) {
    const notSelected = v.quote_rejected_at !== null || v.other_chosen || v.status === RequestStatus.accepted;
    return { stage: 'lost', lost_as: notSelected ? 'not_selected' : 'closed' };
  }
  if (v.quote_is_shortlisted === 1) return { stage: 'shortlisted', lost_as: null };
  if (v.quote_is_viewed === 1) return { stage: 'viewed', lost_as: null };
  return { stage: 'sent', lost_as: null };
}

function presentQuote(v: NotifyView): SupplierQuote | null {
  if (v.quote_id === null) return null;
  return {
    id: v.quote_id,
    service_request_id: v.service_request_id,
    message: v.quote_message ?? '',
    price: v.quote_price === null ? null : Number(v.quote_price),
    created_at: iso(v.quote_created_at as Date | string),
    is_viewed: v.quote_is_viewed === 1,
    viewed_at: isoOrNull(v.quote_viewed_at),
    is_shortlisted: v.quote_is_shortlisted === 1,
    is_selected: v.quote_is_selected === 1,
    is_rejected: v.quote_rejected_at !== null,
    call_requested_at: isoOrNull(v.quote_call_requested_at),
    refunded_at: isoOrNull(v.quote_refunded_at),
    ...stageOf(v),
  };
}

/**
 * An offer notification for its supplier (spec 3). The organiser appears by name and company only, their phone and
 * e-mail only to the supplier they selected (issue 21); other suppliers' quotes only as a count.
 */
export function presentNotify(
  v: NotifyView,
  viewer: Actor,
  quota: Pick<Quota, 'can_respond'>,
  today: string,
  now: Date = new Date(),
): OfferNotify {
  const state = stateFromSql(v.state);
  const open = acceptsQuotes(v, today);
  const closeAt = new Date(v.offers_close_at);
  return {
    id: v.id,
    service_request_id: v.service_request_id,
    is_ignore: v.is_ignore === 1,
    call_requested_at: isoOrNull(v.call_requested_at),
    is_new: isNew(v),
    created_at: iso(v.created_at),
    offer: state,
    ...placeOfOffer(state),
    service_request: {
      id: v.service_request_id,
      status: v.status as 10 | 20 | 30,
      service: v.service_id !== null && v.product !== null ? { id: v.service_id, product: v.product } : null,
      location: v.location,
      date_from: v.date_from,
      date_until: v.date_until,
      date_offers_until: v.date_offers_until,
      message: v.message,
      note: v.note,
      created_at: iso(v.request_created_at),
      offers_close_at: closeAt.toISOString(),
      accepts_quotes: open,
      hours_left:
        open && v.quote_id === null
          ? Math.max(0, Math.floor((closeAt.getTime() - now.getTime()) / 3_600_000))
          : null,
      quotes_count: v.quotes_count,
      // A deleted organiser's request stays with the suppliers who had it, without the person (decision 0068).
      user: { name: v.organiser_name ?? DELETED_ORGANISER_NAME, company_name: v.organiser_company },
    },
    service_request_quote: presentQuote(v),
    organiser_contact:
      v.quote_is_selected === 1 && v.organiser_email !== null
        ? {
            name: v.organiser_name ?? DELETED_ORGANISER_NAME,
            phone: v.organiser_phone,
            email: v.organiser_email,
          }
        : null,
    policies: policiesOf(notifiesPolicy, viewer, notifyObject(v, today, quota)),
  };
}
