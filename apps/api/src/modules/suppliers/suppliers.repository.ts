import { and, asc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { supplierDocuments, supplierImages, supplierProfiles, userServices } from '../../db/schema/suppliers';
import { users } from '../../db/schema/users';
import { pricingPlans } from '../../db/schema/billing';
import { serviceCategories, services } from '../../db/schema/catalogue';

export type ProfileRow = typeof supplierProfiles.$inferSelect;
export type ProfilePatch = Partial<Omit<typeof supplierProfiles.$inferInsert, 'id' | 'userId'>>;
export type DocumentRow = typeof supplierDocuments.$inferSelect;
export type ImageRow = typeof supplierImages.$inferSelect;
export type DocumentPatch = Partial<
  Pick<
    typeof supplierDocuments.$inferInsert,
    'type' | 'validTo' | 'verifiedAt' | 'verifiedBy' | 'remindedAt30' | 'remindedAt7'
  >
>;

export async function findProfile(db: DbOrTx, userId: number): Promise<ProfileRow | null> {
  const [row] = await db.select().from(supplierProfiles).where(eq(supplierProfiles.userId, userId)).limit(1);
  return row ?? null;
}

export async function insertProfile(
  db: DbOrTx,
  values: Omit<typeof supplierProfiles.$inferInsert, 'id'>,
): Promise<ProfileRow> {
  const [row] = await db.insert(supplierProfiles).values(values).returning();
  if (!row) throw new Error('insert into supplier_profiles returned no row');
  return row;
}

export async function updateProfile(db: DbOrTx, userId: number, patch: ProfilePatch): Promise<void> {
  await db
    .update(supplierProfiles)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(supplierProfiles.userId, userId));
}

/**
 * Moves a profile from one status to another only if it still has the first one, so two administrators
 * approving at once change it once. Answers whether it changed.
 */
export async function changeStatus(
  db: DbOrTx,
  userId: number,
  from: number,
  patch: ProfilePatch & { status: number },
): Promise<boolean> {
  const rows = await db
    .update(supplierProfiles)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(supplierProfiles.userId, userId), eq(supplierProfiles.status, from)))
    .returning({ id: supplierProfiles.id });
  return rows.length > 0;
}

export const listServicesOf = (db: DbOrTx, userId: number) =>
  db
    .select({
      id: userServices.id,
      serviceId: services.id,
      product: services.product,
      categoryId: serviceCategories.id,
      category: serviceCategories.category,
    })
    .from(userServices)
    .innerJoin(services, eq(services.id, userServices.serviceId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.serviceCategoryId))
    .where(eq(userServices.userId, userId))
    .orderBy(asc(userServices.id));

/** Which of these service ids exist in the catalogue. */
export async function existingServiceIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: services.id }).from(services).where(inArray(services.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** The supplier offers exactly these services afterwards; rows of services kept stay as they are. */
export async function replaceServices(db: DbOrTx, userId: number, serviceIds: number[]): Promise<void> {
  await db
    .delete(userServices)
    .where(
      serviceIds.length > 0
        ? and(eq(userServices.userId, userId), notInArray(userServices.serviceId, serviceIds))
        : eq(userServices.userId, userId),
    );
  if (serviceIds.length > 0) {
    await db
      .insert(userServices)
      .values(serviceIds.map((serviceId) => ({ userId, serviceId })))
      .onConflictDoNothing();
  }
}

export const listImages = (db: DbOrTx, userId: number) =>
  db
    .select()
    .from(supplierImages)
    .where(eq(supplierImages.userId, userId))
    .orderBy(asc(supplierImages.position), asc(supplierImages.id));

export const listDocuments = (db: DbOrTx, userId: number) =>
  db
    .select()
    .from(supplierDocuments)
    .where(eq(supplierDocuments.userId, userId))
    .orderBy(asc(supplierDocuments.id));

export async function insertImages(db: DbOrTx, userId: number, rows: { path: string; position: number }[]) {
  if (rows.length === 0) return;
  await db.insert(supplierImages).values(rows.map((r) => ({ userId, ...r })));
}

export async function insertDocuments(
  db: DbOrTx,
  userId: number,
  rows: { path: string; fileName: string; size: number }[],
) {
  if (rows.length === 0) return;
  await db.insert(supplierDocuments).values(rows.map((r) => ({ userId, ...r })));
}

/** Deletes the supplier's own images among `ids` (others' ids are ignored) and answers their file keys. */
export async function deleteImages(db: DbOrTx, userId: number, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(supplierImages)
    .where(and(eq(supplierImages.userId, userId), inArray(supplierImages.id, ids)))
    .returning({ path: supplierImages.path });
  return rows.map((r) => r.path);
}

/** Deletes the supplier's own documents among `ids` and answers their file keys. */
export async function deleteDocuments(db: DbOrTx, userId: number, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(supplierDocuments)
    .where(and(eq(supplierDocuments.userId, userId), inArray(supplierDocuments.id, ids)))
    .returning({ path: supplierDocuments.path });
  return rows.map((r) => r.path);
}

export async function findDocument(db: DbOrTx, id: number): Promise<DocumentRow | null> {
  const [row] = await db.select().from(supplierDocuments).where(eq(supplierDocuments.id, id)).limit(1);
  return row ?? null;
}

export async function updateDocument(db: DbOrTx, id: number, patch: DocumentPatch): Promise<DocumentRow> {
  const [row] = await db.update(supplierDocuments).set(patch).where(eq(supplierDocuments.id, id)).returning();
  if (!row) throw new Error('document vanished');
  return row;
}

/** The download name of a stored document, for the file route. */
export async function documentNameByPath(db: DbOrTx, path: string): Promise<string | null> {
  const [row] = await db
    .select({ name: supplierDocuments.fileName })
    .from(supplierDocuments)
    .where(eq(supplierDocuments.path, path))
    .limit(1);
  return row?.name ?? null;
}

/**
 * Verified documents that expire between `today` and `until` (inclusive, 'yyyy-mm-dd') and have not had this
 * reminder yet.
 */
export async function documentsToRemind(db: DbOrTx, today: string, until: string, reminder: 30 | 7) {
  const reminded = reminder === 30 ? supplierDocuments.remindedAt30 : supplierDocuments.remindedAt7;
  return db
    .select({ document: supplierDocuments, user: { id: users.id, name: users.name, email: users.email } })
    .from(supplierDocuments)
    .innerJoin(users, eq(users.id, supplierDocuments.userId))
    .where(
      and(
        isNotNull(supplierDocuments.verifiedAt),
        sql`${supplierDocuments.validTo} <= ${until}::date`,
        sql`${supplierDocuments.validTo} >= ${today}::date`,
        isNull(reminded),
      ),
    );
}

/**
 * Claims a document's reminder, once: marks it reminded now when it had not had this reminder yet (the 7-day one
 * stands for the 30-day one too), and answers whether it did.
 */
export async function claimDocumentReminder(tx: DbOrTx, id: number, reminder: 30 | 7, now: Date) {
  const rows = await tx
    .update(supplierDocuments)
    .set(
      reminder === 7
        ? {
            remindedAt7: now,
            remindedAt30: sql`coalesce(${supplierDocuments.remindedAt30}, ${now.toISOString()}::timestamptz)`,
          }
        : { remindedAt30: now },
    )
    .where(
      and(
        eq(supplierDocuments.id, id),
        isNull(reminder === 30 ? supplierDocuments.remindedAt30 : supplierDocuments.remindedAt7),
      ),
    )
    .returning({ id: supplierDocuments.id });
  return rows.length > 0;
}

/** Every plan, for the admin list's filter (spec 3 "Supplier (admin list)": id, name, type). */
export const listPlans = (db: DbOrTx) =>
  db
    .select({ id: pricingPlans.id, name: pricingPlans.name, type: pricingPlans.type })
    .from(pricingPlans)
    .orderBy(asc(pricingPlans.id));
