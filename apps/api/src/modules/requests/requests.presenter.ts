import { RequestStatus } from '@marquee/contracts/enums';
import {
  ukToday,
  type OrganiserQuote,
  type OrganiserReview,
  type ServiceRequest,
} from '@marquee/contracts/requests';
import type { VerifiedDocument } from '@marquee/contracts/supplier-profile';
import { policiesOf, type Actor } from '../../lib/policy';
import type { FileUrls } from '../storage/storage.service';
import { distanceMiles } from '../directory/reach';
import {
  quotesPolicy,
  requestsPolicy,
  reviewsPolicy,
  type QuoteObject,
  type RequestObject,
} from './requests.policy';
import type { QuoteView } from './request-quotes.repository';
import type { RequestView, ReviewRow } from './requests.repository';

const iso = (v: Date | string) => new Date(v).toISOString();
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

/** The request as its policy sees it. */
export const requestObject = (v: {
  user_id: number;
  status: number;
  selected_quote_id: number | null;
  reviewed: boolean;
}): RequestObject => ({
  userId: v.user_id,
  status: v.status,
  selectedQuoteId: v.selected_quote_id,
  reviewed: v.reviewed,
});

/** The quote as its policy sees it. */
export const quoteObject = (v: {
  /** Null once the organiser was deleted (docs/decisions/0068). */
  request_user_id: number | null;
  request_status: number;
  is_archived: number;
  is_selected: number;
  rejected_at: Date | string | null;
}): QuoteObject => ({
  requestUserId: v.request_user_id,
  requestStatus: v.request_status,
  isArchived: v.is_archived === 1,
  isSelected: v.is_selected === 1,
  isRejected: v.rejected_at !== null,
});

export function presentReview(
  row: Omit<ReviewRow, 'reply' | 'repliedAt' | 'replyUpdatedAt'>,
  viewer: Actor,
): OrganiserReview {
  return {
    id: row.id,
    rate: row.rate,
    message: row.message,
    service_request_id: row.serviceRequestId,
    supplier_id: row.supplierId,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    policies: policiesOf(reviewsPolicy, viewer, { userId: row.userId }),
  };
}

/** A request for its organiser (spec 3 "Service request"), with the viewer's policies. */
export function presentRequest(v: RequestView, viewer: Actor, today: string = ukToday()): ServiceRequest {
  const object = requestObject({ ...v, reviewed: v.review_id !== null });
  return {
    id: v.id,
    service_id: v.service_id,
    service: v.service_id !== null && v.product !== null ? { id: v.service_id, product: v.product } : null,
    group_id: v.group_id,
    note: v.note,
    location: v.location,
    latitude: v.latitude,
    longitude: v.longitude,
    date_from: v.date_from,
    date_until: v.date_until,
    date_offers_until: v.date_offers_until,
    message: v.message,
    user_id: v.user_id,
    status: v.status as ServiceRequest['status'],
    is_held: v.is_held === 1,
    accepts_quotes:
      v.status === RequestStatus.active &&
      v.is_held === 0 &&
      v.offers_closed_at === null &&
      v.date_offers_until >= today,
    suppliers_count: v.suppliers_count,
    service_request_quotes_count: { total: v.quotes_total, not_viewed: v.quotes_not_viewed },
    service_request_accept:
      v.selected_quote_id !== null && v.selected_user_id !== null
        ? {
            service_request_quote_id: v.selected_quote_id,
            user: { id: v.selected_user_id, company_name: v.selected_company },
          }
        : null,
    service_request_close_reason:
      v.close_reason !== null ? { reason: v.close_reason, service_request_quote_id: v.close_quote_id } : null,
    service_request_reviews: v.review_id !== null,
    review:
      v.review_id !== null
        ? presentReview(
            {
              id: v.review_id,
              rate: v.review_rate ?? 0,
              message: v.review_message ?? '',
              serviceRequestId: v.id,
              userId: v.user_id,
              supplierId: v.review_supplier_id ?? 0,
              createdAt: new Date(v.review_created_at ?? v.created_at),
              updatedAt: new Date(v.review_updated_at ?? v.created_at),
            },
            viewer,
          )
        : null,
    created_at: iso(v.created_at),
    accepted_at: isoOrNull(v.accepted_at),
    closed_at: isoOrNull(v.closed_at),
    policies: policiesOf(requestsPolicy, viewer, object),
  };
}

const roundedMiles = (v: QuoteView) =>
  v.request_latitude === null ||
  v.request_longitude === null ||
  v.supplier_latitude === null ||
  v.supplier_longitude === null
    ? null
    : Math.round(
        distanceMiles(
          { latitude: v.request_latitude, longitude: v.request_longitude },
          { latitude: v.supplier_latitude, longitude: v.supplier_longitude },
        ) * 10,
      ) / 10;

/** A quote for the organiser (spec 3 "Quote / proposal") with the comparison's fields. */
export function presentQuote(v: QuoteView, files: FileUrls, viewer: Actor): OrganiserQuote {
  return {
    id: v.id,
    user_id: v.user_id,
    service_request_id: v.service_request_id,
    message: v.message,
    price: v.price === null ? null : Number(v.price),
    is_viewed: v.is_viewed === 1,
    is_selected: v.is_selected === 1,
    is_shortlisted: v.is_shortlisted === 1,
    is_archived: v.is_archived === 1,
    is_rejected: v.rejected_at !== null,
    created_at: iso(v.created_at),
    call_requested_at: isoOrNull(v.call_requested_at),
    reply_minutes: v.reply_minutes,
    distance_miles: roundedMiles(v),
    user: {
      id: v.user_id,
      name: v.name,
      company_name: v.company_name,
      phone: v.phone,
      profile: { photo_url: files.url(v.photo_path) },
      rating: { rate: v.rate ?? 0, count: v.reviews },
      verified: (v.verified ?? []) as VerifiedDocument[],
    },
    service_request: {
      id: v.service_request_id,
      status: v.request_status as OrganiserQuote['service_request']['status'],
      date_from: v.date_from,
      date_until: v.date_until,
      date_offers_until: v.date_offers_until,
      location: v.location,
      message: v.request_message,
      service: v.product === null ? null : { product: v.product },
    },
    policies: policiesOf(quotesPolicy, viewer, quoteObject(v)),
  };
}
