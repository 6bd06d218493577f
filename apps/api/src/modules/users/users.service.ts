import type { MeUpdate } from '@marquee/contracts/users';
import { supplierOnlyFields } from '@marquee/contracts/users';
import { Role } from '@marquee/contracts/enums';
import { errors as texts, validation } from '@marquee/contracts/messages';
import type { DbOrTx } from '../../db/client';
import { AppError, invalidField, notFound, type FieldErrors } from '../../lib/errors';
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  isUniqueViolation,
  updateUser,
  type NewUser,
  type UserPatch,
  type UserWithProfile,
} from './users.repository';

export type { UserWithProfile } from './users.repository';

export const emailTaken = () => invalidField('email', texts.emailAlreadyRegistered, 'email_taken');

export async function getUser(db: DbOrTx, id: number): Promise<UserWithProfile> {
  const found = await findUserById(db, id);
  if (!found) throw notFound();
  return found;
}

/** `email` lower-cased, as the contracts' email field gives it. */
export const findUserByEmailAddress = (db: DbOrTx, email: string) => findUserByEmail(db, email);

/**
 * The "already registered" check of the sign-up forms (spec: "response has user when registered"). It answers
 * only yes (the e-mail back) or no, never the account's id, so it tells nothing more than the sign-up form
 * itself would; the route is rate-limited per address (docs/decisions/0048).
 */
export async function checkEmail(db: DbOrTx, email: string) {
  const found = await findUserByEmail(db, email);
  return { user: found ? { email: found.user.email } : null };
}

/** Creates a user; an e-mail already in use is the spec's 422 on the email field, even in a race. */
export async function createUser(db: DbOrTx, values: NewUser): Promise<UserWithProfile> {
  if (await findUserByEmail(db, values.email)) throw emailTaken();
  try {
    const user = await insertUser(db, values);
    return { user, profile: null };
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_unique')) throw emailTaken();
    throw err;
  }
}

/** Changes of the account's own fields (`POST auth/me`); supplier fields are refused for others. */
export async function updateOwnAccount(db: DbOrTx, userId: number, role: number, input: MeUpdate) {
  if (role !== Role.supplier) {
    const refused: FieldErrors = {};
    for (const field of supplierOnlyFields) {
      if (input[field] !== undefined) refused[field] = [validation.supplierOnlyField];
    }
    const first = Object.keys(refused)[0];
    if (first) throw new AppError(422, 'validation', validation.supplierOnlyField, refused);
  }
  const patch: UserPatch = {
    name: input.name,
    phone: input.phone,
    companyName: input.company_name,
    positionInCompany: input.position_in_company,
    primaryFunction: input.primary_function,
    receiveNewsAndMarketing: input.receive_news_and_marketing,
    receiveUpdatesAndInfo: input.receive_updates_and_info,
    receiveCommunicationsFromPartners: input.receive_communications_from_partners,
    displayEmail: input.display_email,
    website: input.website,
    accountName: input.account_name,
  };
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as UserPatch;
  await updateUser(db, userId, defined);
  return getUser(db, userId);
}

/**
 * A new sign-in address for the account (`POST auth/change-email`); one in use by another account is the spec's
 * 422 on the email field, even in a race.
 */
export async function changeEmailAddress(db: DbOrTx, userId: number, email: string): Promise<void> {
  const other = await findUserByEmail(db, email);
  if (other && other.user.id !== userId) throw emailTaken();
  try {
    await updateUser(db, userId, { email });
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_unique')) throw emailTaken();
    throw err;
  }
}

export const setPasswordHash = (db: DbOrTx, userId: number, passwordHash: string) =>
  updateUser(db, userId, { passwordHash });

export const markEmailVerified = (db: DbOrTx, userId: number) =>
  updateUser(db, userId, { emailVerifiedAt: new Date() });

export const recordSignIn = (db: DbOrTx, userId: number) =>
  updateUser(db, userId, { lastLoginAt: new Date() });

/** Deletes the account; every row it owns goes with it (ON DELETE CASCADE). */
export const deleteAccount = (db: DbOrTx, userId: number) => deleteUser(db, userId);
