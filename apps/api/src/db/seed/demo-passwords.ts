import { count, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { users } from '../schema/users';
import { generatePassword, hashPassword, newToken, verifyPassword } from '../../lib/secrets';

/**
 * Passwords that demo data of earlier versions gave its accounts. They were printed in the README and the
 * source, so anyone knows them: no account may keep one (docs/decisions/0023).
 */
export const PUBLISHED_DEMO_PASSWORDS = ['marquee-demo', 'marquee-admin'] as const;

/** The demo administrator, never created when ADMIN_EMAIL names a real one. */
export const DEMO_ADMIN_EMAIL = 'admin@marquee.test';

/** Length of a generated demo password: 16 characters of a 56-letter alphabet, about 93 bits. */
export const DEMO_PASSWORD_LENGTH = 16;

export interface DemoAccount {
  role: 'admin' | 'organiser' | 'supplier';
  email: string;
}

export interface SeedLogin extends DemoAccount {
  password: string;
}

/** A fresh random password for a printed demo login. */
export const newDemoPassword = () => generatePassword(DEMO_PASSWORD_LENGTH);

/**
 * A hash of a random secret nobody keeps: the demo accounts that are not printed get it, so they can be
 * looked at (and reset through "Forgot password") but no one can sign in as them.
 */
export const unusablePasswordHash = () => hashPassword(newToken());

/**
 * Accounts that sign in with a published demo password. The demo seed hashed each password once and shared
 * the hash between its accounts, so only hashes held by more than one account, and those of the printed
 * logins, can be one: a handful of scrypt checks rather than one per account.
 */
export async function accountsWithPublishedPasswords(
  db: DbOrTx,
  loginEmails: readonly string[],
): Promise<{ id: number; email: string }[]> {
  const shared = db
    .select({ hash: users.passwordHash })
    .from(users)
    .groupBy(users.passwordHash)
    .having(sql`${count()} > 1`);
  const candidates = await db
    .selectDistinct({ hash: users.passwordHash })
    .from(users)
    .where(
      loginEmails.length > 0
        ? or(inArray(users.email, [...loginEmails]), inArray(users.passwordHash, shared))
        : inArray(users.passwordHash, shared),
    );
  const published = (
    await Promise.all(
      candidates.map(async ({ hash }) => {
        for (const password of PUBLISHED_DEMO_PASSWORDS) {
          if (await verifyPassword(password, hash)) return hash;
        }
        return undefined;
      }),
    )
  ).filter((h): h is string => h !== undefined);
  if (published.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.passwordHash, published))
    .orderBy(users.id);
}

/**
 * Gives every account that still has a published demo password a secret one: the printed logins get new
 * generated passwords (answered, to be printed and kept), every other account an unusable one.
 */
export async function replacePublishedPasswords(
  db: DbOrTx,
  logins: readonly DemoAccount[],
): Promise<SeedLogin[]> {
  const exposed = await accountsWithPublishedPasswords(
    db,
    logins.map((l) => l.email),
  );
  if (exposed.length === 0) return [];
  const exposedEmails = new Set(exposed.map((a) => a.email));
  const renewed = logins
    .filter((l) => exposedEmails.has(l.email))
    .map((l) => ({ ...l, password: newDemoPassword() }));
  const [unusable, ...hashes] = await Promise.all([
    unusablePasswordHash(),
    ...renewed.map((l) => hashPassword(l.password)),
  ]);
  const renewedEmails = new Set(renewed.map((l) => l.email));
  const others = exposed.filter((a) => !renewedEmails.has(a.email)).map((a) => a.id);
  if (others.length > 0) {
    await db
      .update(users)
      .set({ passwordHash: unusable as string })
      .where(inArray(users.id, others));
  }
  for (const [i, login] of renewed.entries()) {
    await db
      .update(users)
      .set({ passwordHash: hashes[i] as string })
      .where(eq(users.email, login.email));
  }
  return renewed;
}

export class PublishedPasswordError extends Error {}

/**
 * Refuses a production start while an account signs in with a published demo password: demo data must never
 * give a stranger a way in.
 */
export async function assertNoPublishedPasswords(db: DbOrTx, loginEmails: readonly string[]): Promise<void> {
  const exposed = await accountsWithPublishedPasswords(db, loginEmails);
  if (exposed.length === 0) return;
  const shown = exposed
    .slice(0, 5)
    .map((a) => a.email)
    .join(', ');
  throw new PublishedPasswordError(
    `Refusing to start in production: ${exposed.length} account(s) (${shown}${exposed.length > 5 ? ', …' : ''}) ` +
      'still sign in with a password published with the demo data. Start once with DEMO_DATA=1 to give them ' +
      'generated passwords, or delete them.',
  );
}
