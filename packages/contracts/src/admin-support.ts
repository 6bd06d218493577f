import { z } from 'zod';
import { newPasswordField } from './fields';
import { idNumber } from './whole-number';

/*
 * The administrators' support tools (spec 2.6 'View Dashboard As', 2.7 copy to clipboard, 4 'Impersonation' and
 * 'Admin lists', 7.7; docs/decisions/0071): reset a user's password, and view the product as a user, read-only.
 */

/** Spec 9: the generated reset password has 12 characters; the API takes any password of at least 5 (spec 5). */
export const GENERATED_PASSWORD_LENGTH = 12;

/** An "impersonation" session lives at most an hour (issue 22). */
export const VIEW_AS_TTL_MINUTES = 60;

/** `POST admin/auth/user-password-change`: the password is set as given; the user is not notified (spec 4). */
export const userPasswordChangeBody = z.object({
  user_id: idNumber({ coerce: true }),
  password: newPasswordField(),
});
export type UserPasswordChangeInput = z.input<typeof userPasswordChangeBody>;

/** `POST admin/auth/login-as`: the user to view the product as. */
export const loginAsBody = z.object({ user_id: idNumber({ coerce: true }) });
export type LoginAsInput = z.input<typeof loginAsBody>;

/** The view-only session's token (spec 7.7) and when it ends. */
export const loginAsResponse = z.object({ access_token: z.string(), expires_at: z.string() });
export type LoginAsResponse = z.infer<typeof loginAsResponse>;

/** Not in the spec: what the support tools say (plain UK English). */
export const supportTexts = {
  /** Administrators act on suppliers and organisers; another administrator's account is not theirs to take. */
  administratorTarget: 'Not available for administrator accounts',
  resetPassword: 'Reset password',
  viewDashboardAs: 'View Dashboard As',
  resetConfirmTitle: 'Reset password',
  resetConfirmBody: (name: string) =>
    `Give ${name} a new random password? Their other sessions end, and they are not notified.`,
  resetConfirm: 'Reset password',
  /** The copy-to-clipboard modal of spec 2.7, after a reset (spec 4 'Admin lists'). */
  copiedTitle: 'New password',
  copiedNote: (name: string) =>
    `The new password of ${name} was copied to the clipboard. It is shown only once; ${name} is not notified.`,
  copyFailedNote: (name: string) =>
    `Copy the new password of ${name} now: it is shown only once, and ${name} is not notified.`,
  copy: 'Copy',
  copiedAgain: 'Copied',
  close: 'Done',
  viewingAs: (name: string) => `Viewing as ${name}`,
  viewOnlyNote: 'View only: changes are not available while viewing as another user.',
  backToAdmin: 'Back to admin',
} as const;
