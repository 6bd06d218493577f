import type { ComponentType, ReactNode } from 'react';
import type { SupplierOwnProfile } from '@marquee/contracts/supplier-profile';

/** What the view of a supplier's own profile (the directory's OwnProfileView) is given. */
export interface OwnProfileViewProps {
  profile: SupplierOwnProfile;
  /** The Clients reviews section where there is one (approved profiles). */
  reviews?: ReactNode;
  /** Per document, e.g. the administrators' Verify button. */
  documentAction?: (document: SupplierOwnProfile['documents'][number]) => ReactNode;
}

/**
 * The supplier's profile as organisers will see it: the directory feature draws it, and the features that show it
 * (supplier-profile, supplier-onboarding, admin-suppliers) take it as a slot that app/ fills in.
 */
export type OwnProfileViewSlot = ComponentType<OwnProfileViewProps>;
