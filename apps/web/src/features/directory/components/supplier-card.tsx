import { Box, Button, Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DirectoryEntry } from '@marquee/contracts/directory';
import { paths } from '../../../config/paths';
import { ContactDetails } from './contact-details';
import { FeaturedBadge } from './featured-badge';
import { RatingStars } from '../../../components/ui/rating-stars';
import { SupplierAvatar } from '../../../components/ui/supplier-avatar';
import { VerifiedBadges } from '../../../components/ui/verified-badges';
import classes from './directory.module.css';

const distanceNote = (miles: number | null) =>
  miles === null ? null : miles < 1 ? 'under a mile away' : `${miles.toLocaleString('en-GB')} miles away`;

/**
 * One supplier of a directory list (spec 3 "Directory entry", 6). A premium listing shows the photo (or
 * initials), rating, summary and 'View profile'; a basic entry shows the company name, location, phone,
 * display e-mail and rating.
 */
export function SupplierCard({ entry, linkState }: { entry: DirectoryEntry; linkState?: unknown }) {
  const name = entry.company_name ?? 'Unnamed supplier';
  const headingId = `supplier-${entry.id}`;
  if (!entry.is_premium) {
    return (
      <Box component="article" aria-labelledby={headingId} className={classes.basic} data-listing="basic">
        <Box style={{ minWidth: 0 }}>
          <Text id={headingId} component="h3" m={0} fw={700} fz="lg" c="navy.9">
            {name}
          </Text>
          <Box mt={6}>
            <RatingStars rate={entry.rating.rate} count={entry.rating.count} size="xs" />
          </Box>
          {entry.verified.length > 0 && (
            <Box mt={8}>
              <VerifiedBadges verified={entry.verified} />
            </Box>
          )}
        </Box>
        <ContactDetails
          location={entry.location}
          locationNote={distanceNote(entry.distance_miles)}
          phone={entry.phone}
          email={entry.display_email}
        />
      </Box>
    );
  }
  return (
    <Box component="article" aria-labelledby={headingId} className={classes.premium} data-listing="premium">
      <SupplierAvatar
        companyName={entry.company_name}
        photoUrl={entry.photo_url}
        className={classes.premiumAvatar}
      />
      <Box style={{ minWidth: 0 }}>
        <Group gap="xs" align="center" wrap="wrap">
          <Text
            id={headingId}
            component="h3"
            m={0}
            ff="heading"
            fw={600}
            fz={{ base: 20, sm: 22 }}
            c="navy.9"
          >
            {name}
          </Text>
          <FeaturedBadge />
        </Group>
        <Group gap="md" mt={6} wrap="wrap">
          <RatingStars rate={entry.rating.rate} count={entry.rating.count} />
        </Group>
        {entry.verified.length > 0 && (
          <Box mt={8}>
            <VerifiedBadges verified={entry.verified} />
          </Box>
        )}
        <Box mt={8}>
          <ContactDetails
            location={entry.location}
            locationNote={distanceNote(entry.distance_miles)}
            phone={null}
            email={null}
          />
        </Box>
        {entry.summary && (
          <Text mt="sm" c="gray.8" lh={1.6} lineClamp={3}>
            {entry.summary}
          </Text>
        )}
        <Box mt="md" className={classes.premiumActions}>
          <Button
            component={Link}
            to={paths.directoryProfile.href(entry.id)}
            state={linkState}
            variant="outline"
            color="navy.9"
            rightSection={<IconArrowRight size={16} aria-hidden="true" />}
            aria-label={`View profile of ${name}`}
          >
            View profile
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
