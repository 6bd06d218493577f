import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { userTokens, users } from './users';

/**
 * The set-password sign-in link of each supplier made by a CSV import (issue 22, docs/decisions/0067), kept for
 * the administrators' 'supplier auth links' export (spec 2.7, 7.7): an imported supplier has no password they
 * know, and nothing is e-mailed. The link is the one copy of its token in clear; the row goes with the token
 * (ON DELETE CASCADE), and the export lists only links whose token is still unused and unexpired.
 */
export const supplierAuthLinks = pgTable(
  'supplier_auth_links',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenId: integer('token_id')
      .notNull()
      .references(() => userTokens.id, { onDelete: 'cascade' }),
    link: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('supplier_auth_links_user_unique').on(t.userId),
    index('supplier_auth_links_token_idx').on(t.tokenId),
    // The export is by date range.
    index('supplier_auth_links_created_idx').on(t.createdAt),
  ],
);
