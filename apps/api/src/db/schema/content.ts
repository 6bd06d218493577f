import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/** "Endorsed by" companies shown in the carousels (spec 3 "Partner"). */
export const partners = pgTable(
  'partners',
  {
    id: id(),
    companyName: text('company_name').notNull(),
    website: text().notNull(),
    /** Stored file key of the logo. */
    imagePath: text('image_path'),
    position: smallint().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('partners_position_idx').on(t.position, t.id)],
);

/** User reviews shown on the home page (spec 3 "Testimonial"). */
export const testimonials = pgTable(
  'testimonials',
  {
    id: id(),
    name: text().notNull(),
    title: text().notNull(),
    /** The person's role. */
    description: text().notNull(),
    text: text().notNull(),
    /** Star rating, halves allowed. */
    rate: numeric({ precision: 2, scale: 1 }).notNull(),
    quoteRequestsTotal: integer('quote_requests_total').notNull().default(0),
    /** Stored file key of the avatar. */
    avatarPath: text('avatar_path'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('testimonials_created_idx').on(t.createdAt),
    check('testimonials_rate_check', sql`${t.rate} BETWEEN 0 AND 5`),
    check('testimonials_quote_requests_total_check', sql`${t.quoteRequestsTotal} >= 0`),
  ],
);
