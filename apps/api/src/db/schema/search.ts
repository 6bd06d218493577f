import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { coordinatesCheck, createdAt, id, latitude, longitude } from './columns';
import { services } from './catalogue';
import { users } from './users';

/**
 * A service a supplier (or a guest registering) asked to be added (spec 3 "Service suggestion").
 * The row carries the supplier's company and e-mail, so it goes with the supplier's account.
 */
export const serviceSuggestions = pgTable(
  'service_suggestions',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name'),
    email: text(),
    product: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Suggestions grouped by product with a count.
    index('service_suggestions_product_idx').on(sql`lower(${t.product})`),
    index('service_suggestions_created_idx').on(t.createdAt),
    index('service_suggestions_user_idx').on(t.userId),
  ],
);

/**
 * Searches that matched no service (spec 3 "Unknown service search"), for administrators' statistics.
 * Anonymous analytics: they survive the searcher's account.
 */
export const serviceUnknowns = pgTable(
  'service_unknowns',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    serviceName: text('service_name').notNull(),
    location: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('service_unknowns_created_idx').on(t.createdAt),
    index('service_unknowns_name_idx').on(sql`lower(${t.serviceName})`),
    // Deleting a user clears their references; these tables grow large.
    index('service_unknowns_user_idx').on(t.userId),
  ],
);

/**
 * Directory searches (GET suppliers with collect_statistics), for the "directory-search" statistics
 * and export. Anonymous analytics: they survive the searcher's account and the service's deletion.
 */
export const directorySearches = pgTable(
  'directory_searches',
  {
    id: id(),
    /** Always null since migration 0016: a search keeps no personal data (docs/decisions/0077). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Company name typed into the search, if any. */
    name: text(),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    locationName: text('location_name'),
    latitude: latitude(),
    longitude: longitude(),
    resultsCount: integer('results_count'),
    createdAt: createdAt(),
  },
  (t) => [
    index('directory_searches_created_idx').on(t.createdAt),
    index('directory_searches_service_created_idx').on(t.serviceId, t.createdAt),
    // Admin statistics (docs/decisions/0077): searches of a date range by service, read index-only.
    index('directory_searches_created_service_idx').on(t.createdAt, t.serviceId),
    index('directory_searches_user_idx').on(t.userId),
    check('directory_searches_coordinates_check', sql.raw(coordinatesCheck())),
  ],
);
