import type { FastifyInstance } from 'fastify';
import { ProfileStatus, type ProfileStatusCode } from '@marquee/contracts/enums';
import { adminSupplierTexts, type AdminSupplierResponse } from '@marquee/contracts/admin-suppliers';
import type { DocumentType } from '@marquee/contracts/supplier-profile';
import type { AuthContext } from '../../lib/auth-context';
import { invalidField, notFound, rejected } from '../../lib/errors';
import { actorOf } from '../../lib/policy';
import { endAllSessions } from '../auth/auth.service';
import { createLoginLinks, LOGIN_LINK_TTL_DAYS } from '../auth/login-links';
import { getUser } from '../users/users.service';
import { presentUser } from '../users/users.presenter';
import { supplierReviewedJob } from '../subscriptions/subscriptions.jobs-defs';
import { loadOwnProfile, type SuppliersDeps } from './onboarding.service';
import { isoDay, presentDocument } from './suppliers.presenter';
import { supplierApprovedEmail, supplierRejectedEmail } from './supplier-emails';
import { recordAudit } from '../audit/audit.service';
import { changeStatus, findDocument, findProfile, updateDocument } from './suppliers.repository';

async function supplierProfile(deps: SuppliersDeps, userId: number) {
  const account = await getUser(deps.db, userId).catch(() => null);
  const profile = await findProfile(deps.db, userId);
  if (!account || !profile) throw notFound();
  return { account, profile };
}

/** `GET admin/suppliers/{id}`: the whole profile for the approval screen, with the rejection reason. */
export async function getSupplier(
  deps: SuppliersDeps,
  admin: AuthContext,
  userId: number,
): Promise<AdminSupplierResponse> {
  const { account, profile } = await supplierProfile(deps, userId);
  const { policies: _policies, ...user } = presentUser(account, actorOf(admin));
  return {
    user,
    profile: (await loadOwnProfile(deps, userId)).presented,
    rejection_reason: profile.rejectionReason,
  };
}

/** A supplier the administrators may approve or dismiss: under review and submitted (Save & Finish). */
async function waiting(deps: SuppliersDeps, userId: number) {
  const found = await supplierProfile(deps, userId);
  const { profile } = found;
  if (profile.status === ProfileStatus.approved)
    throw rejected(409, 'already_approved', adminSupplierTexts.alreadyApproved);
  if (profile.status !== ProfileStatus.underReview || profile.onboardingStep !== 'submitted')
    throw rejected(409, 'not_waiting', adminSupplierTexts.notWaiting);
  return found;
}

/**
 * `POST admin/suppliers/{id}/approve` (spec 7.7): 0 → 1, which lists the supplier (the triggers of migration 0001
 * copy it to user_services), and e-mails a sign-in link to the dashboard. The link and its e-mail are recorded in
 * the approval's transaction: an approval answered is never left without its e-mail, and one whose e-mail cannot
 * be recorded is not made (an error, docs/decisions/0089).
 */
export async function approveSupplier(
  deps: SuppliersDeps & Pick<FastifyInstance, 'jobs'>,
  admin: AuthContext,
  userId: number,
) {
  const { account } = await waiting(deps, userId);
  const changed = await deps.mailer.sendWith(async (tx) => {
    const changed = await changeStatus(tx, userId, ProfileStatus.underReview, {
      status: ProfileStatus.approved,
      approvedAt: new Date(),
      rejectionReason: null,
    });
    if (!changed) return { result: false, message: null };
    await recordAudit(tx, admin, { action: 'supplier.approve', targetType: 'user', targetId: userId });
    const [link] = await createLoginLinks(tx, deps.config.APP_URL, [account.user], { to: 'dashboard' });
    const message = {
      ...supplierApprovedEmail({ name: account.user.name, link: link!, validDays: LOGIN_LINK_TTL_DAYS }),
      to: account.user.email,
      userId,
    };
    return { result: true, message };
  });
  // Another administrator got there first.
  if (!changed) throw rejected(409, 'already_approved', adminSupplierTexts.alreadyApproved);
  // A subscription ordered while under review is charged now if its 7 days have passed (spec 1), by a job: no
  // card provider call here. Should the job be lost, the charge-due run finds the charge all the same.
  await deps.jobs.send(supplierReviewedJob, { userId });
  return { id: userId, status: ProfileStatus.approved as ProfileStatusCode };
}

/**
 * `POST admin/suppliers/{id}/dismiss` (spec 7.7): 0 → 2 with the reason, which is e-mailed to the supplier; every
 * session of the account is revoked, and the e-mail recorded, in the same transaction (docs/decisions/0089).
 */
export async function dismissSupplier(
  deps: SuppliersDeps & Pick<FastifyInstance, 'jobs'>,
  admin: AuthContext,
  userId: number,
  message: string,
) {
  const { account } = await waiting(deps, userId);
  // The account's sessions end with the change, in one transaction: no token outlives the rejection
  // (docs/decisions/0045).
  const changed = await deps.mailer.sendWith(async (tx) => {
    const changed = await changeStatus(tx, userId, ProfileStatus.underReview, {
      status: ProfileStatus.rejected,
      rejectionReason: message,
    });
    if (!changed) return { result: false, message: null };
    await endAllSessions(tx, userId);
    // The reason is no secret: the supplier is e-mailed it.
    await recordAudit(tx, admin, {
      action: 'supplier.dismiss',
      targetType: 'user',
      targetId: userId,
      summary: { reason: message },
    });
    const email = {
      ...supplierRejectedEmail({
        name: account.user.name,
        reason: message,
        contactUrl: new URL('/about', deps.config.APP_URL).toString(),
      }),
      to: account.user.email,
      userId,
    };
    return { result: true, message: email };
  });
  if (!changed) throw rejected(409, 'not_waiting', adminSupplierTexts.notWaiting);
  // A rejected supplier is never charged: the job cancels their subscription (the charge-due run would too).
  await deps.jobs.send(supplierReviewedJob, { userId });
  return { id: userId, status: ProfileStatus.rejected as ProfileStatusCode };
}

/**
 * `POST admin/suppliers/{id}/documents/{documentId}/verify` (docs/decisions/0034): the administrator vouches for
 * the document's type and expiry, which may be set in the same call. Both are needed, and an expired document
 * cannot be verified. The expiry reminders start afresh.
 */
export async function verifyDocument(
  deps: SuppliersDeps,
  admin: AuthContext,
  userId: number,
  documentId: number,
  input: { type?: DocumentType | null; valid_to?: string | null },
) {
  const document = await findDocument(deps.db, documentId);
  if (!document || document.userId !== userId) throw notFound();
  const type = input.type === undefined ? document.type : input.type;
  const validTo = input.valid_to === undefined ? document.validTo : input.valid_to;
  if (!type) throw invalidField('type', adminSupplierTexts.documentNeedsDetails, 'document_details');
  if (!validTo) throw invalidField('valid_to', adminSupplierTexts.documentNeedsDetails, 'document_details');
  if (validTo < isoDay())
    throw invalidField('valid_to', adminSupplierTexts.documentExpired, 'document_expired');
  const row = await deps.db.transaction(async (tx) => {
    const row = await updateDocument(tx, documentId, {
      type,
      validTo,
      verifiedAt: new Date(),
      verifiedBy: admin.user.id,
      remindedAt30: null,
      remindedAt7: null,
    });
    await recordAudit(tx, admin, {
      action: 'supplier.document_verify',
      targetType: 'user',
      targetId: userId,
      summary: { document_id: documentId, type, valid_to: validTo },
    });
    return row;
  });
  return { document: presentDocument(row, deps.storage) };
}
