import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEFAULT_PLAN_ID, ProfileStatus, RADIUS_OPTIONS } from '@marquee/contracts/enums';
import { limits } from '@marquee/contracts/limits';
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
    approvedAt: timestamptz('approved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('supplier_profiles_user_unique').on(t.userId),
    index('supplier_profiles_status_idx').on(t.status, t.createdAt),
    index('supplier_profiles_plan_idx').on(t.pricingPlanId),
    // Bounding-box pre-filter for matching and the directory: a range on latitude, then longitude.
    // Nationwide suppliers (999) are found by the partial index instead.
    index('supplier_profiles_location_idx').on(t.latitude, t.longitude),
    index('supplier_profiles_nationwide_idx').on(t.userId).where(sql.raw(`nearby = 999`)),
    check('supplier_profiles_status_check', sql.raw(`status IN (${inList(Object.values(ProfileStatus))})`)),
    check('supplier_profiles_no_limits_check', sql.raw(flagCheck('no_limits'))),
    check(
      'supplier_profiles_nearby_check',
      sql.raw(`nearby IS NULL OR nearby IN (${inList(RADIUS_OPTIONS)})`),
    ),
    check('supplier_profiles_coordinates_check', sql.raw(coordinatesCheck())),
  ],
);

/** The services a supplier offers (spec 3 "User.services"), within the plan's service_count_max. */
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_services_user_service_unique').on(t.userId, t.serviceId),
    // Matching: the suppliers who offer a service.
    index('user_services_service_user_idx').on(t.serviceId, t.userId),
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
    createdAt: createdAt(),
  },
  (t) => [
    index('supplier_documents_user_idx').on(t.userId),
    check('supplier_documents_size_check', sql.raw(`size IS NULL OR size <= ${limits.fileSizeMaxBytes}`)),
  ],
);
