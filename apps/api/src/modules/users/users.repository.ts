import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import { supplierProfiles } from '../../db/schema/suppliers';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<
  Pick<
    NewUser,
    | 'email'
    | 'name'
    | 'phone'
    | 'companyName'
    | 'positionInCompany'
    | 'displayEmail'
    | 'accountName'
    | 'website'
    | 'primaryFunction'
    | 'receiveNewsAndMarketing'
    | 'receiveUpdatesAndInfo'
    | 'receiveCommunicationsFromPartners'
    | 'passwordHash'
    | 'emailVerifiedAt'
    | 'lastLoginAt'
  >
>;

export interface UserWithProfile {
  user: UserRow;
  /** Suppliers: the profile's moderation status and where its registration wizard is (docs/decisions/0033). */
  profile: { id: number; status: number; onboardingStep: string } | null;
}

const withProfile = (db: DbOrTx) =>
  db
    .select({
      user: users,
      profile: {
        id: supplierProfiles.id,
        status: supplierProfiles.status,
        onboardingStep: supplierProfiles.onboardingStep,
      },
    })
    .from(users)
    .leftJoin(supplierProfiles, eq(supplierProfiles.userId, users.id));

export async function findUserById(db: DbOrTx, id: number): Promise<UserWithProfile | null> {
  const [row] = await withProfile(db).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** `email` must already be lower-cased (the contracts' email field does it). */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserWithProfile | null> {
  const [row] = await withProfile(db).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateUser(db: DbOrTx, id: number, patch: UserPatch): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.update(users).set(patch).where(eq(users.id, id));
}

/** Deletes the user; tokens, profile and every owned row go with it through ON DELETE CASCADE. */
export async function deleteUser(db: DbOrTx, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** PostgreSQL's unique_violation, e.g. two sign-ups with one e-mail at the same moment. */
export const isUniqueViolation = (err: unknown, constraint: string) => {
  const e = (err as { cause?: unknown })?.cause ?? err;
  const fields = e as { code?: unknown; constraint?: unknown; message?: unknown };
  return (
    fields?.code === '23505' &&
    (fields.constraint === constraint ||
      (typeof fields.message === 'string' && fields.message.includes(constraint)))
  );
};
