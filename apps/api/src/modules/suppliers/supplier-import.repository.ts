import { inArray } from 'drizzle-orm';
import { ProfileStatus, Role } from '@marquee/contracts/enums';
import type { DbOrTx } from '../../db/client';
import { supplierAuthLinks } from '../../db/schema/supplier-import';
import { supplierProfiles, userServices } from '../../db/schema/suppliers';
import { users } from '../../db/schema/users';

/*
 * The SQL of the supplier import (docs/decisions/0067): a batch of suppliers in a few statements, where the
 * registration writes one at a time (users.service createUser, insertProfile, replaceServices).
 */

/** A row of the file made ready to be a supplier. */
export interface ImportedSupplier {
  row: number;
  email: string;
  name: string;
  phone: string;
  companyName: string;
  positionInCompany: string;
  website: string;
  displayEmail: string | null;
  passwordHash: string;
  location: string;
  latitude: number;
  longitude: number;
  nearby: number;
  serviceIds: number[];
}

/** Which of these (lower-cased) e-mails are registered already. */
export async function registeredEmails(db: DbOrTx, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, [...emails]));
  return new Set(rows.map((r) => r.email));
}

/**
 * Creates the suppliers, approved (status 1, listed at once: the triggers of migration 0001 copy the profile to
 * their service rows), inside the caller's transaction. An e-mail registered meanwhile (another import or a
 * sign-up racing this one) is skipped by the unique index, not an error: answers the suppliers made, by e-mail.
 */
export async function insertImportedSuppliers(
  tx: DbOrTx,
  rows: readonly ImportedSupplier[],
  now: Date,
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const made = await tx
    .insert(users)
    .values(
      rows.map((r) => ({
        role: Role.supplier,
        name: r.name,
        email: r.email,
        passwordHash: r.passwordHash,
        phone: r.phone,
        companyName: r.companyName,
        positionInCompany: r.positionInCompany,
        website: r.website,
        displayEmail: r.displayEmail,
      })),
    )
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
  const idOf = new Map(made.map((u) => [u.email, u.id]));
  const kept = rows.flatMap((r) => {
    const userId = idOf.get(r.email);
    return userId === undefined ? [] : [{ ...r, userId }];
  });
  if (kept.length === 0) return idOf;
  await tx.insert(supplierProfiles).values(
    kept.map((r) => ({
      userId: r.userId,
      status: ProfileStatus.approved,
      onboardingStep: 'submitted',
      location: r.location,
      latitude: r.latitude,
      longitude: r.longitude,
      nearby: r.nearby,
      submittedAt: now,
      approvedAt: now,
    })),
  );
  const services = kept.flatMap((r) => r.serviceIds.map((serviceId) => ({ userId: r.userId, serviceId })));
  if (services.length > 0) await tx.insert(userServices).values(services).onConflictDoNothing();
  return idOf;
}

/** Keeps each imported supplier's set-password link for the 'supplier auth links' export. */
export async function insertAuthLinks(
  tx: DbOrTx,
  links: ReadonlyArray<{ userId: number; tokenId: number; link: string }>,
): Promise<void> {
  if (links.length > 0) await tx.insert(supplierAuthLinks).values([...links]);
}
