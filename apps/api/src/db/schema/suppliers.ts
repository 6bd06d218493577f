import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DEFAULT_PLAN_ID, ProfileStatus, RADIUS_OPTIONS } from '@marquee/contracts/enums';
import { limits } from '@marquee/contracts/limits';
import { onboardingSteps } from '@marquee/contracts/supplier-onboarding';
import { documentTypeValues } from '@marquee/contracts/supplier-profile';
import {
  coordinatesCheck,
  createdAt,
  flag,
  flagCheck,
  id,
  inList,
  latitude,
  longitude,
  timestamptz,
  updatedAt,
} from './columns';
import { pricingPlans } from './billing';
import { services } from './catalogue';
import { users } from './users';

/**
 * A supplier's public profile, moderation state, current plan and service area; one per supplier user.
 * The service area lives here (not in a table of its own) because a supplier has exactly one
 * and matching reads it together with the status and plan.
 */
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
    noLimits: flag('no_limits'),
    /**
     * The plan in force, read by every permission check; subscriptions hold the history.
     * Plans are archived, never deleted, while suppliers use them.
     */
    pricingPlanId: integer('pricing_plan_id')
      .notNull()
      .default(DEFAULT_PLAN_ID)
      .references(() => pricingPlans.id, { onDelete: 'restrict' }),
    /** Service area (spec 3 "Location"): the place as typed, its coordinates and a radius in miles. */
    location: text(),
    latitude: latitude(),
    longitude: longitude(),
    /** 10, 25, 50 or 100 miles, or 999 for nationwide. */
    nearby: smallint(),
    submittedAt: timestamptz('submitted_at'),
    /**
     * Where the supplier is in the registration wizard (docs/decisions/0033): kept on the server so a supplier
     * who leaves resumes at this step after signing in. 'submitted' once Save & Finish was pressed.
     */
    onboardingStep: text('onboarding_step').notNull().default('submitted'),
    approvedAt: timestamptz('approved_at'),
    /**
     * The last time Marquee asked the supplier to pay: a limited supplier who had used the free allowance tried to
     * answer a request and got the upgrade prompt (the 402 of spec 8; docs/decisions/0065). The admin list's
     * payment_requested_at.
     */
    paymentRequestedAt: timestamptz('payment_requested_at'),
    /**
     * Requests received (offer notifications) and proposals sent, all time: the admin list's
     * service_request_notifies_count and service_request_quotes_count, kept by the triggers of migration 0011 on
     * service_request_notifies and service_request_quotes so the list filters and sorts by them with an index
     * (docs/decisions/0065). The application never sets them.
     */
    notifiesCount: integer('notifies_count').notNull().default(0),
    quotesCount: integer('quotes_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('supplier_profiles_user_unique').on(t.userId),
    // Admin statistics (docs/decisions/0077): registrations of a range by standing and plan, read index-only.
    index('supplier_profiles_user_stats_idx').on(t.userId, t.status, t.pricingPlanId, t.onboardingStep),
    index('supplier_profiles_status_idx').on(t.status, t.createdAt),
    // The admin list's totals (docs/decisions/0065): counting a status, or a status and plans, reads only this small
    // index (btree deduplication keeps it a few pages), never the table.
    index('supplier_profiles_status_plan_idx').on(t.status, t.pricingPlanId),
    // The admin list (docs/decisions/0065): the plan filter, and the sort by plan name (one range per plan).
    index('supplier_profiles_plan_idx').on(t.pricingPlanId, t.userId),
    // The admin list's sorts by a profile column: each walks its index in either direction (nulls count as the
    // smallest value), the user id breaking ties, and stops at the page.
    index('supplier_profiles_location_sort_idx').on(sql`lower(${t.location}) nulls first`, t.userId),
    index('supplier_profiles_nearby_sort_idx').on(t.nearby.asc().nullsFirst(), t.userId),
    index('supplier_profiles_no_limits_idx').on(t.noLimits, t.userId),
    index('supplier_profiles_payment_requested_idx').on(t.paymentRequestedAt.asc().nullsFirst(), t.userId),
    index('supplier_profiles_notifies_count_idx').on(t.notifiesCount, t.userId),
    index('supplier_profiles_quotes_count_idx').on(t.quotesCount, t.userId),
    index('supplier_profiles_submitted_idx').on(t.submittedAt.asc().nullsFirst(), t.userId),
    // Places near a point regardless of radius (e.g. an administrator's location filter).
    index('supplier_profiles_location_idx').on(t.latitude, t.longitude),
    // The reach rule when no service narrows the search (modules/directory/reach.ts, docs/decisions/0010):
    // one bounding box per radius, each a range on this index (nearby = r, latitude between, longitude
    // between); nearby = 999 finds the nationwide suppliers.
    index('supplier_profiles_reach_idx').on(t.nearby, t.latitude, t.longitude),
    check('supplier_profiles_status_check', sql.raw(`status IN (${inList(Object.values(ProfileStatus))})`)),
    check('supplier_profiles_no_limits_check', sql.raw(flagCheck('no_limits'))),
    check(
      'supplier_profiles_nearby_check',
      sql.raw(`nearby IS NULL OR nearby IN (${inList(RADIUS_OPTIONS)})`),
    ),
    check('supplier_profiles_coordinates_check', sql.raw(coordinatesCheck())),
    check('supplier_profiles_counts_check', sql.raw('notifies_count >= 0 AND quotes_count >= 0')),
    check(
      'supplier_profiles_onboarding_step_check',
      sql.raw(`onboarding_step IN (${inList(onboardingSteps)})`),
    ),
  ],
);

/**
 * The services a supplier offers (spec 3 "User.services"), within the plan's service_count_max.
 *
 * Each row also carries a copy of what matching by service and place needs from the supplier: whether it
 * is listed (approved), whether its listing is premium, and its service area. With the copy, "approved
 * suppliers of this service who reach this point" is one range of one index instead of a join of two
 * large sets (docs/decisions/0010). The copy is written only by the triggers of migration 0001_user_services_copy, whenever
 * a service row, the supplier's profile or a plan's type changes; the application never sets it.
 */
export const userServices = pgTable(
  'user_services',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    /** Copy: the supplier's profile is approved (status 1). */
    listed: boolean().notNull().default(false),
    /** Copy: the supplier's plan type is not 0, or no_limits is set (spec 6). */
    isPremium: boolean('is_premium').notNull().default(false),
    /** Copy of the supplier's service area (supplier_profiles latitude, longitude, nearby). */
    latitude: latitude(),
    longitude: longitude(),
    nearby: smallint(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_services_user_service_unique').on(t.userId, t.serviceId),
    // The suppliers who offer a service (listed or not), and matching and the directory
    // (modules/directory/reach.ts): within a service's listed suppliers, one range per radius
    // (nearby = r, latitude between, longitude between). Premium flag and user id make it covering.
    // One index for both, so the planner never prefers a narrower one and filters a whole service.
    index('user_services_service_idx').on(
      t.serviceId,
      t.listed,
      t.nearby,
      t.latitude,
      t.longitude,
      t.isPremium,
      t.userId,
    ),
  ],
);

/** "Examples of our work" (spec 2.5): up to 10 showcase images per supplier. */
export const supplierImages = pgTable(
  'supplier_images',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Stored file key. */
    path: text().notNull(),
    position: smallint().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('supplier_images_user_idx').on(t.userId, t.position),
    check('supplier_images_position_check', sql`${t.position} >= 0`),
  ],
);

/** "Documents and certificates" (spec 2.5): up to 10 files per supplier. */
export const supplierDocuments = pgTable(
  'supplier_documents',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Stored file key. */
    path: text().notNull(),
    /** The name the file was uploaded with, shown to visitors. */
    fileName: text('file_name').notNull(),
    size: integer(),
    /** What the document is, from the fixed list of contracts/supplier-profile (docs/decisions/0034). */
    type: text(),
    /** The last day the document is valid. */
    validTo: date('valid_to', { mode: 'string' }),
    /** Set by an administrator; cleared when the supplier changes the type or the expiry. */
    verifiedAt: timestamptz('verified_at'),
    verifiedBy: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the 30-day and 7-day expiry reminders went out, so each is sent once. */
    remindedAt30: timestamptz('reminded_at_30'),
    remindedAt7: timestamptz('reminded_at_7'),
    createdAt: createdAt(),
  },
  (t) => [
    index('supplier_documents_user_idx').on(t.userId),
    // The daily expiry reminders look up verified documents by their expiry date.
    index('supplier_documents_valid_to_idx').on(t.validTo),
    check('supplier_documents_size_check', sql.raw(`size IS NULL OR size <= ${limits.fileSizeMaxBytes}`)),
    check(
      'supplier_documents_type_check',
      sql.raw(`type IS NULL OR type IN (${inList(documentTypeValues)})`),
    ),
  ],
);
