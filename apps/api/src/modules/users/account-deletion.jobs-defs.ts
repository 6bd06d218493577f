import { defineJob } from '../jobs/jobs.service';

/** What a deleted person leaves outside the database, queued in the transaction that deleted them. */
export interface AccountDeletedData {
  userId: number;
  /** Storage keys of their profile's files and of every chat's attachments. */
  fileKeys: string[];
  /** Subscriptions at the card provider, with the key of their cancellation (the subscriptions module's own). */
  providerSubscriptions: { subscriptionId: string; idempotencyKey: string }[];
}

/**
 * After a person is deleted (docs/decisions/0068): their subscriptions cancelled with the card provider and their
 * files removed from storage. Queued with the deletion, so it runs exactly when the deletion committed; each step
 * is idempotent, so the retries of a failure (the provider or the bucket unreachable) redo it safely.
 */
export const accountDeletedJob = defineJob<AccountDeletedData>('users.account-deleted', {
  retryLimit: 10,
  retryDelaySeconds: 60,
});
