import type { FastifyInstance } from 'fastify';
import { Role } from '@marquee/contracts/enums';
import { supportTexts, VIEW_AS_TTL_MINUTES, type LoginAsResponse } from '@marquee/contracts/admin-support';
import type { AuthContext } from '../../lib/auth-context';
import { forbidden } from '../../lib/errors';
import { hashPassword } from '../../lib/secrets';
import { supplierHeld, supplierHoldOf } from '../../lib/supplier-hold';
import { recordAudit } from '../audit/audit.service';
import { getUser, setPasswordHash, type UserWithProfile } from '../users/users.service';
import { issueAccessToken, revokeAccessToken, revokeAllAccessTokens } from './access-tokens.repository';
import { invalidateAllUserTokens } from './auth.repository';

/*
 * The administrators' support tools (spec 4 'Impersonation' and 'Admin lists', 7.7; docs/decisions/0071): a new
 * password for a user, and "View Dashboard As", a session that reads as the user and changes nothing (the rule is
 * plugins/access.ts's; here it is only started and ended). Both act on suppliers and organisers, never on another
 * administrator, and both are audit-log rows written with the change.
 */

/** What the support tools need from the app: the database. */
type SupportDeps = Pick<FastifyInstance, 'db'>;

const roleLabel = (role: number) => (role === Role.supplier ? 'supplier' : 'organiser');

/** The supplier or organiser an administrator acts on: 404 when unknown, 403 for an administrator's account. */
async function supportTarget(deps: SupportDeps, userId: number): Promise<UserWithProfile> {
  const target = await getUser(deps.db, userId);
  if (target.user.role !== Role.supplier && target.user.role !== Role.organiser)
    throw forbidden(supportTexts.administratorTarget, 'administrator_target');
  return target;
}

/**
 * `POST admin/auth/user-password-change`: sets the password as given and ends every session of the user, and the
 * links e-mailed to them, as a reset by e-mail does. The user is not notified (spec 4); the audit row never holds
 * the password.
 */
export async function changeUserPassword(
  deps: SupportDeps,
  auth: AuthContext,
  input: { user_id: number; password: string },
) {
  const { user } = await supportTarget(deps, input.user_id);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeAllAccessTokens(tx, user.id);
    await invalidateAllUserTokens(tx, user.id);
    await recordAudit(tx, auth, {
      action: 'user.password_change',
      targetType: 'user',
      targetId: user.id,
      summary: { role: roleLabel(user.role), name: user.name },
    });
  });
  return { result: true as const };
}

/**
 * `POST admin/auth/login-as`: a view-only session of the user for at most VIEW_AS_TTL_MINUTES, marked with the
 * administrator behind it. A supplier held back for review or rejected has nothing to view (decision 0045): the
 * administrator is told so, with the spec 4 text.
 */
export async function loginAs(
  deps: SupportDeps,
  auth: AuthContext,
  input: { user_id: number },
): Promise<LoginAsResponse> {
  const { user, profile } = await supportTarget(deps, input.user_id);
  const hold = supplierHoldOf(user.role, profile);
  if (hold) throw supplierHeld(hold);
  const expiresAt = new Date(Date.now() + VIEW_AS_TTL_MINUTES * 60_000);
  const accessToken = await deps.db.transaction(async (tx) => {
    const token = await issueAccessToken(tx, user.id, { impersonatorId: auth.user.id, expiresAt });
    await recordAudit(tx, auth, {
      action: 'user.login_as',
      targetType: 'user',
      targetId: user.id,
      summary: { role: roleLabel(user.role), name: user.name, expires_at: expiresAt.toISOString() },
    });
    return token;
  });
  return { access_token: accessToken, expires_at: expiresAt.toISOString() };
}

/** `POST auth/logout` with a view-only session: the session ends, and the log says who ended viewing whom. */
export async function endLoginAs(deps: SupportDeps, auth: AuthContext) {
  await deps.db.transaction(async (tx) => {
    await revokeAccessToken(tx, auth.tokenId);
    await recordAudit(tx, auth, {
      action: 'user.login_as_end',
      targetType: 'user',
      targetId: auth.user.id,
      summary: { role: roleLabel(auth.user.role), name: auth.user.name },
    });
  });
  return { result: true as const };
}
