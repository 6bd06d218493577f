import { z } from 'zod';
import { RequestStatus } from './enums';
import { requiredText, text } from './fields';
import { limits } from './limits';
import { validation } from './messages';
import { pageMeta } from './directory';
import { ID_MAX, idNumber, wholeNumber } from './whole-number';

/*
 * Supplier offers, proposals and the free quota (issue 13; spec 2.5 offers, 3 "Offer notification", "Quote",
 * "Supplier counters", "Quota-exhausted response", 4 "Supplier tab mapping", "Proposal modal", 5 "Proposal",
 * 6, 7.4, 8, 9). Paths are under /api/supplier/ (docs/decisions/0039):
 *
 *   GET   service-request-notifies?offer=&filters[id]=&counters=1&page=  notifyListQuery → notifyListResponse
 *   GET   service-request-notifies?id={request id}     (the ?rfq_notify= lookup)  → notifyListResponse (0 or 1 row,
 *                                                       whatever its tab; data[0].tab / .offer say where it lives)
 *   GET   service-request-notifies/counters                                    → supplierCounters
 *   PATCH service-request-notifies/{id}                notifyUpdateBody        → notifyResponse
 *   POST  service-request-notifies/{id}/mark-called                            → notifyResponse
 *   POST  service-request-quotes                       createQuoteBody         → createQuoteResponse (201),
 *                                                                                 402 quotaExhaustedResponse
 *   POST  service-request-quotes/check                 checkQuoteBody          → quotaResponse, 402 as above
 *   GET   service-request-reviews                                              → reviewsResponse (directory.ts)
 *   POST  contacts                                     (supplier-onboarding: supplier contact form)
 *
 * `{id}` of the notify routes is the notify's id (`data[].id`), never the request's.
 */

/** Offers per page of a tab (the supplier lists' size, spec 9). */
export const OFFERS_PAGE_SIZE = 50;

/** Offer filters of spec 4, in tab order; null (absent) is the requests tab ("new requests"). */
export const offerFilters = ['quoted', 'requested', 'discussing', 'accepted', 'declined', 'expired'] as const;
export type OfferFilter = (typeof offerFilters)[number];
/** Where a request sits for one supplier: null is the requests tab. */
export type OfferState = OfferFilter | null;

/** The dashboard tabs (spec 2.5), as URL segments. */
export const offerTabs = ['requests', 'live-quotes', 'accepted', 'expired'] as const;
export type OfferTab = (typeof offerTabs)[number];

/** Sub-tabs of live-quotes and expired, as URL segments, with their offer filter and label. */
export const offerSubTabs = {
  'offers-sent': { tab: 'live-quotes', offer: 'quoted', label: 'Offers sent' },
  'call-requested': { tab: 'live-quotes', offer: 'requested', label: 'Call Requested' },
  discussing: { tab: 'live-quotes', offer: 'discussing', label: 'Discussing' },
  declined: { tab: 'expired', offer: 'declined', label: 'Declined' },
  expired: { tab: 'expired', offer: 'expired', label: 'Expired' },
} as const satisfies Record<string, { tab: OfferTab; offer: OfferFilter; label: string }>;
export type OfferSubTab = keyof typeof offerSubTabs;
/** Expired opens on its Expired sub-tab (spec 2.5); live-quotes on Offers sent. */
export const defaultSubTab = { 'live-quotes': 'offers-sent', expired: 'expired' } as const;

/** The tab and sub-tab that show an offer state (the ?rfq_notify= redirect and the cards' links). */
export function placeOfOffer(state: OfferState): { tab: OfferTab; sub_tab: OfferSubTab | null } {
  if (state === null) return { tab: 'requests', sub_tab: null };
  if (state === 'accepted') return { tab: 'accepted', sub_tab: null };
  const sub = (Object.keys(offerSubTabs) as OfferSubTab[]).find((k) => offerSubTabs[k].offer === state);
  return { tab: offerSubTabs[sub as OfferSubTab].tab, sub_tab: sub ?? null };
}

/**
 * Our texts where the spec gives none; the spec's own are in messages.ts (`validation.responseRequired`,
 * `errors.offersFailed` 'ERROR').
 */
export const offerTexts = {
  /** Spec 4: the respond button of a supplier who may not answer (free allowance used). */
  upgradeToRespond: 'Upgrade to respond to this request',
  notInterested: "I'm not interested",
  respond: 'Respond',
  called: 'Called',
  undoDecline: 'Undo',
  /** 402 (spec 8: a thank-you title, received and responded counts, Upgrade). */
  quotaTitle: 'Thank you for using Marquee!',
  quotaMessage: 'You have used your free responses. Upgrade to respond to further enquiries.',
  upgrade: 'Upgrade',
  freeTierBanner: 'You are on the free plan. Upgrade to respond to further enquiries.',
  requestIdInvalid: 'Enter a request id, e.g. 123 or 123-ds',
  offerInvalid: 'Unknown offer filter',
  priceInvalid: 'Enter the total price in pounds, e.g. 1250 or 1250.50',
  // Refused actions (409 or 403), each with its code in the API's error.
  alreadyAnswered: 'You have already responded to this request',
  notActive: 'This request is no longer accepting offers',
  offersClosed: 'The deadline for offers on this request has passed',
  answeredCannotDecline: 'A request you responded to cannot be declined',
  noCallRequested: 'The organiser has not asked for a call',
  /** The fair-lead e-mail and the card of a lead that was given back. */
  leadGivenBack:
    'The organiser never opened this response, so it no longer counts towards your free responses.',
} as const;

/** The pipeline stages of one lead (issue 13 "Beyond every peer"). */
export const leadStages = ['sent', 'viewed', 'shortlisted', 'won', 'lost'] as const;
export type LeadStage = (typeof leadStages)[number];

/** A request id in the search box: digits with the optional '-ds' display suffix. */
const requestIdSearch = z.preprocess(
  (v) => (v === '' ? undefined : v),
  text(offerTexts.requestIdInvalid)
    .trim()
    .toLowerCase()
    .regex(/^[0-9]{1,10}(-ds)?$/, offerTexts.requestIdInvalid)
    .transform((v) => Number(v.replace(/-ds$/, '')))
    .pipe(z.number().int().min(1, offerTexts.requestIdInvalid).max(ID_MAX, offerTexts.requestIdInvalid))
    .optional(),
);

const pageParam = z.preprocess((v) => (v === '' ? undefined : v), wholeNumber({ max: 999_999 }).default(1));

/**
 * `GET supplier/service-request-notifies`: one tab (or sub-tab) of the supplier's offers, newest first, 50 a page.
 * `offer` absent or empty is the requests tab; `filters[id]` narrows to one request id (the offers search);
 * `id` (a request id, the e-mail's ?rfq_notify=) answers that request's notify whatever its tab, ignoring `offer`;
 * `counters=1` adds the counters of every tab.
 */
export const notifyListQuery = z.object({
  offer: z.preprocess(
    (v) => (v === '' || v === 'null' ? undefined : v),
    z.enum(offerFilters, { error: offerTexts.offerInvalid }).optional(),
  ),
  id: requestIdSearch,
  filters: z.object({ id: requestIdSearch }).optional(),
  counters: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(['0', '1', 'true', 'false'], { error: validation.required })
      .transform((v) => v === '1' || v === 'true')
      .optional(),
  ),
  page: pageParam,
});
export type NotifyListQuery = z.infer<typeof notifyListQuery>;

/** Spec 3 "Supplier counters": every offer state as _count and _new_count ("index" is the requests tab). */
const counterKeys = ['index', ...offerFilters] as const;
export type CounterKey = (typeof counterKeys)[number];
export const supplierCounters = z.object(
  Object.fromEntries(
    counterKeys.flatMap((k) => [
      [`${k}_count`, z.number().int()],
      [`${k}_new_count`, z.number().int()],
    ]),
  ) as Record<`${CounterKey}_count` | `${CounterKey}_new_count`, z.ZodNumber>,
);
export type SupplierCounters = z.infer<typeof supplierCounters>;

/**
 * The supplier's allowance (spec 4, 9; docs/decisions/0039). `unlimited` when the supplier answersEveryRequest
 * (plan-allowance.ts: a plan of type > 1 or no_limits);
 * otherwise `remaining` of `allowance` (the admin's free_rfq_number). `used` counts answers that consume it (a free
 * answer the organiser never opened before the request closed is given back); `received`/`responded` are all the
 * requests that reached the supplier and all their answers (the 402 modal's counts).
 */
export const quota = z.object({
  unlimited: z.boolean(),
  allowance: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int().nullable(),
  /** Answers given back by the fair-lead rule. */
  given_back: z.number().int(),
  received: z.number().int(),
  responded: z.number().int(),
  /** False once a limited supplier used the allowance: the button reads 'Upgrade to respond to this request'. */
  can_respond: z.boolean(),
});
export type Quota = z.infer<typeof quota>;

/** What the supplier may do to an offer now (the server's offers policy; docs/decisions/0020). */
export const notifyPolicies = z.object({
  read: z.boolean(),
  /** Respond: no quote yet, request active, before the offers deadline, allowance left; answering a declined request lifts the decline (decision 0039). */
  respond: z.boolean(),
  /** "I'm not interested": not answered. */
  decline: z.boolean(),
  /** Undo from Declined. */
  undo_decline: z.boolean(),
  /** "Called": the organiser asked for a call. */
  mark_called: z.boolean(),
});
export type NotifyPolicies = z.infer<typeof notifyPolicies>;

/** The supplier's own quote and where it stands in the organiser's hands (the lead's pipeline). */
export const supplierQuote = z.object({
  id: z.number().int(),
  service_request_id: z.number().int(),
  message: z.string(),
  price: z.number().nullable(),
  created_at: z.string(),
  is_viewed: z.boolean(),
  /** When the organiser first opened it (null before). */
  viewed_at: z.string().nullable(),
  is_shortlisted: z.boolean(),
  is_selected: z.boolean(),
  is_rejected: z.boolean(),
  call_requested_at: z.string().nullable(),
  /** Set when the fair-lead rule gave this free answer back to the allowance. */
  refunded_at: z.string().nullable(),
  /** The furthest stage reached: sent → viewed → shortlisted → won, or lost. */
  stage: z.enum(leadStages),
  /**
   * Lost, as the supplier is told (issue 21): 'not_selected' (rejected, or another supplier was chosen) or
   * 'closed' (the request was closed without choosing them). The organiser's close reason is never sent.
   */
  lost_as: z.enum(['not_selected', 'closed']).nullable(),
});
export type SupplierQuote = z.infer<typeof supplierQuote>;

/** How to reach the organiser, sent only to the supplier they selected (issue 21). */
export const organiserContact = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
});
export type OrganiserContact = z.infer<typeof organiserContact>;

/**
 * An offer notification as its supplier sees it (spec 3). The organiser is named by first name and company only;
 * their e-mail and phone are sent only to the supplier they selected (`organiser_contact`). Other suppliers appear
 * only as a count.
 */
export const offerNotify = z.object({
  id: z.number().int(),
  service_request_id: z.number().int(),
  is_ignore: z.boolean(),
  call_requested_at: z.string().nullable(),
  /** True while the supplier has not yet opened it (never listed, not answered, not declined; the _new_count). */
  is_new: z.boolean(),
  created_at: z.string(),
  /** Where it lives now (tab mapping of spec 4). */
  offer: z.enum(offerFilters).nullable(),
  tab: z.enum(offerTabs),
  sub_tab: z.enum(Object.keys(offerSubTabs) as [OfferSubTab, ...OfferSubTab[]]).nullable(),
  service_request: z.object({
    id: z.number().int(),
    status: z.union([
      z.literal(RequestStatus.active),
      z.literal(RequestStatus.accepted),
      z.literal(RequestStatus.finished),
    ]),
    service: z.object({ id: z.number().int(), product: z.string() }).nullable(),
    location: z.string(),
    date_from: z.string(),
    date_until: z.string(),
    date_offers_until: z.string(),
    message: z.string(),
    note: z.string().nullable(),
    created_at: z.string(),
    /** The moment offers close (end of date_offers_until, UK time), and whether quotes are still taken. */
    offers_close_at: z.string(),
    accepts_quotes: z.boolean(),
    /** Whole hours left before offers close, for an unanswered active request; null otherwise. */
    hours_left: z.number().int().nullable(),
    /** How many suppliers answered this request (this one included). */
    quotes_count: z.number().int(),
    user: z.object({ name: z.string(), company_name: z.string().nullable() }),
  }),
  service_request_quote: supplierQuote.nullable(),
  /** The organiser's name, phone and e-mail once they selected this supplier's quote; null otherwise. */
  organiser_contact: organiserContact.nullable(),
  policies: notifyPolicies,
  /** The supplier's unread chat messages about their quote on this request (the card's chat badge). */
  unread_messages_count: z.number().int().optional(),
});
export type OfferNotify = z.infer<typeof offerNotify>;

export const notifyListResponse = z.object({
  data: z.array(offerNotify),
  meta: pageMeta,
  quota,
  counters: supplierCounters.optional(),
});
export type NotifyListResponse = z.infer<typeof notifyListResponse>;

export const notifyResponse = z.object({ data: offerNotify });
export type NotifyResponse = z.infer<typeof notifyResponse>;

/** `PATCH supplier/service-request-notifies/{id}`: decline (true/1) or undo (false/0). */
export const notifyUpdateBody = z.object({
  is_ignore: z
    .union([z.boolean(), z.literal(0), z.literal(1)], { error: validation.required })
    .transform((v) => v === true || v === 1),
});
export type NotifyUpdateInput = z.input<typeof notifyUpdateBody>;

const requestIdField = idNumber();

/** Total price in £, optional, up to 2 decimals (the organiser's comparison). Strings like '1250.50' accepted. */
const priceField = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' ? Number(v.replace(/[£,\s]/g, '')) : v),
  z
    .number({ error: offerTexts.priceInvalid })
    .min(0, offerTexts.priceInvalid)
    .max(99_999_999.99, offerTexts.priceInvalid)
    .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), offerTexts.priceInvalid)
    .nullish(),
);

/** `POST supplier/service-request-quotes` (spec 5 "Proposal": message required). */
export const createQuoteBody = z.object({
  service_request_id: requestIdField,
  message: requiredText(validation.responseRequired, limits.longTextMax),
  price: priceField,
});
export type CreateQuoteInput = z.input<typeof createQuoteBody>;

/** `POST supplier/service-request-quotes/check`: may the supplier answer (this request, when given)? */
export const checkQuoteBody = z.object({ service_request_id: requestIdField.optional() }).default({});

export const quotaResponse = z.object({ result: z.literal(true), quota });
export type QuotaResponse = z.infer<typeof quotaResponse>;

/** The 402 of spec 3 "Quota-exhausted response" (error shape plus the counts and the quota). */
export const quotaExhaustedResponse = z.object({
  message: z.string(),
  code: z.literal('quota_exhausted'),
  received: z.number().int(),
  responded: z.number().int(),
  quota,
});
export type QuotaExhausted = z.infer<typeof quotaExhaustedResponse>;

export const createQuoteResponse = z.object({ data: offerNotify, quota });
export type CreateQuoteResponse = z.infer<typeof createQuoteResponse>;
