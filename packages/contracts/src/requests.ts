import { z } from 'zod';
import { CloseReason, REVIEW_RATE_MAX, REVIEW_RATE_MIN, RequestStatus } from './enums';
import { optionalText, requiredText, text } from './fields';
import { limits } from './limits';
import { validation } from './messages';
import { pageMeta } from './directory';
import { idNumber, wholeNumber } from './whole-number';
import { blankAsAbsent, status } from './request-fields';

/*
 * Requests for quotes, the organiser's side (spec 2.3 /request-quote, 2.4, 3 "Service request", "Quote",
 * "Review", "Organiser counters", 4 "Request lifecycle", "Quote flags", 5 "Enquiry / requirement step",
 * "Review", 7.3). Paths are under /api/organiser/ (docs/decisions/0036):
 *
 *   POST   service-requests                      createRequestBody          → createRequestResponse (201)
 *   GET    service-requests?filters[status]=10   requestListQuery           → requestListResponse
 *   GET    service-requests/counters                                        → organiserCountersResponse
 *   GET    service-requests/{id}                                            → requestResponse
 *   GET    service-requests/{id}/status          (lookup by rfq id)         → requestStatusResponse
 *   PATCH  service-requests/{id}                 extendDeadlineBody         → requestResponse
 *   PATCH  service-requests/{id}/close           closeRequestBody           → requestResponse
 *   PATCH  service-requests/{id}/accept          quoteChoiceBody            → requestResponse
 *   PATCH  service-requests/{id}/reject          quoteChoiceBody            → requestResponse
 *   PATCH  service-requests/{id}/change-decision quoteChoiceBody            → requestResponse
 *   POST   service-request-reviews               createReviewBody           → reviewResponse (201)
 *   PATCH  service-request-reviews/{id}          updateReviewBody           → reviewResponse
 *   POST   contacts                              organiserContactBody (users.ts) → userResponse (users.ts)
 *   GET    service-request-quotes?service_request_id=  quoteListQuery      → quoteListResponse
 *   GET    service-request-quotes/{id}                                      → quoteResponse
 *   PATCH  service-request-quotes/{id}           quoteFlagsBody             → quoteResponse
 *   POST   service-request-quotes/{id}/request-call                         → quoteResponse
 */

/** Most services one brief may ask for (issue 12 "One brief, several services"). */
export const REQUEST_SERVICES_MAX = 5;
/** Longest note on one service of a brief. */
export const REQUEST_NOTE_MAX = 1000;
/** At most one "new quotes" e-mail per request in this many minutes. */
export const QUOTE_MAIL_INTERVAL_MINUTES = 60;
/** Suppliers who have not answered are reminded this many hours before date_offers_until ends. */
export const OFFERS_REMINDER_HOURS = 24;

/** Our texts where the spec gives none (its own are in messages.ts `validation`). */
export const requestTexts = {
  dateInvalid: 'Enter the date as yyyy-mm-dd',
  datePast: 'The date cannot be in the past',
  dateUntilBeforeFrom: 'The end date cannot be before the start date',
  offersAfterEvent: 'Offers until cannot be after the end date',
  tooManyServices: `You can ask for up to ${REQUEST_SERVICES_MAX} services in one request`,
  serviceTwice: 'Each service can be chosen once',
  unknownService: 'This service does not exist',
  rateRequired: 'Rating is a required field',
  rateRange: `Rating must be between ${REVIEW_RATE_MIN} and ${REVIEW_RATE_MAX}`,
  reviewMessageRequired: 'Message is a required field',
  reasonInvalid: 'Choose a reason from the list',
  quoteOnlyWithFulfilled: 'A supplier can only be named when the request was fulfilled through Marquee',
  quoteRequired: 'Choose a quote',
  statusInvalid: 'Status must be 10, 20 or 30',
  // Refused transitions (409), each with its code in the API's error.
  notActive: 'This request is no longer active',
  notAccepted: 'This request has no selected supplier',
  alreadyFinished: 'This request is already finished',
  deadlineInPast: 'The new deadline cannot be in the past',
  deadlineAfterEvent: 'The new deadline cannot be after the end date',
  quoteNotOfRequest: 'This quote does not belong to this request',
  quoteRejected: 'This supplier was not selected for this request',
  quoteSelected: 'This supplier is selected; use Change decision instead',
  quoteNotSelected: 'This quote is not the selected one',
  reviewNotAllowed: 'Only a finished request with a selected supplier can be reviewed',
  alreadyReviewed: 'This request has already been reviewed',
  shortlistArchived: 'An archived quote cannot be shortlisted',
  /** The confirmation e-mail and the dashboard, when a request waits for the organiser's e-mail. */
  heldNotice: 'Your request will be sent to suppliers as soon as you confirm your e-mail address.',
  /** The dashboard's alert for a held request, per service (spec 2.4's sentence says it was already sent). */
  heldFor: (service: string, count: number, location: string) =>
    `Your request for ${service} will go to ${count} ${count === 1 ? 'company' : 'companies'} in ${location}.`,
  notSelected: 'Not selected',
} as const;

/** Labels of the close reasons (spec 4), for the Close request modal. */
export const closeReasonLabels = {
  [CloseReason.fulfilledThroughMarquee]: 'Fulfilled through Marquee',
  [CloseReason.fulfilledOtherwise]: 'Fulfilled by other solution',
  [CloseReason.noLongerRequired]: 'No longer required',
} as const;

/** Tab names of the organiser's requests (spec 2.4), by status. */
export const requestTabs = {
  [RequestStatus.active]: 'active',
  [RequestStatus.accepted]: 'accepted',
  [RequestStatus.finished]: 'finished',
} as const;
export type RequestTab = (typeof requestTabs)[keyof typeof requestTabs];

/** Today's date in the UK as 'yyyy-mm-dd' (date pickers and the API block days before it). */
export const ukToday = (now: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** A calendar date 'yyyy-mm-dd'; `required` is the spec's text for a missing one. */
export const requestDate = (required: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    text(required)
      .regex(/^\d{4}-\d{2}-\d{2}$/, requestTexts.dateInvalid)
      .refine(
        (v) =>
          !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
          new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
        requestTexts.dateInvalid,
      ),
  );

const coordinate = (min: number, max: number) =>
  z.number({ error: validation.required }).min(min).max(max).nullish();

/** One service of a brief, with the organiser's note for that service only. */
export const briefService = z.object({
  service_id: idNumber({ text: validation.serviceRequired }),
  note: optionalText(REQUEST_NOTE_MAX).optional(),
});

/**
 * `POST organiser/service-requests` (spec 7.3, 5 "Enquiry / requirement step"). Either the spec's single
 * `service_id`, or `services` (1 to 5, each with an optional note): one request is created per service, grouped
 * as one event (docs/decisions/0037). The place is the label chosen in the autocomplete with its coordinates
 * (from places/geocode), or its `place_id` for the server to geocode. Dates are 'yyyy-mm-dd' (UK days), none in
 * the past, date_from ≤ date_until, date_offers_until ≤ date_until.
 */
export const createRequestBody = z
  .object({
    service_id: idNumber({ text: validation.serviceRequired }).optional(),
    services: z
      .array(briefService, { error: validation.serviceRequired })
      .min(1, validation.serviceRequired)
      .max(REQUEST_SERVICES_MAX, requestTexts.tooManyServices)
      .optional(),
    location: requiredText(validation.locationRequired),
    latitude: coordinate(-90, 90),
    longitude: coordinate(-180, 180),
    place_id: optionalText().optional(),
    date_from: requestDate(validation.dateServiceRequired),
    date_until: requestDate(validation.dateServiceRequired),
    date_offers_until: requestDate(validation.offersUntilRequired),
    message: requiredText(validation.descriptionRequired, limits.longTextMax),
  })
  // Checked even when other fields are wrong, so the form shows every spec 5 text at once.
  .refine((v) => v?.service_id !== undefined || v?.services !== undefined, {
    message: validation.serviceRequired,
    path: ['service_id'],
    when: () => true,
  })
  .superRefine((v, ctx) => {
    if (v.services) {
      const seen = new Set<number>();
      v.services.forEach((s, i) => {
        if (seen.has(s.service_id))
          ctx.addIssue({
            code: 'custom',
            message: requestTexts.serviceTwice,
            path: ['services', i, 'service_id'],
          });
        seen.add(s.service_id);
      });
    }
    if ((v.latitude == null) !== (v.longitude == null)) {
      ctx.addIssue({ code: 'custom', message: validation.locationRequired, path: ['latitude'] });
    }
    const today = ukToday();
    for (const key of ['date_from', 'date_until', 'date_offers_until'] as const) {
      if (v[key] < today) ctx.addIssue({ code: 'custom', message: requestTexts.datePast, path: [key] });
    }
    if (v.date_until < v.date_from) {
      ctx.addIssue({ code: 'custom', message: requestTexts.dateUntilBeforeFrom, path: ['date_until'] });
    }
    if (v.date_offers_until > v.date_until) {
      ctx.addIssue({ code: 'custom', message: requestTexts.offersAfterEvent, path: ['date_offers_until'] });
    }
  })
  .transform(({ service_id, services, ...rest }) => ({
    ...rest,
    /** The services of the brief, in order; the single `service_id` is a brief of one. */
    services: services ?? [{ service_id: service_id as number, note: null }],
  }));
export type CreateRequestInput = z.input<typeof createRequestBody>;
export type CreateRequest = z.output<typeof createRequestBody>;

/** The form of the requirement step: the body plus the accepted policy (spec 5). */
export const requirementForm = z.object({ policy: z.literal(true, { error: validation.policyRequired }) });

/** What the organiser may do to a request now (the server's requests policy; docs/decisions/0020). */
export const requestPolicies = z.object({
  read: z.boolean(),
  /** Extend deadline (PATCH date_offers_until): active requests. */
  update: z.boolean(),
  close: z.boolean(),
  /** Select Supplier: active requests with a quote that was not rejected. */
  accept: z.boolean(),
  reject: z.boolean(),
  /** Change decision: accepted requests. */
  change_decision: z.boolean(),
  /** Write review: finished, with a selected supplier, not yet reviewed. */
  review: z.boolean(),
});
export type RequestPolicies = z.infer<typeof requestPolicies>;

/** The organiser's review of the request's supplier, as the organiser sees it. */
export const organiserReview = z.object({
  id: z.number().int(),
  rate: z.number().int(),
  message: z.string(),
  service_request_id: z.number().int(),
  supplier_id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  policies: z.object({ read: z.boolean(), update: z.boolean() }),
});
export type OrganiserReview = z.infer<typeof organiserReview>;

/** A request for quotes as its organiser sees it (spec 3 "Service request"). */
export const serviceRequest = z.object({
  id: z.number().int(),
  service_id: z.number().int().nullable(),
  service: z.object({ id: z.number().int(), product: z.string() }).nullable(),
  /** The event this request belongs to: requests created from one brief share it. */
  group_id: z.string(),
  /** The organiser's note for this service of the brief. */
  note: z.string().nullable(),
  location: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  date_from: z.string(),
  date_until: z.string(),
  date_offers_until: z.string(),
  message: z.string(),
  user_id: z.number().int(),
  status,
  /** True while the organiser's e-mail is unconfirmed: the request has reached no supplier yet. */
  is_held: z.boolean(),
  /** Active and date_offers_until not passed: suppliers may still answer. */
  accepts_quotes: z.boolean(),
  /** How many suppliers the request reached (0 while held; the create answer gives the count it would reach). */
  suppliers_count: z.number().int(),
  /** Quotes not rejected, and those not yet opened (the NEW badge). */
  service_request_quotes_count: z.object({ total: z.number().int(), not_viewed: z.number().int() }),
  /** The selected supplier (status 20, or 30 after selecting); null otherwise ('Not selected' when finished). */
  service_request_accept: z
    .object({
      service_request_quote_id: z.number().int(),
      user: z.object({ id: z.number().int(), company_name: z.string().nullable() }),
    })
    .nullable(),
  service_request_close_reason: z
    .object({ reason: z.number().int(), service_request_quote_id: z.number().int().nullable() })
    .nullable(),
  /** Spec 3's flag: the request has a review. */
  service_request_reviews: z.boolean(),
  review: organiserReview.nullable(),
  created_at: z.string(),
  accepted_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  policies: requestPolicies,
});
export type ServiceRequest = z.infer<typeof serviceRequest>;

export const requestResponse = z.object({ data: serviceRequest });
export type RequestResponse = z.infer<typeof requestResponse>;

/** The created requests and, per service, how many suppliers each reached (the dashboard's alert). */
export const createRequestResponse = z.object({
  data: z.object({
    group_id: z.string(),
    /** True when the organiser's e-mail is unconfirmed: nothing is sent until it is. */
    is_held: z.boolean(),
    service_requests: z.array(serviceRequest),
  }),
});
export type CreateRequestResponse = z.infer<typeof createRequestResponse>;

/** `GET organiser/service-requests?filters[status]=10&page=` (25 a page, newest first). */
export const requestListQuery = z.object({
  filters: z
    .object({
      status: z.preprocess(
        blankAsAbsent,
        z
          .enum(['10', '20', '30'], { error: requestTexts.statusInvalid })
          .transform((v) => Number(v) as 10 | 20 | 30)
          .optional(),
      ),
      /** Requests of one brief. */
      group_id: z.preprocess(blankAsAbsent, text().max(64).optional()),
    })
    .optional(),
  page: z.preprocess(blankAsAbsent, wholeNumber({ max: 999_999 }).default(1)),
});
export type RequestListQuery = z.infer<typeof requestListQuery>;

export const requestListResponse = z.object({
  data: z.object({ service_requests: z.array(serviceRequest) }),
  meta: pageMeta,
});
export type RequestListResponse = z.infer<typeof requestListResponse>;

/**
 * `GET organiser/service-requests/counters` (spec 3 "Organiser counters"): requests per tab, and per tab those
 * with a quote not yet opened (the unread count; spec names active_new_count).
 */
export const organiserCountersResponse = z.object({
  active_count: z.number().int(),
  accepted_count: z.number().int(),
  finished_count: z.number().int(),
  active_new_count: z.number().int(),
  accepted_new_count: z.number().int(),
  finished_new_count: z.number().int(),
});
export type OrganiserCounters = z.infer<typeof organiserCountersResponse>;

/** `GET organiser/service-requests/{id}/status`: the lookup by rfq id (?rfq= goes to the tab of its status). */
export const requestStatusResponse = z.object({ result: z.literal(true), status });
export type RequestStatusResponse = z.infer<typeof requestStatusResponse>;

/** `PATCH organiser/service-requests/{id}`: Extend deadline. */
export const extendDeadlineBody = z.object({
  date_offers_until: requestDate(validation.offersUntilRequired),
});

/** `PATCH …/{id}/close`: reason 2 (fulfilled by other solution) by default; a quote only with reason 1. */
export const closeRequestBody = z
  .object({
    reason: z
      .union(
        [
          z.literal(CloseReason.fulfilledThroughMarquee),
          z.literal(CloseReason.fulfilledOtherwise),
          z.literal(CloseReason.noLongerRequired),
        ],
        { error: requestTexts.reasonInvalid },
      )
      .default(CloseReason.fulfilledOtherwise),
    service_request_quote_id: idNumber({ text: requestTexts.quoteRequired }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.service_request_quote_id != null && v.reason !== CloseReason.fulfilledThroughMarquee) {
      ctx.addIssue({
        code: 'custom',
        message: requestTexts.quoteOnlyWithFulfilled,
        path: ['service_request_quote_id'],
      });
    }
  });
export type CloseRequestInput = z.input<typeof closeRequestBody>;

/** `PATCH …/{id}/accept`, `…/reject`, `…/change-decision`: the quote concerned. */
export const quoteChoiceBody = z.object({
  service_request_quote_id: idNumber({ text: requestTexts.quoteRequired }),
});

const rateField = z
  .number({ error: requestTexts.rateRequired })
  .int(requestTexts.rateRange)
  .min(REVIEW_RATE_MIN, requestTexts.rateRange)
  .max(REVIEW_RATE_MAX, requestTexts.rateRange);
const reviewMessage = requiredText(requestTexts.reviewMessageRequired, limits.longTextMax);

/** `POST organiser/service-request-reviews` (spec 5 "Review": rate and message required). */
export const createReviewBody = z.object({
  service_request_id: idNumber(),
  rate: rateField,
  message: reviewMessage,
});
/** `PATCH organiser/service-request-reviews/{id}`. */
export const updateReviewBody = z.object({ rate: rateField, message: reviewMessage });
export const reviewResponse = z.object({ data: organiserReview });
export type ReviewResponse = z.infer<typeof reviewResponse>;

// The organiser's view of quotes: request-quotes.ts
export * from './request-quotes';
