import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, flag, flagCheck, id, updatedAt } from './columns';

/**
 * Root groups of the directory (spec 3 "Category"). `slug` gives readable URLs
 * (/directory/{category}/{service}); it is unique across categories.
 */
export const serviceCategories = pgTable(
  'service_categories',
  {
    id: id(),
    /** The category's name, shown as is; unique regardless of case. */
    category: text().notNull(),
    slug: text().notNull(),
    description: text(),
    titleTag: text('title_tag'),
    customHeading: text('custom_heading'),
    metaDescription: text('meta_description'),
    /** Stored file key of the category image. */
    imagePath: text('image_path'),
    /** 1: left out of the directory root; its services are found only by exact name. */
    isHidden: flag('is_hidden'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('service_categories_category_unique').on(sql`lower(${t.category})`),
    uniqueIndex('service_categories_slug_unique').on(t.slug),
    check('service_categories_is_hidden_check', sql.raw(flagCheck('is_hidden'))),
    check('service_categories_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/**
 * A product or service suppliers offer and organisers request (spec 3 "Service").
 * Product names are unique across the catalogue regardless of case, so a service is one thing
 * wherever it is listed; the slug is derived from the product and therefore unique globally too,
 * which lets /directory/{category}/{service} resolve the service by its slug alone.
 */
export const services = pgTable(
  'services',
  {
    id: id(),
    product: text().notNull(),
    slug: text().notNull(),
    description: text(),
    // Deleting a category deletes its services (the admin is warned that this is permanent).
    serviceCategoryId: integer('service_category_id')
      .notNull()
      .references(() => serviceCategories.id, { onDelete: 'cascade' }),
    titleTag: text('title_tag'),
    customHeading: text('custom_heading'),
    metaDescription: text('meta_description'),
    imagePath: text('image_path'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Also the case-insensitive lookup by name (hidden categories' services are found by exact name).
    uniqueIndex('services_product_lower_unique').on(sql`lower(${t.product})`),
    uniqueIndex('services_slug_unique').on(t.slug),
    // A category's services sorted by product name.
    index('services_category_product_idx').on(t.serviceCategoryId, t.product),
    check('services_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** Search words that lead to a service (spec 3 "service_keywords"). */
export const serviceKeywords = pgTable(
  'service_keywords',
  {
    id: id(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    keyword: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Keywords by service, and no keyword twice on one service.
    uniqueIndex('service_keywords_service_keyword_unique').on(t.serviceId, sql`lower(${t.keyword})`),
    index('service_keywords_keyword_idx').on(sql`lower(${t.keyword})`),
  ],
);
