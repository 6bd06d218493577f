import { ProfileStatus, Role } from '@marquee/contracts/enums';
import { errors as texts } from '@marquee/contracts/messages';
import { forbidden } from './errors';

/*
 * Here in lib/ rather than in modules/auth because both the auth flows and the access plugin apply it, and
 * plugins import no module (docs/decisions/0051).
 */

/**
 * Why a supplier account is held back (spec 4): its profile was submitted (Save & Finish) and waits for the
 * administrators, or it was rejected. A supplier still in the registration wizard (status 0, not submitted) is
 * not held: they sign in to resume it (docs/decisions/0033).
 */
export type SupplierHold = 'under_review' | 'rejected';

/** The part of a supplier profile the rule reads; the access-token lookup carries it (docs/decisions/0045). */
export interface HoldFields {
  status: number;
  onboardingStep: string;
}

/**
 * The one rule of spec 4 for held suppliers, used by sign-in (password, reset, e-mailed links) and by every
 * request that comes with a token (plugins/access.ts): the hold of the account, or null when it is not held.
 */
export function supplierHoldOf(role: number, profile: HoldFields | null | undefined): SupplierHold | null {
  if (role !== Role.supplier || !profile) return null;
  if (profile.status === ProfileStatus.rejected) return 'rejected';
  if (profile.status === ProfileStatus.underReview && profile.onboardingStep === 'submitted')
    return 'under_review';
  return null;
}

/** The 403 of a held supplier, with the spec 4 text. */
export const supplierHeld = (hold: SupplierHold) =>
  hold === 'rejected'
    ? forbidden(texts.supplierRejected, 'supplier_rejected')
    : forbidden(texts.supplierUnderReview, 'supplier_under_review');
