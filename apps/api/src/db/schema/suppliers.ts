import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ProfileStatus } from '@marquee/contracts/enums';
import { createdAt, id, inList, timestamptz, updatedAt } from './columns';
import { users } from './users';

/** A supplier's public profile and moderation state; one per supplier user. */
export const supplierProfiles = pgTable(
  'supplier_profiles',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 under review, 1 approved, 2 rejected. */
    status: smallint().notNull().default(ProfileStatus.underReview),
    rejectionReason: text('rejection_reason'),
    summary: text(),
    responseTemplate: text('response_template'),
    sustainabilityPolicy: text('sustainability_policy'),
    pastEvents: text('past_events'),
    /** Stored file keys (the storage issue decides where files live). */
    photoPath: text('photo_path'),
    coverPath: text('cover_path'),
    /** 1: may answer requests whatever the plan (set by administrators). */
    noLimits: smallint('no_limits').notNull().default(0),
    submittedAt: timestamptz('submitted_at'),
    approvedAt: timestamptz('approved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('supplier_profiles_user_unique').on(t.userId),
    index('supplier_profiles_status_idx').on(t.status, t.createdAt),
    check('supplier_profiles_status_check', sql.raw(`status IN (${inList(Object.values(ProfileStatus))})`)),
    check('supplier_profiles_no_limits_check', sql.raw(`no_limits IN (0, 1)`)),
  ],
);
