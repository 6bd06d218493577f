import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { limits } from '@marquee/contracts/limits';
import { createdAt, updatedAt } from './columns';

/**
 * Administrator settings (spec 3 "Setting"), one typed row (id 1) rather than key/value pairs:
 * each setting gets its own type, default and CHECK, and one query reads them all.
 * A new setting is a new column with a default.
 */
export const settings = pgTable(
  'settings',
  {
    id: smallint().primaryKey().default(1),
    /** Quotes a supplier on the free plan may send before paying (spec 9). */
    freeRfqNumber: integer('free_rfq_number').notNull().default(limits.freeRfqNumberDefault),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('settings_single_row_check', sql`${t.id} = 1`),
    check('settings_free_rfq_number_check', sql`${t.freeRfqNumber} >= 0`),
  ],
);

/**
 * Which version of each reference data set has been loaded. The catalogue is loaded once per version,
 * so services an administrator deletes do not come back at the next start.
 */
export const seedVersions = pgTable('seed_versions', {
  name: text().primaryKey(),
  version: integer().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
