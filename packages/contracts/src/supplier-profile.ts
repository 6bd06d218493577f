import { z } from 'zod';
import { ProfileStatus } from './enums';
import { text } from './fields';
import { fileLimits, fileTexts } from './files';
import { limits } from './limits';
import { validation } from './messages';
import { documentTypes, verifiedBadge, type DocumentType } from './document-types';
import { wholeNumber } from './whole-number';

/*
 * The supplier's own profile (spec 3 "Supplier profile", "Profile form"; 7.1 GET and POST profile) and the
 * verified documents (docs/decisions/0034). The public profile of the directory is directory.ts supplierProfile.
 */

export { documentTypes, type DocumentType } from './document-types';
export const documentTypeValues = Object.keys(documentTypes) as [DocumentType, ...DocumentType[]];

export const profileTexts = {
  /** Spec 5: the profile form needs a cover. */
  coverRequired: validation.backgroundImageRequired,
  /** Not in the spec (it gives summary and template no text): ours. */
  summaryRequired: 'Summary is a required field',
  responseTemplateRequired: 'Response template is a required field',
  tooManyImages: `You can upload up to ${limits.showcaseImagesMax} images`,
  tooManyDocuments: `You can upload up to ${limits.documentsMax} documents`,
  tooLarge: fileTexts.tooLarge,
  /** Spec 8: what the UI shows for a 413 or 422 on a profile save. */
  requestTooLarge: fileTexts.requestTooLarge,
  documentTypeInvalid: 'Choose a document type from the list',
  validToInvalid: 'Enter the expiry date as yyyy-mm-dd',
  /** The badge of spec-beyond "verified documents": 'Verified: Public liability insurance, valid to 03.2027'. */
  verifiedBadge,
  /** Reminder e-mails before a verified document expires. */
  expiryReminderSubject: (label: string, days: number) => `Your ${label} expires in ${days} days`,
} as const;

/** A calendar date 'yyyy-mm-dd'. */
export const isoDate = () =>
  text(profileTexts.validToInvalid)
    .regex(/^\d{4}-\d{2}-\d{2}$/, profileTexts.validToInvalid)
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      profileTexts.validToInvalid,
    );

/** A verified, unexpired document as the public sees it (computed when read, so it disappears at expiry). */
export const verifiedDocument = z.object({
  type: z.enum(documentTypeValues),
  /** 'yyyy-mm-dd'. */
  valid_to: z.string(),
});
export type VerifiedDocument = z.infer<typeof verifiedDocument>;

/** A document on the supplier's own (or the administrator's) view of a profile. */
export const ownDocument = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  size: z.number().int().nullable(),
  type: z.enum(documentTypeValues).nullable(),
  valid_to: z.string().nullable(),
  /** ISO date-time an administrator verified it; cleared when its type or expiry changes. */
  verified_at: z.string().nullable(),
});
export type OwnDocument = z.infer<typeof ownDocument>;

export const ownService = z.object({
  /** The user_services row. */
  id: z.number().int(),
  service: z.object({ id: z.number().int(), product: z.string() }),
});

/** What the supplier (and an administrator) sees of a supplier profile: every field of spec 3 plus progress. */
export const supplierOwnProfile = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  status: z.union([
    z.literal(ProfileStatus.underReview),
    z.literal(ProfileStatus.approved),
    z.literal(ProfileStatus.rejected),
  ]),
  photo_url: z.string().nullable(),
  cover_url: z.string().nullable(),
  summary: z.string().nullable(),
  response_template: z.string().nullable(),
  sustainability_policy: z.string().nullable(),
  past_events: z.string().nullable(),
  company_name: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  display_email: z.string().nullable(),
  location: z.string().nullable(),
  nearby: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  services: z.array(ownService),
  images: z.array(z.object({ id: z.number().int(), url: z.string() })),
  documents: z.array(ownDocument),
  verified: z.array(verifiedDocument),
  pricing_plan_id: z.number().int(),
  no_limits: z.boolean(),
  submitted_at: z.string().nullable(),
  updated_at: z.string(),
});
export type SupplierOwnProfile = z.infer<typeof supplierOwnProfile>;

/** `GET profile`, `POST profile`. */
export const ownProfileResponse = z.object({ profile: supplierOwnProfile });
export type OwnProfileResponse = z.infer<typeof ownProfileResponse>;

const longText = (required?: string) =>
  required
    ? text(required).trim().min(1, required).max(limits.longTextMax, validation.tooLong)
    : text(validation.required)
        .trim()
        .max(limits.longTextMax, validation.tooLong)
        .transform((v) => (v === '' ? null : v));

/** An id sent as a multipart field (0, which names nothing, is let through as before). */
const idField = wholeNumber({ min: 0 });

/**
 * `POST profile` (multipart, spec 7.1 and 3 "Profile form"): the text fields, checked after the files are read.
 * Files: photo (logo) and cover (one image each), showcase_images[] (images), documents[] (documents); each under
 * 10 MB; at most 10 showcase images and 10 documents kept after the deletions. A profile without a stored cover
 * needs one ('Background image is a required field'). A text field left out is kept as it is.
 */
export const profileFieldsBody = z.object({
  summary: longText(profileTexts.summaryRequired).optional(),
  response_template: longText(profileTexts.responseTemplateRequired).optional(),
  sustainability_policy: longText().optional(),
  past_events: longText().optional(),
  showcase_images_deleted: z.array(idField).max(100).optional(),
  documents_deleted: z.array(idField).max(100).optional(),
});
export type ProfileFields = z.output<typeof profileFieldsBody>;

/** The file limits the profile form applies before uploading (the server checks again, by content). */
export const profileFileLimits = {
  maxBytes: fileLimits.maxBytes,
  showcaseImagesMax: fileLimits.showcaseImagesMax,
  documentsMax: fileLimits.documentsMax,
} as const;

/** `PUT profile/documents/{id}`: the supplier sets a document's type and expiry (clears a verification). */
export const documentDetailsBody = z.object({
  type: z.enum(documentTypeValues, { error: profileTexts.documentTypeInvalid }).nullable(),
  valid_to: isoDate().nullable(),
});
export type DocumentDetailsInput = z.input<typeof documentDetailsBody>;

export const documentResponse = z.object({ document: ownDocument });
