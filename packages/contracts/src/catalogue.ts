import { z } from 'zod';
import { emailField, optionalText, requiredText, text } from './fields';
import { limits } from './limits';
import { validation } from './messages';
import { wholeNumber } from './whole-number';

/*
 * The service catalogue (spec 3 "Category", "Service", "Unknown service search", "Service suggestion";
 * spec 7.2). Lists answer `{ data, meta: { total } }`, single resources `{ data }`
 * (docs/decisions/0012-service-catalogue-api.md).
 */

export const catalogueLimits = {
  /** GET service-categories: the spec's category list limit (999) is both the default and the maximum. */
  categoriesMax: limits.pageSize.categories,
  /** GET services: options per answer (service pickers show the first few). */
  servicesDefault: 20,
  servicesMax: 100,
  /** Longest search term a picker may send. */
  searchTermMax: 100,
  /** Longest slug or old-style name in a directory URL (Fastify's router answers 414 past 100 anyway). */
  slugMax: 100,
} as const;

/** `/by-slug/{slug}`: a slug ('audio-visual-production') or an old-style name ('Audio Visual & Production'). */
export const slugParams = z.object({
  slug: text().trim().min(1).max(catalogueLimits.slugMax, validation.tooLong),
});

const flag01 = z.union([z.literal(0), z.literal(1)]);

/** A category as the directory shows it (spec 3 "Category"). */
export const serviceCategory = z.object({
  id: z.number().int(),
  /** The category's name. */
  category: z.string(),
  /** Readable URL segment: /directory/{slug}. */
  slug: z.string(),
  description: z.string().nullable(),
  title_tag: z.string().nullable(),
  custom_heading: z.string().nullable(),
  meta_description: z.string().nullable(),
  image_url: z.string().nullable(),
  /** Always 0 in public answers: hidden categories are left out. */
  is_hidden: flag01,
  services_count: z.number().int(),
});
export type ServiceCategory = z.infer<typeof serviceCategory>;

/** A service of the catalogue (spec 3 "Service"). */
export const service = z.object({
  id: z.number().int(),
  product: z.string(),
  /** Readable URL segment: /directory/{category slug}/{slug}; unique across the catalogue. */
  slug: z.string(),
  description: z.string().nullable(),
  service_category_id: z.number().int(),
  title_tag: z.string().nullable(),
  custom_heading: z.string().nullable(),
  meta_description: z.string().nullable(),
  image_url: z.string().nullable(),
  /** The category's flag: 1 for a service found only by its exact name. */
  is_hidden: flag01,
});
export type Service = z.infer<typeof service>;

export const serviceKeyword = z.object({ id: z.number().int(), keyword: z.string() });

/** A service with its keywords and category (GET services/{id}). */
export const serviceDetail = service.extend({
  service_keywords: z.array(serviceKeyword),
  service_category: serviceCategory.pick({ id: true, category: true, slug: true, is_hidden: true }),
});
export type ServiceDetail = z.infer<typeof serviceDetail>;

/** A category with its services sorted by product name (GET service-categories/{id}). */
export const serviceCategoryDetail = serviceCategory.extend({ services: z.array(service) });
export type ServiceCategoryDetail = z.infer<typeof serviceCategoryDetail>;

/**
 * An option of a service picker (spec 3 "Picker option"): value, label, description, category_id,
 * keywords, is_hidden; slug and category_slug are added so a picker can link to the directory page.
 */
export const serviceOption = z.object({
  value: z.number().int(),
  label: z.string(),
  description: z.string().nullable(),
  category_id: z.number().int(),
  keywords: z.array(z.string()),
  is_hidden: flag01,
  slug: z.string(),
  category_slug: z.string(),
});
export type ServiceOption = z.infer<typeof serviceOption>;

const listMeta = z.object({ total: z.number().int() });

/** GET service-categories (spec: offset 0, limit 999). */
export const serviceCategoriesQuery = z.object({
  offset: wholeNumber({ min: 0 }).default(0),
  limit: wholeNumber({ max: catalogueLimits.categoriesMax }).default(catalogueLimits.categoriesMax),
});
export const serviceCategoriesResponse = z.object({ data: z.array(serviceCategory), meta: listMeta });
export type ServiceCategoriesResponse = z.infer<typeof serviceCategoriesResponse>;

export const serviceCategoryResponse = z.object({ data: serviceCategoryDetail });
export const categoryServicesResponse = z.object({ data: z.array(service) });
export const serviceResponse = z.object({ data: serviceDetail });

const searchTerm = text().trim().max(catalogueLimits.searchTermMax, validation.tooLong);

/**
 * GET services. With `search` (or its alias `q`) it is the service search of every picker:
 * case-insensitive over product names and keywords, ranked exact, prefix, keyword, contains; services of
 * hidden categories only on an exact name. Without it, the visible services sorted by product name.
 */
export const servicesQuery = z.object({
  search: searchTerm.optional(),
  q: searchTerm.optional(),
  category_id: wholeNumber().optional(),
  offset: wholeNumber({ min: 0 }).default(0),
  limit: wholeNumber({ max: catalogueLimits.servicesMax }).default(catalogueLimits.servicesDefault),
});
export type ServicesQuery = z.output<typeof servicesQuery>;
export const servicesResponse = z.object({ data: z.array(serviceOption), meta: listMeta });
export type ServicesResponse = z.infer<typeof servicesResponse>;

/** POST service-unknowns: search terms that matched no service (spec 4, at most 10 cached by the client). */
export const serviceUnknownsBody = z.object({
  services: z
    .array(
      z.object({
        service_name: requiredText(validation.serviceRequired),
        location: optionalText().optional(),
      }),
      { error: validation.serviceRequired },
    )
    .min(1, validation.serviceRequired)
    .max(limits.unknownServiceCacheMax, validation.tooLong),
});
export type ServiceUnknownsBody = z.output<typeof serviceUnknownsBody>;

/**
 * POST service-suggestions (spec 3 "Service suggestion"). company_name and email are required from
 * guests; a signed-in user's own are used when they are left out.
 */
export const serviceSuggestionBody = z.object({
  company_name: optionalText().optional(),
  email: emailField(validation.emailValid, validation.emailRequired).nullish(),
  product: requiredText(validation.newProductRequired),
});
export type ServiceSuggestionBody = z.output<typeof serviceSuggestionBody>;
