import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import type { SupplierProfile } from '@marquee/contracts/directory';
import { paths } from '../../../config/paths';
import { ContactBox } from './contact-box';
import { FeaturedBadge } from './featured-badge';
import { ProfileLayout } from './profile-layout';
import { RatingStars } from '../../../components/ui/rating-stars';
import { SupplierReviews } from './supplier-reviews';
import { profileRequestHref, readRequestContext } from '../lib/request-link';

/** A supplier's public profile (spec 2.5 "Supplier profile view"). */
export function SupplierProfileView({ profile }: { profile: SupplierProfile }) {
  const name = profile.company_name ?? 'Supplier';
  // The directory list the visitor came from, if any: its service and place prefill 'Request quotes'.
  const location = useLocation();
  return (
    <Container size="xl" pt={{ base: 16, md: 24 }} pb={{ base: 56, md: 88 }}>
      <Box component="nav" aria-label="Breadcrumb" mb="md">
        <Group gap={6} wrap="wrap">
          <Anchor component={Link} to={paths.directory.href()} size="sm" c="navy.7" td="underline">
            Directory
          </Anchor>
          <Text size="sm" c="gray.6" aria-hidden="true">
            /
          </Text>
          <Text size="sm" c="gray.7" aria-current="page" lineClamp={1}>
            {name}
          </Text>
        </Group>
      </Box>
      <ProfileLayout
        headingOrder={1}
        profile={{
          ...profile,
          services: profile.services.map(({ id, service }) => ({
            id,
            product: service.product,
            href: paths.directoryCategory.href(service.category.slug, service.slug),
          })),
        }}
        titleExtra={profile.is_premium && <FeaturedBadge size="md" />}
        meta={
          <>
            {profile.location && (
              <Group gap={6} wrap="nowrap">
                <IconMapPin size={16} color="var(--mantine-color-navy-7)" aria-hidden="true" />
                <Text c="gray.8">{profile.location}</Text>
              </Group>
            )}
            <RatingStars rate={profile.rating.rate} count={profile.rating.count} />
          </>
        }
        aside={
          <ContactBox
            profile={profile}
            supplierId={profile.id}
            requestHref={profileRequestHref(profile, readRequestContext(location.state))}
          />
        }
        reviews={<SupplierReviews supplierId={profile.id} rating={profile.rating} />}
        noServicesText="This supplier has not listed its services yet."
      />
    </Container>
  );
}
