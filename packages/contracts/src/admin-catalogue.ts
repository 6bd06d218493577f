import { z } from 'zod';
import { optionalText, requiredText, text } from './fields';
import { validation } from './messages';
import { serviceCategory, serviceKeyword, service } from './catalogue';
import { ID_MAX } from './whole-number';

/*
 * The administrator's catalogue (issue 23; spec 2.6 categories-services, 2.7, 3, 5, 7.7; docs/decisions/0076).
 * Paths under /api/, administrators only. Category and service writes are multipart forms (with an image):
 *
 *   POST   admin/services/categories        categoryFields + services (JSON) + image → { id } (201)
 *   PUT    admin/services/categories/{id}   (or POST with _method=PUT) + services_deleted (JSON ids) → { id }
 *   DELETE admin/services/categories/{id}                                            → { message }
 *   GET    admin/services                   ?search                                   → adminCategoriesResponse
 *   POST   admin/services                   serviceFields + keywords (repeated) + image → { service } (201)
 *   PUT    admin/services/{id}              (or POST with _method=PUT)                → { service }
 *   DELETE admin/services/{id}                                                        → { message }
 *   GET    admin/services/export                                                      → CSV
 *   GET    admin/service-suggestions                                                  → adminSuggestionsResponse
 *   DELETE admin/service-suggestions/{id}                                             → { message }
 *   POST   admin/service-suggestions/{id}/accept  { service_category_id? }  → acceptSuggestionResponse: 201 a new
 *          service; 200 when the product is a service already (its suggestions answered, decision 0076 amendment)
 *
 * A service that suppliers offer or requests name is never deleted (409 with catalogueTexts.serviceInUse):
 * decision 0076.
 */

export const CATEGORY_IMAGE_FIELD = 'image';

/** Spec 5 names the rules ("Category: requires services; service: requires product; add-to-category: requires
 * category") but gives no words: these are ours, in the spec's 'X is a required field' style. */
export const catalogueTexts = {
  categoryNameRequired: 'Category name is a required field',
  servicesRequired: 'Services is a required field',
  productRequired: 'Product is a required field',
  categoryRequired: 'Category is a required field',
  categoryNameTaken: 'This category already exists',
  serviceExists: 'This service already exists',
  servicesInvalid: 'Services could not be read',
  serviceInUse: (suppliers: number, requests: number) =>
    `This service is offered by ${suppliers} supplier(s) and named in ${requests} request(s), so it cannot be deleted. Move it to another category or hide its category instead.`,
  categoryInUse: (product: string) =>
    `The service ${product} is offered by suppliers or named in requests, so it cannot be deleted. Move it to another category or hide this category instead.`,
  categoryDeleted: 'Category deleted',
  serviceDeleted: 'Service deleted',
  suggestionDeleted: 'Suggestion deleted',
  /** 'Add as a service' made the service. */
  suggestionAdded: (product: string) => `${product} added as a service`,
  /** 'Add as a service' of a product that is a service already: its suggestions are answered by it. */
  suggestionsAnswered: (product: string, category: string, count: number) =>
    `${product} is already a service in ${category}: ${count} ${count === 1 ? 'suggestion' : 'suggestions'} answered and removed`,
  dismissSuggestions: 'Dismiss suggestions',
  methodInvalid: 'Only _method=PUT is accepted',
} as const;

const methodOverride = z
  .string()
  .refine((v) => v.toUpperCase() === 'PUT', catalogueTexts.methodInvalid)
  .optional();

/** A 0/1 flag sent as a form text ('0', '1', 'true', 'false'). */
const formFlag = z
  .union([z.string(), z.number(), z.boolean()])
  .optional()
  .transform((v) => (v === true || v === 1 || v === '1' || v === 'true' ? 1 : 0));

const seoFields = {
  description: optionalText(5000),
  title_tag: optionalText(),
  custom_heading: optionalText(),
  meta_description: optionalText(1000),
};

/** A service inside a category form (the `services` field, JSON): a new one or (with id) an existing one. */
export const categoryServiceInput = z.object({
  id: z.number().int().positive().optional(),
  product: requiredText(catalogueTexts.productRequired),
  description: optionalText(5000),
  keywords: z.array(requiredText(validation.required)).max(50).optional(),
});
export type CategoryServiceInput = z.infer<typeof categoryServiceInput>;

/** The category form's text fields. `category` is ignored on edit (names are read-only when editing, spec 5). */
export const categoryFields = z.object({
  category: text(catalogueTexts.categoryNameRequired).trim().max(255, validation.tooLong).optional(),
  ...seoFields,
  is_hidden: formFlag,
  services: text(catalogueTexts.servicesRequired).optional(),
  services_deleted: text().optional(),
  _method: methodOverride,
});

/** The service form's text fields; `keywords` may be repeated (keywords[]) and is read apart. */
export const serviceFields = z.object({
  product: text(catalogueTexts.productRequired).trim().max(255, validation.tooLong).optional(),
  service_category_id: text(catalogueTexts.categoryRequired)
    .trim()
    .min(1, catalogueTexts.categoryRequired)
    .regex(/^\d{1,9}$/, catalogueTexts.categoryRequired)
    .transform(Number),
  ...seoFields,
  _method: methodOverride,
});

export const adminServicesQuery = z.object({
  search: text().trim().max(100, validation.tooLong).optional(),
});

export const adminService = service.extend({ service_keywords: z.array(serviceKeyword) });
export type AdminService = z.infer<typeof adminService>;
export const adminCategory = serviceCategory.extend({ services: z.array(adminService) });
export type AdminCategory = z.infer<typeof adminCategory>;
export const adminCategoriesResponse = z.object({ data: z.array(adminCategory) });
export type AdminCategoriesResponse = z.infer<typeof adminCategoriesResponse>;
export const adminServiceResponse = z.object({ service: adminService });
export const categorySavedResponse = z.object({ id: z.number().int() });
export const catalogueMessageResponse = z.object({ message: z.string() });

/** The category is needed only when the product is not a service yet (then its absence is a 422 on the field). */
export const acceptSuggestionBody = z.object({
  service_category_id: z.coerce
    .number({ error: catalogueTexts.categoryRequired })
    .int(catalogueTexts.categoryRequired)
    .min(1, catalogueTexts.categoryRequired)
    .max(ID_MAX, catalogueTexts.categoryRequired)
    .optional(),
});
export const acceptSuggestionResponse = z.object({
  service: adminService,
  /** false: the product was a service already and the suggestions were answered by it (nothing created). */
  created: z.boolean(),
  /** The category the service is in (the chosen one, or the existing service's). */
  category: z.string(),
  suggestions_deleted: z.number().int(),
});
export type AcceptSuggestionResponse = z.infer<typeof acceptSuggestionResponse>;

/** The service a suggestion's product already is (any case), so the administrator answers it instead. */
export const existingServiceRef = z.object({
  id: z.number().int(),
  product: z.string(),
  category: z.string(),
});

export const adminSuggestion = z.object({
  id: z.number().int(),
  product: z.string(),
  company_name: z.string().nullable(),
  email: z.string().nullable(),
  user: z.object({ id: z.number().int(), company_name: z.string().nullable() }).nullable(),
  /** How many suggestions name the same product (in any case). */
  count: z.number().int(),
  created_at: z.string(),
  /** Set when a service of this product exists (made since the suggestion): 'Dismiss suggestions' answers it. */
  existing_service: existingServiceRef.nullable(),
});
export type AdminSuggestion = z.infer<typeof adminSuggestion>;
export const serviceUnknownCount = z.object({ service_name: z.string(), count: z.number().int() });
export const adminSuggestionsResponse = z.object({
  data: z.array(adminSuggestion),
  /** Searches that matched no service, grouped by name (in any case), most asked first (at most 200). */
  unknowns: z.array(serviceUnknownCount),
});
export type AdminSuggestionsResponse = z.infer<typeof adminSuggestionsResponse>;
