import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { primaryFunctionValues, Role, roleCodes } from '@marquee/contracts/enums';
import { createdAt, id, inList, timestamptz, updatedAt } from './columns';

/** Every person who signs in: suppliers (1), organisers (2) and administrators (100). */
export const users = pgTable(
  'users',
  {
    id: id(),
    role: smallint().notNull(),
    name: text().notNull(),
    /** Stored lower-cased; unique. */
    email: text().notNull(),
    emailVerifiedAt: timestamptz('email_verified_at'),
    passwordHash: text('password_hash').notNull(),
    /** E.164, e.g. +447700900123. */
    phone: text(),
    companyName: text('company_name'),
    positionInCompany: text('position_in_company'),
    displayEmail: text('display_email'),
    accountName: text('account_name'),
    website: text(),
    primaryFunction: text('primary_function'),
    receiveNewsAndMarketing: boolean('receive_news_and_marketing').notNull().default(false),
    receiveUpdatesAndInfo: boolean('receive_updates_and_info').notNull().default(false),
    receiveCommunicationsFromPartners: boolean('receive_communications_from_partners')
      .notNull()
      .default(false),
    lastLoginAt: timestamptz('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_role_created_idx').on(t.role, t.createdAt),
    // Admin statistics (docs/decisions/0077): organisers registered in a range by e-mail confirmation, index-only.
    index('users_organiser_created_idx')
      .on(t.createdAt, t.emailVerifiedAt)
      .where(sql.raw(`role = ${Role.organiser}`)),
    // The administrators' supplier list (docs/decisions/0065): its sorts by name and company (case-insensitive,
    // no company counting as the smallest) and its search, a part of the name, company or e-mail from 3
    // characters (trigram indexes, pg_trgm, created by migration 0011).
    index('users_supplier_created_idx')
      .on(t.createdAt, t.id)
      .where(sql.raw(`role = ${Role.supplier}`)),
    index('users_supplier_name_idx')
      .on(sql`lower(${t.name})`, t.id)
      .where(sql.raw(`role = ${Role.supplier}`)),
    index('users_supplier_company_idx')
      .on(sql`lower(${t.companyName}) nulls first`, t.id)
      .where(sql.raw(`role = ${Role.supplier}`)),
    index('users_supplier_name_trgm_idx')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .where(sql.raw(`role = ${Role.supplier}`)),
    index('users_supplier_company_trgm_idx')
      .using('gin', sql`${t.companyName} gin_trgm_ops`)
      .where(sql.raw(`role = ${Role.supplier}`)),
    index('users_supplier_email_trgm_idx')
      .using('gin', sql`${t.email} gin_trgm_ops`)
      .where(sql.raw(`role = ${Role.supplier}`)),
    check('users_role_check', sql.raw(`role IN (${inList(roleCodes)})`)),
    check(
      'users_primary_function_check',
      sql.raw(`primary_function IS NULL OR primary_function IN (${inList(primaryFunctionValues)})`),
    ),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * Bearer access tokens. Only a SHA-256 hash of the token is kept, so a leaked table
 * cannot be replayed. `impersonatorId` is the administrator behind a "log in as" token.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('access_tokens_hash_unique').on(t.tokenHash),
    index('access_tokens_user_idx').on(t.userId),
  ],
);

export const userTokenPurposes = ['email_confirmation', 'password_reset', 'login_link'] as const;
export type UserTokenPurpose = (typeof userTokenPurposes)[number];

/** Single-use tokens carried in e-mails: confirmation, password reset and deep-link login. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_tokens_hash_unique').on(t.tokenHash),
    index('user_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check('user_tokens_purpose_check', sql.raw(`purpose IN (${inList(userTokenPurposes)})`)),
  ],
);

/** Sign-in attempts, for per-account throttling and an audit trail. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    /** The e-mail as typed (lower-cased); the account may not exist. */
    email: text().notNull(),
    kind: text().notNull(),
    ip: text(),
    succeeded: boolean().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_email_kind_created_idx').on(t.email, t.kind, t.createdAt),
    // For housekeeping, which deletes attempts past their retention by age alone: the (email, …) index
    // cannot serve a range on created_at, and this is the one auth table that grows with traffic that never
    // signs in (docs/decisions/0017).
    index('login_attempts_created_idx').on(t.createdAt),
    check('login_attempts_kind_check', sql.raw(`kind IN ('login', 'forgot')`)),
  ],
);
