import { Text } from '@mantine/core';
import { ProfileStatus } from '@marquee/contracts/enums';
import { documentTypes, type SupplierOwnProfile } from '@marquee/contracts/supplier-profile';
import type { OwnProfileViewProps } from '../../../components/ui/own-profile-view-slot';
import { useSupplier } from '../../../lib/api/get-supplier';
import { ContactBox } from './contact-box';
import { ProfileLayout } from './profile-layout';
import { SupplierReviews } from './supplier-reviews';
import { displayDate } from '../../../lib/format';

/**
 * The supplier's profile as organisers will see it (spec 2.5 'Supplier profile view'), drawn from the supplier's
 * own profile so it works before approval too (the wizard's preview, the dashboard's profile and preview, the
 * administrators' review): the directory's layout, with each document's type and expiry, no messaging buttons.
 * `reviews` is the Clients reviews section where there is one (approved profiles). The features that show it take
 * it as a slot (components/ui/own-profile-view-slot.ts) filled in by app/.
 */
export function OwnProfileView({ profile, reviews, documentAction }: OwnProfileViewProps) {
  return (
    <ProfileLayout
      headingOrder={2}
      profile={{
        ...profile,
        company_name: profile.company_name ?? 'Your company',
        services: profile.services.map(({ id, service }) => ({ id, product: service.product })),
        documents: profile.documents.map((doc) => ({
          ...doc,
          details: (
            <>
              {doc.type && (
                <Text size="xs" c="gray.7">
                  {documentTypes[doc.type]}
                  {doc.valid_to ? `, valid to ${displayDate(doc.valid_to)}` : ''}
                </Text>
              )}
              {documentAction?.(doc)}
            </>
          ),
        })),
      }}
      aside={<ContactBox profile={profile} withActions={false} />}
      reviews={reviews}
      noServicesText="No services chosen yet."
    />
  );
}

/** Clients reviews with their rounded average and count, from the public profile (approved suppliers only). */
export function OwnProfileReviews({ profile }: { profile: SupplierOwnProfile }) {
  const approved = profile.status === ProfileStatus.approved;
  const publicProfile = useSupplier(profile.user_id, approved);
  if (!approved || !publicProfile.data) return null;
  return <SupplierReviews supplierId={profile.user_id} rating={publicProfile.data.rating} canReply />;
}
