import type { FastifyInstance } from 'fastify';
import type { ChangeEmailInput } from '@marquee/contracts/auth';
import type { PublicUser } from '@marquee/contracts/users';
import { emailConfirmationTexts } from '@marquee/contracts/toasts';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { rejected, tooManyRequests } from '../../lib/errors';
import { actorOf, authorize } from '../../lib/policy';
import { emailConfirmationEmail } from '../mail/templates';
import { loginTokenUrl } from '../mail/links';
import type { OutgoingMessage } from '../mail/mail.service';
import { presentOwnAccount } from '../users/users.presenter';
import { usersPolicy } from '../users/users.policy';
import { changeEmailAddress, getUser } from '../users/users.service';
import { countUserTokensSince, createUserToken, invalidateAllUserTokens } from './auth.repository';

/** What the confirmation e-mails need from the app. */
export type ConfirmationDeps = Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'log' | 'jobs'>;

/** A confirmation link may wait a weekend (reset links: auth.service.ts). */
export const CONFIRMATION_TTL_DAYS = 3;
const DAY = 24 * 60 * 60_000;

/** A new single-use confirmation token for the user, inside the caller's transaction when given one. */
export const newConfirmationToken = (db: DbOrTx, userId: number) =>
  createUserToken(db, userId, 'email_confirmation', CONFIRMATION_TTL_DAYS * DAY);

/**
 * The e-mail with the confirmation link (the deep link of spec 2.3, to the dashboard); the caller records it in
 * the transaction that made the token (`mailer.sendWith`), so an acknowledged account always has its e-mail.
 */
export function confirmationMessage(
  deps: Pick<ConfirmationDeps, 'config'>,
  user: { id: number; name: string; email: string },
  token: string,
): OutgoingMessage {
  const link = loginTokenUrl(deps.config.APP_URL, { email: user.email, token, to: 'dashboard' });
  return {
    ...emailConfirmationEmail({ name: user.name, link, validDays: CONFIRMATION_TTL_DAYS }),
    to: user.email,
    userId: user.id,
  };
}

/** Resending and correcting the address share one budget of links per account, like reset e-mails. */
async function assertLinkBudget(deps: ConfirmationDeps, userId: number) {
  const since = new Date(Date.now() - deps.config.AUTH_RATE_WINDOW_MINUTES * 60_000);
  const recent = await countUserTokensSince(deps.db, userId, 'email_confirmation', since);
  if (recent >= deps.config.AUTH_RESETS_PER_ACCOUNT) throw tooManyRequests();
}

/** `POST auth/resend-confirmation`: a fresh confirmation link (nothing once the address is confirmed). */
export async function resendConfirmation(deps: ConfirmationDeps, auth: AuthContext) {
  const { user } = auth;
  if (user.emailVerifiedAt) return { result: true as const };
  await assertLinkBudget(deps, user.id);
  await deps.mailer.sendWith(async (tx) => ({
    result: null,
    message: confirmationMessage(deps, user, await newConfirmationToken(tx, user.id)),
  }));
  return { result: true as const };
}

/**
 * `POST auth/change-email`: an account whose address is not confirmed yet corrects it (a typo at sign-up leaves
 * the link in someone else's mailbox, or nobody's). An address another account uses is refused with spec 8's
 * text. Every link mailed before stops working, so the old address can neither confirm the account nor sign in,
 * and a new confirmation link goes to the new address. A confirmed address is not changed here (409).
 */
export async function changeEmail(
  deps: ConfirmationDeps,
  auth: AuthContext,
  input: ChangeEmailInput,
): Promise<{ user: PublicUser }> {
  authorize(usersPolicy, actorOf(auth), 'update', auth.user);
  const { user } = auth;
  if (user.emailVerifiedAt) {
    throw rejected(409, 'email_confirmed', emailConfirmationTexts.alreadyConfirmed);
  }
  await assertLinkBudget(deps, user.id);
  const email = input.email;
  await deps.mailer.sendWith(async (tx) => {
    await changeEmailAddress(tx, user.id, email);
    await invalidateAllUserTokens(tx, user.id);
    const token = await newConfirmationToken(tx, user.id);
    return { result: null, message: confirmationMessage(deps, { ...user, email }, token) };
  });
  return { user: presentOwnAccount(await getUser(deps.db, user.id)) };
}
