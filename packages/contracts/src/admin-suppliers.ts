import { z } from 'zod';
import {
  blankAsAbsent,
  listFilter,
  listLimit,
  listPage,
  listPagination,
  listSortOrder,
  sortOrderText,
} from './admin-lists';
import { ProfileStatus, RADIUS_OPTIONS } from './enums';
import { emailField, flagField, text } from './fields';
import { limits } from './limits';
import { validation } from './messages';
import { onboardingTexts, userServicesFields } from './supplier-onboarding';
import { documentDetailsBody, ownDocument, supplierOwnProfile } from './supplier-profile';
import { publicUser, supplierContactBody } from './users';
import { wholeNumber, wholeNumberText } from './whole-number';

/*
 * The administrators' supplier screens (spec 2.6 suppliers, 3 "Supplier (admin list)", 7.7): the list with every
 * filter and sort (docs/decisions/0065), a supplier's profile and its edit, approve, dismiss (reject with a reason)
 * and the verification of documents (docs/decisions/0034).
 */

export const adminSupplierTexts = {
  /** Spec 2.6: the approval tab. */
  waitingForApproval: 'Waiting for approval',
  accepted: 'Accepted',
  /** Ours: approve or dismiss of a supplier that is not waiting. */
  notWaiting: 'This supplier is not waiting for approval',
  alreadyApproved: 'This supplier has already been approved',
  documentNeedsDetails: 'Set the document type and expiry date before verifying it',
  documentExpired: 'This document has already expired',
  /** Ours: the delete confirmation's title (its words are spec 5's notices.deleteForever) and the toasts. */
  deleteTitle: (name: string) => `Delete ${name}?`,
  deleted: (name: string) => `${name} was deleted.`,
  saved: (name: string) => `${name} was saved.`,
} as const;

/** The columns `GET admin/suppliers` sorts by (`sort_field`, spec 7.7; docs/decisions/0065). */
export const adminSupplierSortFields = [
  'id',
  'name',
  'company_name',
  'email',
  'location',
  'nearby',
  'pricing_plan_name',
  'no_limits',
  'payment_requested_at',
  'service_request_notifies_count',
  'service_request_quotes_count',
  'created_at',
  'submitted_at',
] as const;
export type AdminSupplierSortField = (typeof adminSupplierSortFields)[number];

/** Not in the spec: what a malformed filter of the list reads. */
export const adminSupplierListTexts = {
  dateInvalid: 'Enter the date as yyyy-mm-dd',
  sortField: `Sort by one of: ${adminSupplierSortFields.join(', ')}`,
  sortOrder: sortOrderText,
  radius: 'Radius is one of 10, 25, 50, 100 or 999',
  limitMax: `At most ${limits.pageSize.suppliers} suppliers a page`,
  nothingToChange: 'Nothing to change',
} as const;

/** A calendar day 'yyyy-mm-dd' in a query string; blank is absent. */
const queryDay = z.preprocess(
  blankAsAbsent,
  text(adminSupplierListTexts.dateInvalid)
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: adminSupplierListTexts.dateInvalid, abort: true })
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      adminSupplierListTexts.dateInvalid,
    )
    .optional(),
);

/** A count bound (rfq_*_min/max): a whole number from 0; blank is absent. */
const countBound = z.preprocess(blankAsAbsent, wholeNumber({ min: 0 }).optional());

/** `subscription_plan[]=1&subscription_plan[]=3` (or one `subscription_plan=1`): plan ids, blanks dropped. */
const planIds = z.preprocess(
  (v) => {
    const list = v === undefined ? [] : Array.isArray(v) ? v : [v];
    return list.filter((x) => x !== '');
  },
  z.array(wholeNumber(), { error: wholeNumberText }).max(100, wholeNumberText),
);

/**
 * `GET admin/suppliers` (spec 7.7, 5 and 4 'Admin lists', 9; docs/decisions/0065). Every filter is optional:
 * - `status` 0 (Waiting for approval: submitted profiles only), 1 (Accepted) or 2 (rejected);
 * - `filter`: name, company or e-mail containing it from 3 characters, or the id when it is digits;
 * - `location` (a place label, as the places autocomplete gives it) with `radius` (10, 25, 50, 100, 999; none is
 *   0): suppliers whose service area reaches within `radius` miles of the place (the directory's reach rule;
 *   a place no provider knows is reached by the nationwide suppliers only, as in the directory);
 * - `subscription_plan[]`: plan ids, any of them;
 * - `date_from` + `date_to`: registered on these UK days (inclusive); half a range is ignored;
 * - `rfq_received_min/max`, `rfq_responded_min/max`: requests received (offer notifications) and proposals sent,
 *   inclusive; an empty bound is 0, and a max below the min (the 0 filled in for an empty max) leaves the range
 *   open above;
 * - `payment_requested_date_from` + `_to`: asked to pay on these UK days; half a range is ignored;
 * - `sort_field` (adminSupplierSortFields; registration date by default, submission for status 0) and
 *   `sort_order` (0 descending, the default; 1 ascending); `limit` up to 50 (the default) and `page`.
 */
export const adminSuppliersQuery = z.object({
  status: z.preprocess(
    blankAsAbsent,
    z
      .enum(['0', '1', '2'], { error: validation.required })
      .transform((v) => Number(v) as 0 | 1 | 2)
      .optional(),
  ),
  filter: listFilter,
  location: z.preprocess(
    blankAsAbsent,
    text(validation.required).trim().max(limits.shortTextMax, validation.tooLong).optional(),
  ),
  radius: z.preprocess(
    blankAsAbsent,
    z
      .enum(RADIUS_OPTIONS.map(String) as [string, ...string[]], { error: adminSupplierListTexts.radius })
      .transform(Number)
      .optional(),
  ),
  subscription_plan: planIds,
  date_from: queryDay,
  date_to: queryDay,
  rfq_received_min: countBound,
  rfq_received_max: countBound,
  rfq_responded_min: countBound,
  rfq_responded_max: countBound,
  payment_requested_date_from: queryDay,
  payment_requested_date_to: queryDay,
  page: listPage,
  limit: listLimit(limits.pageSize.suppliers, adminSupplierListTexts.limitMax),
  sort_field: z.preprocess(
    blankAsAbsent,
    z.enum(adminSupplierSortFields, { error: adminSupplierListTexts.sortField }).optional(),
  ),
  sort_order: listSortOrder,
});
export type AdminSuppliersQuery = z.output<typeof adminSuppliersQuery>;
export type AdminSuppliersQueryInput = z.input<typeof adminSuppliersQuery>;

const statusCode = z.union([
  z.literal(ProfileStatus.underReview),
  z.literal(ProfileStatus.approved),
  z.literal(ProfileStatus.rejected),
]);

/** One row of the list (spec 3 "Supplier (admin list)"), with the status and the submission time. */
export const adminSupplierListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  company_name: z.string().nullable(),
  email: z.string(),
  display_email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  position_in_company: z.string().nullable(),
  location: z.string().nullable(),
  nearby: z.number().int().nullable(),
  pricing_plan_id: z.number().int(),
  pricing_plan_name: z.string(),
  no_limits: z.boolean(),
  /** The last time Marquee asked the supplier to pay (docs/decisions/0065); null when never. */
  payment_requested_at: z.string().nullable(),
  /** Requests received (offer notifications), all time. */
  service_request_notifies_count: z.number().int(),
  /** Proposals sent, all time. */
  service_request_quotes_count: z.number().int(),
  status: statusCode,
  services: z.array(
    z.object({
      id: z.number().int(),
      service: z.object({
        id: z.number().int(),
        product: z.string(),
        service_category: z.object({ id: z.number().int(), category: z.string() }),
      }),
    }),
  ),
  submitted_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminSupplierListItem = z.infer<typeof adminSupplierListItem>;

export const adminSuppliersResponse = z.object({
  suppliers: z.array(adminSupplierListItem),
  filters: z.object({
    pricing_plans: z.array(z.object({ id: z.number().int(), name: z.string(), type: z.number().int() })),
  }),
  pagination: listPagination,
});
export type AdminSuppliersResponse = z.infer<typeof adminSuppliersResponse>;

/** `/admin/suppliers/{id}` (the supplier's user id, as everywhere). */
export const adminSupplierParams = z.object({ id: wholeNumber() });
export const adminSupplierDocumentParams = z.object({ id: wholeNumber(), documentId: wholeNumber() });

/** `GET admin/suppliers/{id}`: the account and the whole profile, with the rejection reason when rejected. */
export const adminSupplierResponse = z.object({
  user: publicUser.omit({ policies: true }),
  profile: supplierOwnProfile,
  rejection_reason: z.string().nullable(),
});
export type AdminSupplierResponse = z.infer<typeof adminSupplierResponse>;

/**
 * `PATCH admin/suppliers/{id}` (docs/decisions/0065): an administrator edits a supplier's contact details, services,
 * area and no_limits. Every field is optional; a field sent follows the supplier's own forms (spec 5 "Supplier
 * settings form", "Services step"): the e-mail must be unused by another account, the services exist and fit the
 * plan; `location` and `nearby` come together, with the place's coordinates (from places/geocode, both or
 * neither; without them the server geocodes the label). `no_limits` 1 lets the supplier answer whatever the plan.
 * Answers the supplier as `GET admin/suppliers/{id}` does.
 */
export const adminSupplierUpdateBody = z
  .object({
    name: supplierContactBody.shape.name.optional(),
    company_name: supplierContactBody.shape.company_name.optional(),
    email: emailField(validation.emailValid, validation.emailRequired).optional(),
    phone: supplierContactBody.shape.phone.optional(),
    website: supplierContactBody.shape.website.optional(),
    position_in_company: supplierContactBody.shape.position_in_company.optional(),
    display_email: supplierContactBody.shape.display_email.optional(),
    services: userServicesFields.shape.services.optional(),
    location: userServicesFields.shape.location.optional(),
    nearby: userServicesFields.shape.nearby.optional(),
    latitude: userServicesFields.shape.latitude,
    longitude: userServicesFields.shape.longitude,
    no_limits: flagField().optional(),
  })
  .superRefine((v, ctx) => {
    if (Object.values(v).every((x) => x === undefined)) {
      ctx.addIssue({ code: 'custom', message: adminSupplierListTexts.nothingToChange, path: [] });
    }
    if (v.location !== undefined && v.nearby === undefined)
      ctx.addIssue({ code: 'custom', message: validation.radiusRequired, path: ['nearby'] });
    if (v.nearby !== undefined && v.location === undefined)
      ctx.addIssue({ code: 'custom', message: validation.locationRequired, path: ['location'] });
    if ((v.latitude == null) !== (v.longitude == null)) {
      ctx.addIssue({
        code: 'custom',
        message: onboardingTexts.coordinatesTogether,
        path: [v.latitude == null ? 'latitude' : 'longitude'],
      });
    }
  });
export type AdminSupplierUpdateInput = z.input<typeof adminSupplierUpdateBody>;
export type AdminSupplierUpdate = z.output<typeof adminSupplierUpdateBody>;

/** `POST admin/suppliers/{id}/dismiss` (spec 5 "Reject supplier reason"). */
export const dismissSupplierBody = z.object({
  message: text(validation.rejectReasonRequired)
    .trim()
    .min(1, validation.rejectReasonRequired)
    .min(limits.rejectionReasonMin, validation.rejectReasonMin)
    .max(limits.longTextMax, validation.tooLong),
});
export type DismissSupplierInput = z.input<typeof dismissSupplierBody>;

/** Approve and dismiss answer the new status. */
export const supplierStatusResponse = z.object({ id: z.number().int(), status: statusCode });

/**
 * `POST admin/suppliers/{id}/documents/{documentId}/verify`: marks the document verified; the administrator may
 * set or correct its type and expiry in the same call (both needed, and the expiry not past).
 */
export const verifyDocumentBody = documentDetailsBody.partial();
export const verifyDocumentResponse = z.object({ document: ownDocument });
