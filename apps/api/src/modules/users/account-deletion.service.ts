import type { FastifyInstance } from 'fastify';
import { accountDeletionTexts, type AccountDeletedResponse } from '@marquee/contracts/account-deletion';
import type { Tx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { forgetEmailsOf } from '../mail/mail.service';
import { UPLOADS_PREFIX } from '../storage/storage.service';
import { PaymentProviderError } from '../payments/providers/provider';
import { operationId } from '../subscriptions/subscriptions.deps';
import { accountDeletedJob, type AccountDeletedData } from './account-deletion.jobs-defs';
import {
  chatFileKeys,
  closeOpenRequestsOf,
  deleteLoginAttempts,
  deleteUserRow,
  lockPerson,
  providerSubscriptionsOf,
  reopenRequestsAcceptedFor,
  supplierFileKeys,
} from './account-deletion.repository';

/*
 * Deleting a person: one rule for an administrator deleting a supplier or an organiser and for an organiser deleting
 * their own profile (docs/decisions/0068), in one transaction. The account, its sessions, tokens, e-mails and sign-in
 * attempts go; an organiser's open requests are closed and stay, without the person, with the suppliers who had
 * them (their quotes, a finished job, its review shown as 'A Marquee organiser'); a supplier's quotes, offers,
 * services and profile go, and requests accepted for them return to active; the chats of either go whole. What lives
 * outside the database (files in storage, the subscription at the card provider) is cleaned up by a job queued in
 * the same transaction, so it runs once the deletion committed and is retried until done.
 */

export type AccountDeletionDeps = Pick<FastifyInstance, 'db' | 'jobs'>;
type CleanUpDeps = Pick<FastifyInstance, 'storage' | 'payments' | 'log'>;

type Role = 'supplier' | 'organiser';
type Person = NonNullable<Awaited<ReturnType<typeof lockPerson>>>;

/** What the deletion did besides removing the account (the audit row's figures). */
interface Consequences {
  requests_closed: number;
  requests_reopened: number;
  files: number;
  provider_subscriptions: number;
}

/**
 * Deletes the person of that role with the id, or throws 404 when there is none. `audit` runs in the transaction
 * before the account goes (the administrators' record of who was deleted).
 */
async function deletePerson(
  deps: AccountDeletionDeps,
  id: number,
  role: Role,
  audit?: (tx: Tx, person: Person, consequences: Consequences) => Promise<void>,
): Promise<Person> {
  return deps.jobs.sendInTransaction(deps.db, accountDeletedJob, async (tx) => {
    const person = await lockPerson(tx, id, role);
    if (!person) throw notFound();
    const now = new Date();
    const files: string[] = [];
    let subscriptions: { id: number; createdAt: Date; providerId: string }[] = [];
    let requestsClosed = 0;
    let requestsReopened = 0;
    if (role === 'supplier') {
      files.push(...(await supplierFileKeys(tx, id)));
      subscriptions = await providerSubscriptionsOf(tx, id);
      requestsReopened = await reopenRequestsAcceptedFor(tx, id, now);
    } else {
      requestsClosed = await closeOpenRequestsOf(tx, id, now);
    }
    files.push(...(await chatFileKeys(tx, id)));
    // Demo rows may hold bundled web paths, which are not stored files.
    const fileKeys = [...new Set(files)].filter((key) => key.startsWith(UPLOADS_PREFIX));
    await forgetEmailsOf(tx, { id, email: person.email });
    await deleteLoginAttempts(tx, person.email);
    await audit?.(tx, person, {
      requests_closed: requestsClosed,
      requests_reopened: requestsReopened,
      files: fileKeys.length,
      provider_subscriptions: subscriptions.length,
    });
    await deleteUserRow(tx, id);
    const data: AccountDeletedData = {
      userId: id,
      fileKeys,
      // The subscriptions module's key for cancelling that row (charges.service cancelAtProvider), so a
      // cancellation it already asked for is the same operation to the provider.
      providerSubscriptions: subscriptions.map((s) => ({
        subscriptionId: s.providerId,
        idempotencyKey: `cancel:${operationId(s)}`,
      })),
    };
    return { data, result: person };
  });
}

/** `DELETE admin/suppliers/{id}` (spec 7.7): 404 unless the id is a supplier's. */
export async function deleteSupplier(
  deps: AccountDeletionDeps,
  auth: AuthContext,
  id: number,
): Promise<AccountDeletedResponse> {
  await deletePerson(deps, id, 'supplier', (tx, person, consequences) =>
    recordAudit(tx, auth, {
      action: 'supplier.delete',
      targetType: 'user',
      targetId: person.id,
      summary: { name: person.name, email: person.email, company_name: person.company_name, ...consequences },
    }),
  );
  return { message: accountDeletionTexts.supplierDeleted };
}

/** `DELETE admin/organisers/{id}` (spec 7.7): 404 unless the id is an organiser's. */
export async function deleteOrganiser(
  deps: AccountDeletionDeps,
  auth: AuthContext,
  id: number,
): Promise<AccountDeletedResponse> {
  await deletePerson(deps, id, 'organiser', (tx, person, consequences) =>
    recordAudit(tx, auth, {
      action: 'organiser.delete',
      targetType: 'user',
      targetId: person.id,
      summary: { name: person.name, email: person.email, company_name: person.company_name, ...consequences },
    }),
  );
  return { message: accountDeletionTexts.organiserDeleted };
}

/** `DELETE auth/me`: the organiser deletes their own profile (spec 6), by the same rule, without an audit row. */
export async function deleteOwnProfile(deps: AccountDeletionDeps, organiserId: number): Promise<void> {
  await deletePerson(deps, organiserId, 'organiser');
}

/**
 * The job's work: every provider subscription cancelled, then every file removed. Both are idempotent (a cancelled
 * subscription or a missing file is no error), so a retry after a failure redoes the whole list.
 */
export async function cleanUpAfterDeletion(deps: CleanUpDeps, data: AccountDeletedData) {
  for (const sub of data.providerSubscriptions) {
    try {
      await deps.payments.cancelSubscription(sub);
    } catch (err) {
      // One the provider does not know cannot charge anyone (a sandbox that started afresh).
      if (!(err instanceof PaymentProviderError && err.code === 'not_found')) throw err;
    }
  }
  for (const key of data.fileKeys) await deps.storage.delete(key);
  return { cancelled: data.providerSubscriptions.length, files: data.fileKeys.length };
}
