import { asc, desc, eq, sql } from 'drizzle-orm';
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

export type NewPartner = Omit<typeof partners.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type NewTestimonial = Omit<typeof testimonials.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function findPartner(db: DbOrTx, id: number): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id));
  return row;
}

/** A new partner goes last in the display order. */
export async function insertPartner(db: DbOrTx, values: Omit<NewPartner, 'position'>): Promise<PartnerRow> {
  const [row] = await db
    .insert(partners)
    .values({
      ...values,
      position: sql`(SELECT COALESCE(MAX(${partners.position}), 0) + 1 FROM ${partners})`,
    })
    .returning();
  if (!row) throw new Error('partner not inserted');
  return row;
}

export async function updatePartner(db: DbOrTx, id: number, values: Partial<NewPartner>) {
  const [row] = await db.update(partners).set(values).where(eq(partners.id, id)).returning();
  return row;
}

export async function deletePartner(db: DbOrTx, id: number): Promise<PartnerRow | undefined> {
  const [row] = await db.delete(partners).where(eq(partners.id, id)).returning();
  return row;
}

export async function findTestimonial(db: DbOrTx, id: number): Promise<TestimonialRow | undefined> {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id));
  return row;
}

export async function insertTestimonial(db: DbOrTx, values: NewTestimonial): Promise<TestimonialRow> {
  const [row] = await db.insert(testimonials).values(values).returning();
  if (!row) throw new Error('testimonial not inserted');
  return row;
}

export async function updateTestimonial(db: DbOrTx, id: number, values: Partial<NewTestimonial>) {
  const [row] = await db.update(testimonials).set(values).where(eq(testimonials.id, id)).returning();
  return row;
}

export async function deleteTestimonial(db: DbOrTx, id: number): Promise<TestimonialRow | undefined> {
  const [row] = await db.delete(testimonials).where(eq(testimonials.id, id)).returning();
  return row;
}
