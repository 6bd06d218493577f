import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CloseReason, REVIEW_RATE_MAX, REVIEW_RATE_MIN, RequestStatus } from '@marquee/contracts/enums';
import {
  coordinatesCheck,
  createdAt,
  flag,
  flagCheck,
  id,
  inList,
  latitude,
  longitude,
  money,
  timestamptz,
  updatedAt,
} from './columns';
import { services } from './catalogue';
import { users } from './users';

/**
 * A request for quotes (RFQ) posted by an organiser (spec 3 "Service request").
 * It outlives its organiser (docs/decisions/0068): deleting the organiser closes their open requests and keeps
 * them without the person (`user_id` null), so the suppliers who answered keep their quotes, a finished job and
 * the review of it.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: id(),
    /** The organiser; null once their account was deleted (docs/decisions/0068). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // An administrator may delete a service that requests still name; the request and its quotes
    // must survive that, so the link is cleared rather than the request deleted or the delete refused.
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    /** The place as the organiser chose it, and its coordinates for matching suppliers. */
    location: text().notNull(),
    latitude: latitude(),
    longitude: longitude(),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateUntil: date('date_until', { mode: 'string' }).notNull(),
    /** Suppliers may answer until this day (the organiser may extend it). */
    dateOffersUntil: date('date_offers_until', { mode: 'string' }).notNull(),
    message: text().notNull(),
    /** The event: the requests created from one brief share it (docs/decisions/0037). */
    groupId: uuid('group_id').notNull().defaultRandom(),
    /** The organiser's note for this service of the brief. */
    note: text(),
    /** 1 while the organiser's e-mail is unconfirmed: no supplier is notified until it is (decision 0036). */
    isHeld: flag('is_held'),
    /** When the organiser was last e-mailed about new quotes (at most one such e-mail an hour). */
    quotesMailedAt: timestamptz('quotes_mailed_at'),
    /** When the suppliers who had not answered were reminded of the offers deadline. */
    remindedAt: timestamptz('reminded_at'),
    /** When the offers deadline passed and the organiser was told how many quotes arrived. */
    offersClosedAt: timestamptz('offers_closed_at'),
    /** 10 active, 20 accepted, 30 finished. */
    status: smallint().notNull().default(RequestStatus.active),
    acceptedAt: timestamptz('accepted_at'),
    closedAt: timestamptz('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // The request's health facts (docs/decisions/0086), kept by triggers on quotes, notifies and close reasons
    // (migration 0018) so the health statistics never read those tables; never written by the app.
    quotesCount: integer('quotes_count').notNull().default(0),
    firstQuoteAt: timestamptz('first_quote_at'),
    selectedQuotes: integer('selected_quotes').notNull().default(0),
    notifiedCount: integer('notified_count').notNull().default(0),
    fulfilledReasons: integer('fulfilled_reasons').notNull().default(0),
    /** The nation the place label ends with ('Bath, England'), else 'Unknown' (docs/decisions/0077). */
    region: text().generatedAlwaysAs(
      sql`case btrim(regexp_replace(location, '^.*,', '')) when 'England' then 'England' when 'Scotland' then 'Scotland' when 'Wales' then 'Wales' when 'Northern Ireland' then 'Northern Ireland' else 'Unknown' end`,
    ),
  },
  (t) => [
    // The organiser's lists by tab (status) and counters.
    index('service_requests_user_status_idx').on(t.userId, t.status, t.createdAt),
    // Expiry of active requests, and admin statistics by status.
    index('service_requests_status_offers_until_idx').on(t.status, t.dateOffersUntil),
    index('service_requests_service_idx').on(t.serviceId),
    index('service_requests_created_idx').on(t.createdAt),
    // Admin statistics (docs/decisions/0077): requests of a date range by service, status and week, read index-only.
    index('service_requests_created_stats_idx').on(t.createdAt, t.serviceId, t.status),
    index('service_requests_group_idx').on(t.groupId),
    // The health statistics (docs/decisions/0086): the sent requests of a range with their facts, read index-only.
    index('service_requests_health_idx')
      .on(
        t.createdAt,
        t.serviceId,
        t.region,
        t.quotesCount,
        t.firstQuoteAt,
        t.selectedQuotes,
        t.notifiedCount,
        t.fulfilledReasons,
      )
      .where(sql`is_held = 0`),
    check('service_requests_is_held_check', sql.raw(flagCheck('is_held'))),
    check('service_requests_status_check', sql.raw(`status IN (${inList(Object.values(RequestStatus))})`)),
    check('service_requests_dates_check', sql`${t.dateFrom} <= ${t.dateUntil}`),
    check('service_requests_coordinates_check', sql.raw(coordinatesCheck())),
  ],
);

/**
 * An offer notification: a request sent to one matching supplier (spec 3 "Offer notification").
 * One per supplier per request; it goes when either the request or the supplier goes.
 */
export const serviceRequestNotifies = pgTable(
  'service_request_notifies',
  {
    id: id(),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    /** The supplier. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1: declined ("I'm not interested"); can be undone. */
    isIgnore: flag('is_ignore'),
    /** Set when the organiser asks for a call, cleared when the supplier marks it called. */
    callRequestedAt: timestamptz('call_requested_at'),
    /** When the supplier first saw it (the "new" counters). */
    viewedAt: timestamptz('viewed_at'),
    /** When the "new request" e-mail went (the fan-out job skips rows it already mailed). */
    emailedAt: timestamptz('emailed_at'),
    /**
     * The offer state (tab) the supplier last saw it in ('index' for the requests tab): it counts in a tab's
     * _new_count while its state differs (docs/decisions/0039).
     */
    seenState: text('seen_state'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('service_request_notifies_request_user_unique').on(t.serviceRequestId, t.userId),
    // The supplier's offer lists and counters.
    index('service_request_notifies_user_state_idx').on(t.userId, t.isIgnore, t.id),
    check('service_request_notifies_is_ignore_check', sql.raw(flagCheck('is_ignore'))),
  ],
);

/**
 * A supplier's proposal for a request (spec 3 "Quote / proposal"). One per supplier per request.
 * Deleting the supplier deletes their quotes but not the organiser's request, which stays with the
 * other suppliers' quotes; a request accepted for that supplier returns to active (docs/decisions/0068).
 */
export const serviceRequestQuotes = pgTable(
  'service_request_quotes',
  {
    id: id(),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    /** The supplier. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    /** Optional total price in pounds (the organiser's comparison). */
    price: money('price'),
    isViewed: flag('is_viewed'),
    /** When the organiser first opened it (the supplier's lead pipeline). */
    viewedAt: timestamptz('viewed_at'),
    /**
     * When the fair-lead rule gave this free answer back to the supplier's allowance: never opened before the
     * request closed or its offers deadline passed (docs/decisions/0039). Set once; the supplier is e-mailed then.
     */
    refundedAt: timestamptz('refunded_at'),
    /** 1: the organiser selected this supplier (the request's "service_request_accept"). */
    isSelected: flag('is_selected'),
    isShortlisted: flag('is_shortlisted'),
    isArchived: flag('is_archived'),
    callRequestedAt: timestamptz('call_requested_at'),
    selectedAt: timestamptz('selected_at'),
    /** The organiser rejected this quote, or undid its selection ("Change decision", final). */
    rejectedAt: timestamptz('rejected_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Also serves "quotes by request".
    uniqueIndex('service_request_quotes_request_user_unique').on(t.serviceRequestId, t.userId),
    // At most one selected supplier per request.
    uniqueIndex('service_request_quotes_request_selected_unique')
      .on(t.serviceRequestId)
      .where(sql`${t.isSelected} = 1`),
    index('service_request_quotes_user_created_idx').on(t.userId, t.createdAt),
    index('service_request_quotes_created_idx').on(t.createdAt),
    check('service_request_quotes_is_viewed_check', sql.raw(flagCheck('is_viewed'))),
    check('service_request_quotes_price_check', sql.raw('price IS NULL OR price >= 0')),
    check('service_request_quotes_is_selected_check', sql.raw(flagCheck('is_selected'))),
    check('service_request_quotes_is_shortlisted_check', sql.raw(flagCheck('is_shortlisted'))),
    check('service_request_quotes_is_archived_check', sql.raw(flagCheck('is_archived'))),
    // Archiving clears the shortlist, and an archived quote cannot be shortlisted (spec 4).
    check(
      'service_request_quotes_archived_not_shortlisted_check',
      sql.raw('NOT (is_archived = 1 AND is_shortlisted = 1)'),
    ),
  ],
);

/**
 * Why an organiser closed a request (spec 4): 1 fulfilled through the product (optionally naming the
 * chosen quote), 2 fulfilled by another solution, 3 no longer required. One per request.
 */
export const serviceRequestCloseReasons = pgTable(
  'service_request_close_reasons',
  {
    id: id(),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    reason: smallint().notNull().default(CloseReason.fulfilledOtherwise),
    // The reason outlives the supplier's deletion; only the link to their quote is lost.
    serviceRequestQuoteId: integer('service_request_quote_id').references(() => serviceRequestQuotes.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('service_request_close_reasons_request_unique').on(t.serviceRequestId),
    index('service_request_close_reasons_quote_idx').on(t.serviceRequestQuoteId),
    check(
      'service_request_close_reasons_reason_check',
      sql.raw(`reason IN (${inList(Object.values(CloseReason))})`),
    ),
    check(
      'service_request_close_reasons_quote_check',
      sql.raw(`service_request_quote_id IS NULL OR reason = ${CloseReason.fulfilledThroughMarquee}`),
    ),
  ],
);

/**
 * An organiser's review of the supplier who did the job (spec 3 "Review"); one per request.
 * `supplier_id` is kept on the row so a profile's rating is one indexed aggregate. It goes with the supplier;
 * it stays when the organiser is deleted, shown as 'A Marquee organiser', so the supplier keeps their reputation
 * (docs/decisions/0068).
 */
export const serviceRequestReviews = pgTable(
  'service_request_reviews',
  {
    id: id(),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    /** The organiser who wrote it; null once their account was deleted. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rate: smallint().notNull(),
    message: text().notNull(),
    /** Beyond the spec: the supplier's public answer (docs/decisions/0075); null when none or removed. */
    reply: text(),
    /** When the supplier first replied; kept when an administrator removes the reply, so the 7 days still count. */
    repliedAt: timestamptz('replied_at'),
    replyUpdatedAt: timestamptz('reply_updated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('service_request_reviews_request_unique').on(t.serviceRequestId),
    index('service_request_reviews_supplier_created_idx').on(t.supplierId, t.createdAt),
    index('service_request_reviews_user_idx').on(t.userId),
    check(
      'service_request_reviews_rate_check',
      sql.raw(`rate BETWEEN ${REVIEW_RATE_MIN} AND ${REVIEW_RATE_MAX}`),
    ),
  ],
);
