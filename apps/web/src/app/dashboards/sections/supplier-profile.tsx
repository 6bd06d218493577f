import type { SectionProps } from '../../../components/dashboard/section-props';
import { OwnProfileReviews, OwnProfileView } from '../../../features/directory/components/own-profile-view';
import { SupplierProfileSection } from '../../../features/supplier-profile/components/supplier-profile-section';

/** Supplier › My profile: the supplier-profile feature's screen with the directory's profile view and reviews. */
export function SupplierProfile(props: SectionProps) {
  return <SupplierProfileSection {...props} ProfileView={OwnProfileView} Reviews={OwnProfileReviews} />;
}
