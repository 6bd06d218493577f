import type { FastifyInstance } from 'fastify';
import type { LoginTokenResponse, OrganiserRegistration, SessionResponse } from '@marquee/contracts/auth';
import type { MeUpdate, PublicUser } from '@marquee/contracts/users';
import { Role } from '@marquee/contracts/enums';
import { errors as texts } from '@marquee/contracts/messages';
import type { DbOrTx } from '../../db/client';
import type { AuthContext, TokenLookup } from '../../lib/auth-context';
import { AppError, invalidField, tooManyRequests, unauthenticated } from '../../lib/errors';
import { hashPassword, newToken, verifyPassword } from '../../lib/secrets';
import { passwordResetEmail } from '../mail/templates';
import { passwordResetUrl } from '../mail/links';
import { presentOwnAccount } from '../users/users.presenter';
import { presentSession } from './auth.presenter';
import { usersPolicy } from '../users/users.policy';
import { actorOf, authorize } from '../../lib/policy';
import {
  createUser,
  emailTaken,
  findUserByEmailAddress,
  getUser,
  markEmailVerified,
  recordSignIn,
  setPasswordHash,
  updateOwnAccount,
  type UserWithProfile,
} from '../users/users.service';
import {
  findByAccessToken,
  issueAccessToken,
  revokeAccessToken,
  revokeAllAccessTokens,
} from './access-tokens.repository';
import {
  consumeUserToken,
  countFailedLoginsSince,
  countSentResetsSince,
  createUserToken,
  failedLoginsFromIpSince,
  invalidateAllUserTokens,
  invalidateUserTokens,
  lastFailedLoginSince,
  lockForPasswordChange,
  recordAttempt,
} from './auth.repository';
import { loginDelaySeconds, secondsToWait } from './login-delay';
import { supplierHeld, supplierHoldOf } from '../../lib/supplier-hold';
import { releaseHeldRequests } from '../requests/requests.service';
import { confirmationMessage, newConfirmationToken } from './email-confirmation';
import { unreadMessagesCount } from '../chats/chats.service';
import { deleteOwnProfile } from '../users/account-deletion.service';
import { endLoginAs } from './admin-support.service';

/** What the auth flows need from the app: the database, settings, the mailer and the logger. */
export type AuthDeps = Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'log' | 'jobs'>;

const MINUTE = 60_000;
/**
 * Lifetime of a reset link: it is urgent and sensitive (confirmation links: email-confirmation.ts, login links:
 * login-links.ts).
 */
export const RESET_TTL_MINUTES = 60;

const windowStart = (deps: AuthDeps) => new Date(Date.now() - deps.config.AUTH_RATE_WINDOW_MINUTES * MINUTE);

const loginDelayed = (seconds: number) =>
  new AppError(429, 'too_many_requests', texts.tooManyRequests, undefined, { retry_after: seconds });
const loginFailed = () =>
  new AppError(422, 'login_failed', texts.loginFailed, { email: [texts.loginFailed] });
const recoveryInvalid = () => invalidField('token', texts.recoveryInvalid, 'token_invalid');
const linkInvalid = () => invalidField('token', texts.linkInvalid, 'token_invalid');

// Unknown e-mails are checked against this hash too, so a failed sign-in takes as long either way.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword(newToken()));

/**
 * Suppliers under review or rejected cannot sign in (spec 4), with the spec's two messages. "Under review" starts
 * at Save & Finish: a supplier still in the registration wizard signs in to resume it (docs/decisions/0033).
 */
function assertMaySignIn({ user, profile }: UserWithProfile) {
  const hold = supplierHoldOf(user.role, profile);
  if (hold) throw supplierHeld(hold);
}

/** `POST auth/organizer/registration`: creates the organiser, signs them in and sends the confirmation link. */
export async function registerOrganiser(
  deps: AuthDeps,
  input: OrganiserRegistration,
): Promise<SessionResponse> {
  if (await findUserByEmailAddress(deps.db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  // The confirmation e-mail is recorded in the account's transaction: no acknowledged account without it (0089).
  const { account, accessToken } = await deps.mailer.sendWith(async (tx) => {
    const account = await createUser(tx, {
      role: Role.organiser,
      name: input.name,
      email: input.email,
      passwordHash,
      phone: input.phone,
      companyName: input.company_name,
      positionInCompany: input.position_in_company,
      primaryFunction: input.primary_function ?? null,
      receiveNewsAndMarketing: input.receive_news_and_marketing ?? false,
      receiveUpdatesAndInfo: input.receive_updates_and_info ?? false,
      receiveCommunicationsFromPartners: input.receive_communications_from_partners ?? false,
      lastLoginAt: new Date(),
    });
    const accessToken = await issueAccessToken(tx, account.user.id);
    const confirmationToken = await newConfirmationToken(tx, account.user.id);
    return {
      result: { account, accessToken },
      message: confirmationMessage(deps, account.user, confirmationToken),
    };
  });
  return presentSession(accessToken, account);
}

/**
 * Seconds the caller must still wait before another sign-in attempt: the progressive delay of the account
 * (failures since its last success) or of the address, whichever is longer (login-delay.ts).
 */
async function loginWait(deps: AuthDeps, email: string, ip: string | null): Promise<number> {
  const since = windowStart(deps);
  const max = deps.config.AUTH_LOGIN_DELAY_MAX_SECONDS;
  const failures = await countFailedLoginsSince(deps.db, email, since);
  const accountDelay = loginDelaySeconds(failures, deps.config.AUTH_FAILED_LOGINS_PER_ACCOUNT, max);
  let wait =
    accountDelay > 0 ? secondsToWait(await lastFailedLoginSince(deps.db, email, since), accountDelay) : 0;
  if (ip) {
    const fromIp = await failedLoginsFromIpSince(deps.db, ip, since);
    const ipDelay = loginDelaySeconds(fromIp.count, deps.config.AUTH_FAILED_LOGINS_PER_IP, max);
    wait = Math.max(wait, secondsToWait(fromIp.last, ipDelay));
  }
  return wait;
}

/**
 * `POST auth/login`. The password is checked before the supplier status, so the status of an account
 * is told only to someone who knows its password. After a few failures for one e-mail (or from one
 * address) each attempt must wait a little longer; one that comes too early gets 429 with Retry-After
 * seconds, even with the right password, but never for more than AUTH_LOGIN_DELAY_MAX_SECONDS.
 */
export async function login(
  deps: AuthDeps,
  input: { email: string; password: string },
  ip: string | null,
): Promise<SessionResponse> {
  const wait = await loginWait(deps, input.email, ip);
  if (wait > 0) throw loginDelayed(wait);
  const found = await findUserByEmailAddress(deps.db, input.email);
  const ok = found
    ? await verifyPassword(input.password, found.user.passwordHash)
    : (await verifyPassword(input.password, await timingDummy())) && false;
  await recordAttempt(deps.db, { email: input.email, kind: 'login', ip, succeeded: ok });
  if (!found || !ok) throw loginFailed();
  assertMaySignIn(found);
  const accessToken = await issueAccessToken(deps.db, found.user.id);
  await recordSignIn(deps.db, found.user.id);
  return presentSession(accessToken, found);
}

/** `POST auth/logout`: revokes the token the request came with; with a view-only session, ends the view. */
export async function logout(deps: AuthDeps, auth: AuthContext) {
  if (auth.impersonatorId !== null) return endLoginAs(deps, auth);
  await revokeAccessToken(deps.db, auth.tokenId);
  return { result: true as const };
}

/** `POST auth/forgot`: a reset link by e-mail; the spec wants unknown e-mails told so. */
export async function forgotPassword(deps: AuthDeps, email: string, ip: string | null) {
  const sent = await countSentResetsSince(deps.db, email, windowStart(deps));
  if (sent >= deps.config.AUTH_RESETS_PER_ACCOUNT) throw tooManyRequests();
  const found = await findUserByEmailAddress(deps.db, email);
  await recordAttempt(deps.db, { email, kind: 'forgot', ip, succeeded: found !== null });
  if (!found) throw invalidField('email', texts.emailDoesNotExist, 'email_not_found');
  const { user } = found;
  // Only the newest reset link works, so an old message lying in a mailbox is useless.
  // The link and its e-mail commit together: an answered reset always has its message (0089).
  await deps.mailer.sendWith(async (tx) => {
    await invalidateUserTokens(tx, user.id, 'password_reset');
    const token = await createUserToken(tx, user.id, 'password_reset', RESET_TTL_MINUTES * MINUTE);
    const link = passwordResetUrl(deps.config.APP_URL, { email: user.email, token });
    return {
      result: null,
      message: {
        ...passwordResetEmail({ name: user.name, link, validMinutes: RESET_TTL_MINUTES }),
        to: user.email,
        userId: user.id,
      },
    };
  });
  return { result: true as const };
}

/**
 * `POST auth/reset`: sets the new password with a single-use token, signs out every other session
 * and signs the user in. Following a link from the mailbox also proves the e-mail address.
 */
export async function resetPassword(
  deps: AuthDeps,
  input: { email: string; token: string; password: string },
  ip: string | null = null,
): Promise<SessionResponse> {
  // Hashed first, whether or not the e-mail is registered: the answer takes one scrypt either way, so its
  // time does not tell registered addresses from unknown ones.
  const passwordHash = await hashPassword(input.password);
  const found = await findUserByEmailAddress(deps.db, input.email);
  if (!found) throw recoveryInvalid();
  // A blocked supplier is told so before the token is used, so the link still works once approved.
  assertMaySignIn(found);
  const userId = found.user.id;
  const accessToken = await deps.db.transaction(async (tx) => {
    const consumed = await consumeUserToken(tx, userId, input.token, ['password_reset']);
    if (!consumed) throw recoveryInvalid();
    await setPasswordHash(tx, userId, passwordHash);
    // Every link e-mailed before (confirmation, login, reset) stops working, like every session.
    await invalidateAllUserTokens(tx, userId);
    await revokeAllAccessTokens(tx, userId);
    if (!found.user.emailVerifiedAt) await markEmailVerified(tx, userId);
    await recordSignIn(tx, userId);
    // Counts as a successful sign-in, so the failures before it no longer delay the owner.
    await recordAttempt(tx, { email: found.user.email, kind: 'login', ip, succeeded: true });
    return issueAccessToken(tx, userId);
  });
  // The reset link came through the mailbox: the address is proven, exactly as by the confirmation link.
  if (!found.user.emailVerifiedAt) await afterEmailConfirmed(deps, userId);
  return presentSession(accessToken, await getUser(deps.db, userId));
}

/**
 * What a newly proven e-mail address sets off once its confirmation is committed, whichever link proved it
 * (confirmation or password reset): requests sent before were held (anti-fake) and reach the suppliers now.
 */
const afterEmailConfirmed = (deps: AuthDeps, userId: number) => releaseHeldRequests(deps, userId);

/**
 * `POST auth/login-token`: exchanges an e-mail deep link (login link or confirmation) for a session.
 * A confirmation link confirms the address even when the account may not sign in yet; the answer then says so,
 * with the held requests it sent on (the dashboard's alert of spec 2.4).
 */
export async function loginWithToken(
  deps: AuthDeps,
  input: { email: string; token: string },
): Promise<LoginTokenResponse> {
  const found = await findUserByEmailAddress(deps.db, input.email);
  if (!found) throw linkInvalid();
  const userId = found.user.id;
  const consumed = await deps.db.transaction(async (tx) => {
    const consumed = await consumeUserToken(tx, userId, input.token, ['login_link', 'email_confirmation']);
    if (consumed?.purpose === 'email_confirmation' && !found.user.emailVerifiedAt)
      await markEmailVerified(tx, userId);
    return consumed;
  });
  if (!consumed) throw linkInvalid();
  const confirmed = consumed.purpose === 'email_confirmation' && !found.user.emailVerifiedAt;
  const released = confirmed ? await afterEmailConfirmed(deps, userId) : [];
  assertMaySignIn(found);
  const accessToken = await issueAccessToken(deps.db, userId);
  await recordSignIn(deps.db, userId);
  return {
    ...presentSession(accessToken, await getUser(deps.db, userId)),
    email_confirmed: confirmed,
    released_requests: released,
  };
}

/**
 * The access plugin's token lookup, injected by buildApp: the owner of a live access token, with a supplier's
 * profile status and wizard step for the rule of held suppliers (access-tokens.repository.ts).
 */
export const accessTokenLookup =
  (db: DbOrTx): TokenLookup =>
  (token) =>
    findByAccessToken(db, token);

/**
 * A new session (access token) for a user who has just signed up elsewhere, e.g. a supplier's registration,
 * inside the caller's transaction: other modules start sessions through auth, never through its token store.
 */
export const startSession = (db: DbOrTx, userId: number): Promise<string> => issueAccessToken(db, userId);

/**
 * Signs the user out everywhere, inside the caller's transaction: a supplier's Save & Finish and an
 * administrator's dismissal end every session of the account with the change of its profile (docs/decisions/0045).
 */
export const endAllSessions = (db: DbOrTx, userId: number): Promise<void> =>
  revokeAllAccessTokens(db, userId);

/** `POST auth/change-password`: a new token for this session; every other session is signed out. */
export async function changePassword(
  deps: AuthDeps,
  auth: AuthContext,
  input: { password_old: string; password: string },
) {
  authorize(usersPolicy, actorOf(auth), 'change_password', auth.user);
  const passwordHash = await hashPassword(input.password);
  const accessToken = await deps.db.transaction(async (tx) => {
    // Two changes of one account run one after another: the second sees the first's password and finds
    // its own session revoked, instead of both answering 200 with one token already dead.
    const current = await lockForPasswordChange(tx, auth.user.id, auth.tokenId);
    if (!current?.tokenLive) throw unauthenticated();
    const ok = await verifyPassword(input.password_old, current.passwordHash);
    if (!ok) throw invalidField('password_old', texts.invalidPassword, 'invalid_password');
    await setPasswordHash(tx, auth.user.id, passwordHash);
    await revokeAllAccessTokens(tx, auth.user.id);
    // Every link e-mailed before (confirmation, login, reset) stops working, like every other session.
    await invalidateAllUserTokens(tx, auth.user.id);
    // An administrator's "log in as" session stays marked as such.
    return issueAccessToken(
      tx,
      auth.user.id,
      auth.impersonatorId ? { impersonatorId: auth.impersonatorId } : {},
    );
  });
  return { access_token: accessToken };
}

export async function getMe(deps: AuthDeps, auth: AuthContext): Promise<{ user: PublicUser }> {
  authorize(usersPolicy, actorOf(auth), 'read', auth.user);
  const user = presentOwnAccount(await getUser(deps.db, auth.user.id));
  return { user: { ...user, unread_messages_count: await unreadMessagesCount(deps, auth.user.id) } };
}

export async function updateMe(
  deps: AuthDeps,
  auth: AuthContext,
  input: MeUpdate,
): Promise<{ user: PublicUser }> {
  authorize(usersPolicy, actorOf(auth), 'update', auth.user);
  return { user: presentOwnAccount(await updateOwnAccount(deps.db, auth.user.id, auth.user.role, input)) };
}

/**
 * `DELETE auth/me`: the organiser deletes their own profile by the one rule of deleting a person
 * (docs/decisions/0068): the account, its sessions and the rows kept by e-mail address (sign-in attempts, sent
 * messages) go; their open requests are closed and stay, without them, with the suppliers who answered.
 */
export async function deleteMe(deps: AuthDeps, auth: AuthContext) {
  authorize(usersPolicy, actorOf(auth), 'delete', auth.user);
  await deleteOwnProfile(deps, auth.user.id);
  return { result: true as const };
}
