import { and, eq, ne } from 'drizzle-orm';
import { Role } from '@marquee/contracts/enums';
import type { DbOrTx } from '../client';
import { users } from '../schema/users';
import { hashPassword } from '../../lib/secrets';
import { DEMO_ADMIN_EMAIL } from './demo-passwords';

export type EnsureAdminOutcome = 'created' | 'exists' | 'email-taken';

/**
 * Creates the administrator named by ADMIN_EMAIL / ADMIN_PASSWORD when no administrator exists.
 * An e-mail already used by a supplier or organiser is not turned into an administrator. The demo
 * administrator does not count: the configured one replaces it as the way in (docs/decisions/0023).
 */
export async function ensureAdmin(db: DbOrTx, email: string, password: string): Promise<EnsureAdminOutcome> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, Role.admin), ne(users.email, DEMO_ADMIN_EMAIL)))
    .limit(1);
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
