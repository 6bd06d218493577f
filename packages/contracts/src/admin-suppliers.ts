import { z } from 'zod';
import { ProfileStatus } from './enums';
import { text } from './fields';
import { limits } from './limits';
import { validation } from './messages';
import { documentDetailsBody, ownDocument, supplierOwnProfile } from './supplier-profile';
import { publicUser } from './users';
import { isWholeNumber, wholeNumber } from './whole-number';

/*
 * The administrators' supplier screens (spec 2.6 suppliers › approval, 3 "Supplier (admin list)", 7.7): the list
 * with its status filter and search, a supplier's profile, approve, dismiss (reject with a reason) and the
 * verification of documents (docs/decisions/0034).
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
} as const;

const blankAsAbsent = (v: unknown) => (v === '' ? undefined : v);

/**
 * The search an admin list applies (spec 5 'Admin lists': from 3 characters, or at once for an id); undefined while
 * the text is shorter. The API and the screens' search boxes (suppliers, organisers, admin chats) ask this.
 */
export const effectiveListSearch = (text: string | undefined) => {
  const t = text?.trim() ?? '';
  return t.length >= limits.listSearchMin || isWholeNumber(t) ? t : undefined;
};

/**
 * `GET admin/suppliers`: status 0 (Waiting for approval), 1 (Accepted) or 2 (rejected); `filter` searches the
 * name, company, e-mail and id with 3 or more characters (spec 5 "Admin lists"), or an exact id when shorter;
 * page size 50 (spec 9). The other filters of spec 7.7 come with the full admin list.
 */
export const adminSuppliersQuery = z.object({
  status: z.preprocess(
    blankAsAbsent,
    z
      .enum(['0', '1', '2'], { error: validation.required })
      .transform((v) => Number(v) as 0 | 1 | 2)
      .optional(),
  ),
  filter: z.preprocess(
    blankAsAbsent,
    text(validation.required).trim().max(limits.shortTextMax, validation.tooLong).optional(),
  ),
  page: z.preprocess(blankAsAbsent, wholeNumber({ max: 1_000_000 }).default(1)),
  limit: z.preprocess(
    blankAsAbsent,
    wholeNumber({ max: limits.pageSize.suppliers }).default(limits.pageSize.suppliers),
  ),
});
export type AdminSuppliersQuery = z.output<typeof adminSuppliersQuery>;

const statusCode = z.union([
  z.literal(ProfileStatus.underReview),
  z.literal(ProfileStatus.approved),
  z.literal(ProfileStatus.rejected),
]);

/** One row of the list (spec 3 "Supplier (admin list)", the fields that exist today). */
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
  pricing_plan_name: z.string(),
  no_limits: z.boolean(),
  status: statusCode,
  services: z.array(
    z.object({
      id: z.number().int(),
      service: z.object({
        product: z.string(),
        service_category: z.object({ category: z.string() }),
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
  pagination: z.object({ total_pages: z.number().int(), page: z.number().int(), total: z.number().int() }),
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
