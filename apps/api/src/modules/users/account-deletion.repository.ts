import { sql } from 'drizzle-orm';
import { CloseReason, RequestStatus, Role } from '@marquee/contracts/enums';
import { queryRows, type DbOrTx } from '../../db/client';
import { subscriptions } from '../../db/schema/billing';
import { chatAttachments, chats, messages } from '../../db/schema/chats';
import { serviceRequestCloseReasons, serviceRequestQuotes, serviceRequests } from '../../db/schema/requests';
import { supplierDocuments, supplierImages, supplierProfiles } from '../../db/schema/suppliers';
import { loginAttempts, users } from '../../db/schema/users';

/*
 * The SQL of deleting a person (docs/decisions/0068), run in one transaction by account-deletion.service.ts before
 * the users row goes; the foreign keys do the rest (ON DELETE CASCADE for what was only theirs, SET NULL for the
 * organiser's requests and reviews, which stay without the person).
 */

const r = serviceRequests;
const q = serviceRequestQuotes;

/** The person to delete, locked for the transaction; null when there is no user of that role with the id. */
export async function lockPerson(tx: DbOrTx, id: number, role: 'supplier' | 'organiser') {
  if (role === 'supplier') {
    // The supplier's profile row first, the lock every answer of theirs takes first (offers.repository
    // lockSupplier): a proposal being sent finishes before the deletion, or starts after it and finds nothing,
    // never a deadlock between the two.
    await tx.execute(
      sql`select 1 from ${supplierProfiles} where ${supplierProfiles.userId} = ${id} for update`,
    );
  }
  const [row] = await queryRows<{ id: number; name: string; email: string; company_name: string | null }>(
    tx,
    sql`select ${users.id} as id, ${users.name} as name, ${users.email} as email,
        ${users.companyName} as company_name
      from ${users} where ${users.id} = ${id} and ${users.role} = ${Role[role]} for update`,
  );
  return row ?? null;
}

/**
 * Closes the organiser's open requests (active or accepted → finished, 'no longer required'), as closing them
 * would: every supplier then finds them under expired (offer-state.ts), or under accepted if they were selected.
 * Answers how many.
 */
export async function closeOpenRequestsOf(tx: DbOrTx, organiserId: number, now: Date) {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`with closed as (
        update ${r} set status = ${RequestStatus.finished}, closed_at = ${now.toISOString()}::timestamptz,
          updated_at = ${now.toISOString()}::timestamptz
        where ${r.userId} = ${organiserId} and ${r.status} <> ${RequestStatus.finished}
        returning ${r.id} as id
      ), reasons as (
        insert into ${serviceRequestCloseReasons} (service_request_id, reason)
        select id, ${CloseReason.noLongerRequired} from closed
        on conflict (service_request_id) do nothing
      )
      select id from closed`,
  );
  return rows.length;
}

/**
 * Requests accepted for the supplier go back to active (as 'Change decision' would), so their organisers can choose
 * again once the supplier's quotes are gone. Answers how many.
 */
export async function reopenRequestsAcceptedFor(tx: DbOrTx, supplierId: number, now: Date) {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update ${r} set status = ${RequestStatus.active}, accepted_at = null,
        updated_at = ${now.toISOString()}::timestamptz
      from ${q}
      where ${q.serviceRequestId} = ${r.id} and ${q.userId} = ${supplierId} and ${q.isSelected} = 1
        and ${r.status} = ${RequestStatus.accepted}
      returning ${r.id} as id`,
  );
  return rows.length;
}

/** The stored files of the supplier's profile: photo, cover, showcase images and documents. */
export async function supplierFileKeys(tx: DbOrTx, supplierId: number): Promise<string[]> {
  const rows = await queryRows<{ path: string | null }>(
    tx,
    sql`select ${supplierProfiles.photoPath} as path from ${supplierProfiles} where ${supplierProfiles.userId} = ${supplierId}
      union all select ${supplierProfiles.coverPath} from ${supplierProfiles} where ${supplierProfiles.userId} = ${supplierId}
      union all select ${supplierImages.path} from ${supplierImages} where ${supplierImages.userId} = ${supplierId}
      union all select ${supplierDocuments.path} from ${supplierDocuments} where ${supplierDocuments.userId} = ${supplierId}`,
  );
  return rows.flatMap((row) => (row.path ? [row.path] : []));
}

/** The files sent in every chat the person is a party of (both sides' attachments: the chats go whole). */
export async function chatFileKeys(tx: DbOrTx, userId: number): Promise<string[]> {
  const rows = await queryRows<{ path: string }>(
    tx,
    sql`select ${chatAttachments.path} as path from ${chatAttachments}
      join ${messages} on ${messages.id} = ${chatAttachments.messageId}
      join ${chats} on ${chats.id} = ${messages.chatId}
      where ${chats.organiserId} = ${userId} or ${chats.supplierId} = ${userId}`,
  );
  return rows.map((row) => row.path);
}

/**
 * Every subscription of the user the card provider knows, cancelled or not: a row cancelled a moment ago may
 * still wait for its own cancel-at-provider job, which would find the row gone. Cancelling twice is no error.
 */
export async function providerSubscriptionsOf(tx: DbOrTx, userId: number) {
  const rows = await queryRows<{ id: number; created_at: Date | string; provider_id: string }>(
    tx,
    sql`select ${subscriptions.id} as id, ${subscriptions.createdAt} as created_at,
        ${subscriptions.stripeSubscriptionId} as provider_id
      from ${subscriptions}
      where ${subscriptions.userId} = ${userId} and ${subscriptions.stripeSubscriptionId} is not null
      order by ${subscriptions.id}`,
  );
  return rows.map((row) => ({
    id: row.id,
    createdAt: new Date(row.created_at),
    providerId: row.provider_id,
  }));
}

/** Sign-in attempts are kept by e-mail address, not by account. */
export async function deleteLoginAttempts(tx: DbOrTx, email: string) {
  await tx.execute(sql`delete from ${loginAttempts} where ${loginAttempts.email} = ${email}`);
}

/** The users row; what was only theirs goes with it (CASCADE), their requests and reviews stay (SET NULL). */
export async function deleteUserRow(tx: DbOrTx, id: number) {
  await tx.execute(sql`delete from ${users} where ${users.id} = ${id}`);
}
