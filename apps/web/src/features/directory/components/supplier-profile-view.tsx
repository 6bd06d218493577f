import type { ReactNode } from 'react';
import { Anchor, Box, Container, Grid, Group, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconFileText, IconLeaf, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SupplierProfile } from '@marquee/contracts/directory';
import { paths } from '../../../config/paths';
import { ContactBox } from './contact-box';
import { FeaturedBadge } from './featured-badge';
import { RatingStars } from './rating-stars';
import { SupplierAvatar } from './supplier-avatar';
import { SupplierReviews } from './supplier-reviews';
import { WorkGallery } from './work-gallery';
import classes from './profile.module.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} className={classes.section}>
      <Title id={id} order={2} fz={{ base: 22, md: 24 }} c="navy.9" mb="md">
        {title}
      </Title>
      {children}
    </Box>
  );
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.replace(/^[-•*]\s*/, '').trim())
    .filter(Boolean);

/** A supplier's public profile (spec 2.5 "Supplier profile view"). */
export function SupplierProfileView({ profile }: { profile: SupplierProfile }) {
  const name = profile.company_name ?? 'Supplier';
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

      <Box className={classes.cover} data-fallback={profile.cover_url ? undefined : ''}>
        {profile.cover_url && <img src={profile.cover_url} alt="" className={classes.coverImage} />}
      </Box>
      <Box className={classes.header}>
        <SupplierAvatar
          companyName={profile.company_name}
          photoUrl={profile.photo_url}
          className={classes.logo}
        />
        <Box className={classes.headerText}>
          <Group gap="sm" align="center" wrap="wrap">
            <Title order={1} fz={{ base: 28, md: 40 }} lh={1.15} c="navy.9">
              {name}
            </Title>
            {profile.is_premium && <FeaturedBadge size="md" />}
          </Group>
          <Group gap="lg" mt={8} wrap="wrap">
            {profile.location && (
              <Group gap={6} wrap="nowrap">
                <IconMapPin size={16} color="var(--mantine-color-navy-7)" aria-hidden="true" />
                <Text c="gray.8">{profile.location}</Text>
              </Group>
            )}
            <RatingStars rate={profile.rating.rate} count={profile.rating.count} />
          </Group>
        </Box>
      </Box>

      <Grid gap={{ base: 'xl', md: 48 }} mt={{ base: 'lg', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Box className={classes.aside}>
            <ContactBox profile={profile} />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap={0}>
            {profile.summary && (
              <Section id="about-title" title={`About ${name}`}>
                <Text c="gray.8" lh={1.7} fz={{ base: 'md', md: 'lg' }} style={{ whiteSpace: 'pre-line' }}>
                  {profile.summary}
                </Text>
              </Section>
            )}
            <Section id="services-title" title="Services">
              {profile.services.length === 0 ? (
                <Text c="gray.7">This supplier has not listed its services yet.</Text>
              ) : (
                <ul className={classes.chips}>
                  {profile.services.map(({ id, service }) => (
                    <li key={id}>
                      <Link
                        to={paths.directoryCategory.href(service.category.slug, service.slug)}
                        className={classes.chip}
                      >
                        {service.product}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </Section>
            {profile.documents.length > 0 && (
              <Section id="documents-title" title="Documents and certificates">
                <List spacing="sm" listStyleType="none" p={0}>
                  {profile.documents.map((doc) => (
                    <List.Item key={doc.id}>
                      <Anchor
                        href={doc.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        c="navy.9"
                        style={{
                          display: 'inline-flex',
                          alignItems: 'center',
                          gap: 8,
                          overflowWrap: 'anywhere',
                        }}
                      >
                        <IconFileText size={18} aria-hidden="true" style={{ flex: 'none' }} />
                        {doc.name}
                        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                      </Anchor>
                    </List.Item>
                  ))}
                </List>
              </Section>
            )}
            {profile.images.length > 0 && (
              <Section id="work-title" title="Examples of our work">
                <WorkGallery images={profile.images} companyName={name} />
              </Section>
            )}
            {profile.past_events && (
              <Section id="events-title" title="Recent events">
                <ul className={classes.events}>
                  {lines(profile.past_events).map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              </Section>
            )}
            <Section id="reviews-title" title="Clients reviews">
              <SupplierReviews supplierId={profile.id} rating={profile.rating} />
            </Section>
            {profile.sustainability_policy && (
              <Section id="sustainability-title" title="Sustainability credentials">
                <Group gap="md" align="flex-start" wrap="nowrap" className={classes.sustainability}>
                  <IconLeaf
                    size={28}
                    color="var(--mantine-color-green-8)"
                    aria-hidden="true"
                    style={{ flex: 'none' }}
                  />
                  <Text c="gray.8" lh={1.7} style={{ whiteSpace: 'pre-line' }}>
                    {profile.sustainability_policy}
                  </Text>
                </Group>
              </Section>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
