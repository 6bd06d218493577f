import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { ProfileStatus } from '@marquee/contracts/enums';
import type { DbOrTx } from '../client';
import { listedAsPremiumSql } from '../../lib/plan-allowance';
import { pricingPlans } from '../schema/billing';
import { supplierDocuments, supplierProfiles } from '../schema/suppliers';
import { users } from '../schema/users';
import { DEMO_IMAGE_DIR } from './demo-showcase';

/** The sample certificate every demo document points to (a bundled file of the web app). */
export const DEMO_CERTIFICATE_PATH = '/documents/demo-insurance-certificate.pdf';
const DEMO_SUPPLIER_LOGIN = 'supplier@marquee.test';
const YEAR = 365 * 86_400_000;

/**
 * Demo data of supplier onboarding (demo version 4): the suppliers waiting for approval and the rejected one get
 * a logo and a cover, so the approval screen shows complete profiles; the demo supplier login and two premium
 * suppliers get a verified public liability insurance certificate valid for a year, so the 'Verified' badge shows.
 * Safe to run again: a profile that has a cover, or a supplier that has a document, is left as it is.
 */
export async function seedDemoOnboarding(db: DbOrTx, now: Date): Promise<void> {
  const scenes = ['banquet', 'conference', 'festival', 'flowers'];
  const pending = await db
    .select({ userId: supplierProfiles.userId })
    .from(supplierProfiles)
    .where(and(ne(supplierProfiles.status, ProfileStatus.approved), isNull(supplierProfiles.coverPath)))
    .orderBy(asc(supplierProfiles.userId));
  for (const [i, p] of pending.entries()) {
    await db
      .update(supplierProfiles)
      .set({
        coverPath: `${DEMO_IMAGE_DIR}/${scenes[i % scenes.length]}.svg`,
        photoPath: `${DEMO_IMAGE_DIR}/logo-bloom-${(i % 2) + 1}.svg`,
      })
      .where(and(eq(supplierProfiles.userId, p.userId), isNull(supplierProfiles.coverPath)));
  }

  const [login] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SUPPLIER_LOGIN));
  const premium = await db
    .select({ id: supplierProfiles.userId })
    .from(supplierProfiles)
    .innerJoin(pricingPlans, eq(pricingPlans.id, supplierProfiles.pricingPlanId))
    .where(
      and(
        eq(supplierProfiles.status, ProfileStatus.approved),
        listedAsPremiumSql({ planType: pricingPlans.type, noLimits: supplierProfiles.noLimits }),
      ),
    )
    .orderBy(asc(supplierProfiles.userId))
    .limit(2);
  const ids = [...(login ? [login.id] : []), ...premium.map((p) => p.id)];
  if (ids.length === 0) return;
  const withDocuments = new Set(
    (
      await db
        .select({ userId: supplierDocuments.userId })
        .from(supplierDocuments)
        .where(inArray(supplierDocuments.userId, ids))
    ).map((d) => d.userId),
  );
  const validTo = new Date(now.getTime() + YEAR).toISOString().slice(0, 10);
  const rows = ids
    .filter((id) => !withDocuments.has(id))
    .map((userId) => ({
      userId,
      path: DEMO_CERTIFICATE_PATH,
      fileName: 'Public liability insurance certificate.pdf',
      type: 'public_liability_insurance',
      validTo,
      verifiedAt: now,
    }));
  if (rows.length > 0) await db.insert(supplierDocuments).values(rows);
}
