import { z } from 'zod';
import { flagField, text } from './fields';
import { limits } from './limits';
import { validation } from './messages';
import { verifiedDocument } from './supplier-profile';
import { rating } from './directory';
import { wholeNumber } from './whole-number';
import { blankAsAbsent, status } from './request-fields';

/*
 * The organiser's view of quotes (spec 3 "Quote / proposal"): what they may do, the quote with what the comparison
 * needs, the list query and the flags. Re-exported by requests.ts.
 */

/** What the organiser may do to a quote now. */
export const quotePolicies = z.object({
  read: z.boolean(),
  /** PATCH the flags (is_viewed, is_shortlisted, is_archived). */
  update: z.boolean(),
  /** Shortlist toggle: not on an archived quote. */
  shortlist: z.boolean(),
  archive: z.boolean(),
  /** Select Supplier: the request is active and this quote was not rejected. */
  accept: z.boolean(),
  reject: z.boolean(),
  request_call: z.boolean(),
  /** Change decision: this is the selected quote of an accepted request. */
  change_decision: z.boolean(),
});
export type QuotePolicies = z.infer<typeof quotePolicies>;

/**
 * A supplier's quote as the organiser sees it (spec 3 "Quote / proposal"), with what the comparison needs:
 * rating, verified documents, distance from the request's place, reply time and the optional price in £.
 */
export const organiserQuote = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  service_request_id: z.number().int(),
  message: z.string(),
  /** Total price in pounds when the supplier gave one. */
  price: z.number().nullable(),
  is_viewed: z.boolean(),
  is_selected: z.boolean(),
  is_shortlisted: z.boolean(),
  is_archived: z.boolean(),
  /** The organiser rejected it, or changed decision away from it (final). */
  is_rejected: z.boolean(),
  created_at: z.string(),
  call_requested_at: z.string().nullable(),
  /** Minutes from the request's creation to this quote. */
  reply_minutes: z.number().int(),
  /** Miles from the supplier's base to the request's place, one decimal; null without coordinates. */
  distance_miles: z.number().nullable(),
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    company_name: z.string().nullable(),
    phone: z.string().nullable(),
    profile: z.object({ photo_url: z.string().nullable() }),
    rating,
    verified: z.array(verifiedDocument),
  }),
  service_request: z.object({
    id: z.number().int(),
    status,
    date_from: z.string(),
    date_until: z.string(),
    date_offers_until: z.string(),
    location: z.string(),
    message: z.string(),
    service: z.object({ product: z.string() }).nullable(),
  }),
  policies: quotePolicies,
  /** The organiser's unread chat messages with this quote's supplier (the card's chat badge; list only). */
  unread_messages_count: z.number().int().optional(),
});
export type OrganiserQuote = z.infer<typeof organiserQuote>;

/**
 * `GET organiser/service-request-quotes?service_request_id=&filter=&search=` (newest first). Instead of (or with)
 * the request, `supplier_id`: the caller's quotes from that supplier over all their requests (the chat's Select
 * Supplier picker).
 */
export const quoteListQuery = z
  .object({
    service_request_id: wholeNumber().optional(),
    supplier_id: wholeNumber().optional(),
    /** all (default, archived included), shortlisted, new (not viewed), archived. */
    filter: z.preprocess(blankAsAbsent, z.enum(['all', 'shortlisted', 'new', 'archived']).default('all')),
    /** Part of the supplier's company name or of the message. */
    search: z.preprocess(
      blankAsAbsent,
      text()
        .trim()
        .max(limits.shortTextMax, validation.tooLong)
        .transform((v) => (v === '' ? undefined : v))
        .optional(),
    ),
  })
  .refine((v) => v.service_request_id !== undefined || v.supplier_id !== undefined, {
    message: validation.required,
    path: ['service_request_id'],
  });
export type QuoteListQuery = z.infer<typeof quoteListQuery>;

export const quoteListResponse = z.object({ data: z.object({ quotes: z.array(organiserQuote) }) });
export type QuoteListResponse = z.infer<typeof quoteListResponse>;

export const quoteResponse = z.object({ data: organiserQuote });
export type QuoteResponse = z.infer<typeof quoteResponse>;

/** `PATCH organiser/service-request-quotes/{id}`: any of the flags (booleans or 0/1). */
export const quoteFlagsBody = z
  .object({
    is_shortlisted: flagField().optional(),
    is_archived: flagField().optional(),
    is_viewed: flagField().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: validation.required });
export type QuoteFlagsInput = z.input<typeof quoteFlagsBody>;
