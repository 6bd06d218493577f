import { z } from 'zod';
import { partner, testimonial } from './content';
import { requiredText, text, websiteField } from './fields';
import { validation } from './messages';

/*
 * The administrator's content screen (issue 23; spec 2.6 content, 2.7 add/edit partner and testimonial, 3, 5, 7.7;
 * docs/decisions/0074). Paths are under /api/, every one administrators only; bodies are multipart forms:
 *
 *   GET    admin/partners                                        → adminPartnersResponse (display order)
 *   POST   admin/partners          partnerFields + image         → adminPartnerResponse (201)
 *   POST   admin/partners/{id}     partnerFields [+ image]       → adminPartnerResponse
 *   DELETE admin/partners/{id}                                   → contentDeletedResponse
 *   GET    admin/testimonials                                    → adminTestimonialsResponse (newest first)
 *   POST   admin/testimonials      testimonialFields + avatar    → adminTestimonialResponse (201)
 *   POST   admin/testimonials/{id} _method=PUT, testimonialFields [+ avatar] → adminTestimonialResponse
 *   DELETE admin/testimonials/{id}                               → contentDeletedResponse
 *
 * An update may send `_method=PUT` (the old clients' method override); any other value is refused.
 */

/** The file field of each form: a partner's logo (spec 3 'image'), a testimonial's avatar. */
export const PARTNER_IMAGE_FIELD = 'image';
export const TESTIMONIAL_AVATAR_FIELD = 'avatar';

/** Spec 5 "Testimonial": the longest each text may be (rate and quote_requests_total: see decision 0074). */
export const testimonialLimits = {
  nameMax: 150,
  titleMax: 40,
  descriptionMax: 40,
  textMax: 250,
  quoteRequestsTotalMax: 150,
  rateMin: 1,
  rateMax: 5,
} as const;

/** Spec 5 names the limits but gives no words for them: these are ours (decision 0074). */
export const contentTexts = {
  titleRequired: 'Title is a required field',
  roleRequired: 'Role is a required field',
  textRequired: 'Text is a required field',
  rateRequired: 'Rate is a required field',
  rateRange: 'Rate must be from 1 to 5 stars, in halves',
  quoteRequestsRequired: 'Quote requests is a required field',
  quoteRequestsNumber: 'Quote requests must be a whole number from 0 to 150',
  avatarRequired: 'Avatar is a required field',
  methodInvalid: 'Only _method=PUT is accepted',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  partnerAdded: 'Partner added',
  partnerSaved: 'Partner saved',
  partnerDeleted: 'Partner deleted',
  testimonialAdded: 'Testimonial added',
  testimonialSaved: 'Testimonial saved',
  testimonialDeleted: 'Testimonial deleted',
} as const;

const limitedText = (required: string, max: number) =>
  text(required).trim().min(1, required).max(max, contentTexts.tooLong(max));

const methodOverride = z
  .string()
  .refine((v) => v.toUpperCase() === 'PUT', contentTexts.methodInvalid)
  .optional();

/** Partner text fields (spec 5: company_name and website required; website an http(s) address, decision 0049). */
export const partnerFields = z.object({
  company_name: requiredText(validation.companyNameRequired),
  website: websiteField(),
  _method: methodOverride,
});
export type PartnerFieldsInput = z.input<typeof partnerFields>;

/** A whole number typed in a form or sent as a multipart text: '12' → 12. */
const quoteRequestsTotal = z
  .union([z.string(), z.number()], { error: contentTexts.quoteRequestsRequired })
  .transform((v) => (typeof v === 'string' ? v.trim() : v))
  .refine((v) => v !== '', contentTexts.quoteRequestsRequired)
  .transform(Number)
  .pipe(
    z
      .number({ error: contentTexts.quoteRequestsNumber })
      .int(contentTexts.quoteRequestsNumber)
      .min(0, contentTexts.quoteRequestsNumber)
      .max(testimonialLimits.quoteRequestsTotalMax, contentTexts.quoteRequestsNumber),
  );

/** Stars from 1 to 5 in halves, as the sliders draw them ('4.5'). */
const rate = z
  .union([z.string(), z.number()], { error: contentTexts.rateRequired })
  .transform((v) => (typeof v === 'string' ? v.trim() : v))
  .refine((v) => v !== '', contentTexts.rateRequired)
  .transform(Number)
  .pipe(
    z
      .number({ error: contentTexts.rateRange })
      .min(testimonialLimits.rateMin, contentTexts.rateRange)
      .max(testimonialLimits.rateMax, contentTexts.rateRange)
      .refine((n) => Number.isInteger(n * 2), contentTexts.rateRange),
  );

/** Testimonial text fields (spec 5: every field required, with its limit). */
export const testimonialFields = z.object({
  name: limitedText(validation.nameRequired, testimonialLimits.nameMax),
  title: limitedText(contentTexts.titleRequired, testimonialLimits.titleMax),
  description: limitedText(contentTexts.roleRequired, testimonialLimits.descriptionMax),
  text: limitedText(contentTexts.textRequired, testimonialLimits.textMax),
  quote_requests_total: quoteRequestsTotal,
  rate,
  _method: methodOverride,
});
export type TestimonialFieldsInput = z.input<typeof testimonialFields>;

export const adminPartnersResponse = z.object({ data: z.array(partner) });
export type AdminPartnersResponse = z.infer<typeof adminPartnersResponse>;
export const adminPartnerResponse = z.object({ partner });
export type AdminPartnerResponse = z.infer<typeof adminPartnerResponse>;

export const adminTestimonialsResponse = z.object({ data: z.array(testimonial) });
export type AdminTestimonialsResponse = z.infer<typeof adminTestimonialsResponse>;
export const adminTestimonialResponse = z.object({ testimonial });
export type AdminTestimonialResponse = z.infer<typeof adminTestimonialResponse>;

export const contentDeletedResponse = z.object({ message: z.string() });
export type ContentDeletedResponse = z.infer<typeof contentDeletedResponse>;
