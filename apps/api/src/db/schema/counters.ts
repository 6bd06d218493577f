import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window hit counters shared by every server process on PostgreSQL (docs/decisions/0090): the HTTP rate
 * limits and the directory's "record a search once a minute". The key is a SHA-256 digest of what is counted
 * (it carries an address), and the row means nothing once `expires_at` has passed: the next hit starts a new
 * window in the same row, and housekeeping deletes the rest. Unlogged (0019): losing the counts in a crash
 * costs nothing but a fresh window.
 */
export const hitCounters = pgTable(
  'hit_counters',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('hit_counters_expires_idx').on(t.expiresAt)],
);
