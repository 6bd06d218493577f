import { z } from 'zod';
import { reviewReply } from './review-reply';
import { text } from './fields';
import { limits } from './limits';
import { validation } from './messages';
import { verifiedDocument } from './supplier-profile';
import { wholeNumber } from './whole-number';

/*
 * The public supplier directory (spec 2.5, 3 "Directory entry", 6 premium listings, 7.2): the list, a
 * supplier's public profile, the count of suppliers a request would reach, and a supplier's reviews.
 * A supplier is identified by its user id everywhere (profile URL, reviews' supplier_id, quotes' user_id).
 */

/** Texts of the directory's own validation (the spec gives none). */
export const directoryTexts = {
  notText: 'Must be text',
  latitudeRange: 'Latitude must be between -90 and 90',
  longitudeRange: 'Longitude must be between -180 and 180',
  coordinatesTogether: 'Latitude and longitude must be given together',
  pageSizeMax: `At most ${limits.directoryPageSizeMax} results per page`,
} as const;

/** Empty query values ('name=') count as absent, as the web forms send them. */
const blankAsAbsent = (v: unknown) => (v === '' ? undefined : v);

/** A required id (`/suppliers/{id}`, `supplier_id=`). */
export const idParam = () => z.preprocess(blankAsAbsent, wholeNumber());
/** An optional id; empty counts as absent. */
export const optionalIdParam = () => z.preprocess(blankAsAbsent, wholeNumber().optional());

const optionalSearchText = () =>
  z.preprocess(
    blankAsAbsent,
    text(directoryTexts.notText)
      .trim()
      .max(limits.shortTextMax, validation.tooLong)
      .transform((v) => (v === '' ? undefined : v))
      .optional(),
  );

const coordinate = (min: number, max: number, message: string) =>
  z.preprocess(
    blankAsAbsent,
    z
      .string({ error: message })
      .regex(/^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/, message)
      .transform(Number)
      .pipe(z.number().min(min, message).max(max, message))
      .optional(),
  );

/** A point given as latitude and longitude in the query: both or neither. */
const pointFields = {
  latitude: coordinate(-90, 90, directoryTexts.latitudeRange),
  longitude: coordinate(-180, 180, directoryTexts.longitudeRange),
};

const bothOrNeither = (q: { latitude?: number; longitude?: number }, ctx: z.RefinementCtx) => {
  if ((q.latitude === undefined) !== (q.longitude === undefined)) {
    ctx.addIssue({
      code: 'custom',
      message: directoryTexts.coordinatesTogether,
      path: [q.latitude === undefined ? 'latitude' : 'longitude'],
    });
  }
};

const flagParam = () =>
  z.preprocess(
    blankAsAbsent,
    z
      .enum(['0', '1', 'true', 'false'], { error: validation.required })
      .transform((v) => v === '1' || v === 'true')
      .default(false),
  );

/** `GET suppliers` (spec 7.2). */
export const directoryQuery = z
  .object({
    /** Case-insensitive part of the company name. */
    name: optionalSearchText(),
    service_id: optionalIdParam(),
    /** The place as the visitor chose it; recorded with statistics, the coordinates do the filtering. */
    location_name: optionalSearchText(),
    ...pointFields,
    page: z.preprocess(blankAsAbsent, wholeNumber({ max: 1_000_000 }).default(1)),
    limit: z.preprocess(
      blankAsAbsent,
      wholeNumber({ max: limits.directoryPageSizeMax, maxText: directoryTexts.pageSizeMax }).default(
        limits.pageSize.directory,
      ),
    ),
    /** 1: record the search for the administrators' directory-search statistics. */
    collect_statistics: flagParam(),
  })
  .superRefine(bothOrNeither);
export type DirectoryQuery = z.infer<typeof directoryQuery>;

export const rating = z.object({
  /** Average stars, rounded to one decimal; 0 without reviews. */
  rate: z.number(),
  count: z.number().int(),
});
export type Rating = z.infer<typeof rating>;

/**
 * One supplier in the directory (spec 3 "Directory entry"). Premium entries (plan type not 0, or
 * no_limits) also carry photo and summary (spec 6); basic entries have them null.
 */
export const directoryEntry = z.object({
  id: z.number().int(),
  company_name: z.string().nullable(),
  location: z.string().nullable(),
  phone: z.string().nullable(),
  display_email: z.string().nullable(),
  website: z.string().nullable(),
  rating,
  is_premium: z.boolean(),
  /** Miles from the supplier's base to the searched point, one decimal; null without a point or base. */
  distance_miles: z.number().nullable(),
  photo_url: z.string().nullable(),
  summary: z.string().nullable(),
  /** Verified, unexpired documents: the listing's 'Verified: …' badges (docs/decisions/0034). */
  verified: z.array(verifiedDocument),
});
export type DirectoryEntry = z.infer<typeof directoryEntry>;

export const pageMeta = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export const directoryResponse = z.object({ data: z.array(directoryEntry), meta: pageMeta });
export type DirectoryResponse = z.infer<typeof directoryResponse>;

export const supplierIdParams = z.object({ id: idParam() });

/** A service a supplier offers, with its category for links to /directory/{category}/{service}. */
export const supplierService = z.object({
  /** The supplier's offering (user_services row). */
  id: z.number().int(),
  service: z.object({
    id: z.number().int(),
    product: z.string(),
    slug: z.string(),
    category: z.object({ id: z.number().int(), category: z.string(), slug: z.string() }),
  }),
});

/** A supplier's public profile (spec 2.5 "Supplier profile view"). */
export const supplierProfile = z.object({
  id: z.number().int(),
  company_name: z.string().nullable(),
  summary: z.string().nullable(),
  photo_url: z.string().nullable(),
  cover_url: z.string().nullable(),
  location: z.string().nullable(),
  /** Radius in miles; 999 is nationwide. */
  nearby: z.number().int().nullable(),
  phone: z.string().nullable(),
  display_email: z.string().nullable(),
  website: z.string().nullable(),
  services: z.array(supplierService),
  /**
   * The supplier's main service: the one they chose first (at registration), not the alphabetically first of
   * `services`. 'Request quotes' on the profile prefills it when the visitor did not come from a search for a
   * service (issue 21). Null when the supplier offers none.
   */
  main_service_id: z.number().int().nullable(),
  /** "Examples of our work". */
  images: z.array(z.object({ id: z.number().int(), url: z.string() })),
  /** "Documents and certificates". */
  documents: z.array(z.object({ id: z.number().int(), url: z.string(), name: z.string() })),
  /** Documents an administrator verified that have not expired today: the 'Verified: …' badges (decision 0034). */
  verified: z.array(verifiedDocument),
  past_events: z.string().nullable(),
  sustainability_policy: z.string().nullable(),
  rating,
  is_premium: z.boolean(),
  /** ISO date-time of the last change, for sitemaps and caches. */
  updated_at: z.string(),
});
export type SupplierProfile = z.infer<typeof supplierProfile>;

export const supplierProfileResponse = z.object({ data: supplierProfile });
export type SupplierProfileResponse = z.infer<typeof supplierProfileResponse>;

/** `GET counters/suppliers`: how many approved suppliers offering the service reach the place. */
export const supplierCounterQuery = z
  .object({
    service_id: optionalIdParam(),
    /** The place label; the coordinates (from places/geocode) do the matching. */
    location: optionalSearchText(),
    ...pointFields,
  })
  .superRefine(bothOrNeither);
export type SupplierCounterQuery = z.infer<typeof supplierCounterQuery>;

export const supplierCounterResponse = z.object({ count: z.number().int() });
export type SupplierCounterResponse = z.infer<typeof supplierCounterResponse>;

/** `GET service-request-reviews?supplier_id=`. */
export const supplierReviewsQuery = z.object({ supplier_id: idParam() });

/** An organiser's review of a supplier (spec 3 "Review"). */
export const review = z.object({
  id: z.number().int(),
  rate: z.number().int(),
  message: z.string(),
  service_request_id: z.number().int(),
  created_at: z.string(),
  service_request: z.object({
    user: z.object({
      name: z.string(),
      position_in_company: z.string().nullable(),
      /** How many requests for quotes the organiser has posted. */
      quotes_count: z.number().int(),
    }),
    service_request_accept: z.object({ user: z.object({ company_name: z.string().nullable() }) }),
  }),
  /** Beyond the spec: the supplier's public answer (docs/decisions/0075). */
  reply: reviewReply.nullish(),
});
export type Review = z.infer<typeof review>;

export const reviewsResponse = z.object({ data: z.array(review) });
export type ReviewsResponse = z.infer<typeof reviewsResponse>;
