import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { documentTypes, type SupplierOwnProfile } from '@marquee/contracts/supplier-profile';
import { ContactBox } from '../../directory/components/contact-box';
import { ProfileLayout } from '../../directory/components/profile-layout';
import { displayDate } from '../../../lib/format';

/**
 * The supplier's profile as organisers will see it (spec 2.5 'Supplier profile view'), drawn from the supplier's
 * own profile so it works before approval too (the wizard's preview, the dashboard's profile and preview, the
 * administrators' review): the directory's layout, with each document's type and expiry, no messaging buttons.
 * `reviews` is the Clients reviews section where there is one (approved profiles).
 */
export function OwnProfileView({
  profile,
  reviews,
  documentAction,
}: {
  profile: SupplierOwnProfile;
  reviews?: ReactNode;
  /** Per document, e.g. the administrators' Verify button. */
  documentAction?: (document: SupplierOwnProfile['documents'][number]) => ReactNode;
}) {
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
