import { eq } from 'drizzle-orm';
import { Role } from '@marquee/contracts/enums';
import type { DbOrTx } from '../client';
import { users } from '../schema/users';
import { hashPassword } from '../../lib/secrets';

export type EnsureAdminOutcome = 'created' | 'exists' | 'email-taken';

/**
 * Creates the administrator named by ADMIN_EMAIL / ADMIN_PASSWORD when no administrator exists.
 * An e-mail already used by a supplier or organiser is not turned into an administrator.
 */
export async function ensureAdmin(db: DbOrTx, email: string, password: string): Promise<EnsureAdminOutcome> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, Role.admin)).limit(1);
  if (admin) return 'exists';
  const inserted = await db
    .insert(users)
    .values({
      role: Role.admin,
      name: 'Administrator',
      email: email.trim().toLowerCase(),
      emailVerifiedAt: new Date(),
      passwordHash: await hashPassword(password),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0 ? 'created' : 'email-taken';
}
