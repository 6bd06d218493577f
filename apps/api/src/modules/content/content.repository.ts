import { asc, desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { partners, testimonials } from '../../db/schema/content';

export type PartnerRow = typeof partners.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;

/** Partners in the order administrators arranged them. */
export const listPartners = (db: DbOrTx): Promise<PartnerRow[]> =>
  db.select().from(partners).orderBy(asc(partners.position), asc(partners.id));

/** Newest testimonials first. */
export const listTestimonials = (db: DbOrTx): Promise<TestimonialRow[]> =>
  db.select().from(testimonials).orderBy(desc(testimonials.createdAt), desc(testimonials.id));
