import { useId, type ReactNode } from 'react';
import { Anchor, Box, Grid, Group, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconFileText, IconLeaf } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SupplierProfile } from '@marquee/contracts/directory';
import { SupplierAvatar } from '../../../components/ui/supplier-avatar';
import { VerifiedBadges } from '../../../components/ui/verified-badges';
import { WorkGallery } from './work-gallery';
import classes from './profile.module.css';

/** What every view of a profile shows: the public one, the supplier's own and the administrators'. */
export type ProfileContent = Pick<
  SupplierProfile,
  'company_name' | 'photo_url' | 'cover_url' | 'summary' | 'images' | 'past_events' | 'sustainability_policy'
> & {
  verified: SupplierProfile['verified'];
  /** Chips; with `href` they link to the service's directory page. */
  services: { id: number; product: string; href?: string }[];
  /** `details` follow the link (the supplier's own view: type and expiry, the administrators' Verify). */
  documents: { id: number; url: string; name: string; details?: ReactNode }[];
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
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

/**
 * A supplier's profile page (spec 2.5 'Supplier profile view'): cover, logo and name, the verified badges, the
 * contact box beside (above, on phones) About, Services, Documents and certificates, Examples of our work (a
 * slider at 768 px or narrower), Recent events, Clients reviews and Sustainability credentials. One layout for
 * the directory's public page and the supplier's and administrators' views of a profile not yet approved;
 * what differs (heading level, the line under the name, the contact box, reviews) comes in as props.
 */
export function ProfileLayout({
  profile,
  headingOrder,
  titleExtra,
  meta,
  aside,
  reviews,
  noServicesText,
}: {
  profile: ProfileContent;
  /** 1 on a page of its own; 2 inside a page that has its own title. */
  headingOrder: 1 | 2;
  titleExtra?: ReactNode;
  /** The line under the name (location, rating). */
  meta?: ReactNode;
  aside: ReactNode;
  reviews?: ReactNode;
  noServicesText: string;
}) {
  const name = profile.company_name ?? 'Supplier';
  return (
    <>
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
            <Title
              order={headingOrder}
              fz={{ base: 28, md: 40 }}
              lh={1.15}
              c="navy.9"
              style={{ overflowWrap: 'anywhere' }}
            >
              {name}
            </Title>
            {titleExtra}
          </Group>
          {meta && (
            <Group gap="lg" mt={8} wrap="wrap">
              {meta}
            </Group>
          )}
          {profile.verified.length > 0 && (
            <Box mt="sm">
              <VerifiedBadges verified={profile.verified} />
            </Box>
          )}
        </Box>
      </Box>

      <Grid gap={{ base: 'xl', md: 48 }} mt={{ base: 'lg', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Box className={classes.aside}>{aside}</Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap={0}>
            {profile.summary && (
              <Section title={`About ${name}`}>
                <Text c="gray.8" lh={1.7} fz={{ base: 'md', md: 'lg' }} style={{ whiteSpace: 'pre-line' }}>
                  {profile.summary}
                </Text>
              </Section>
            )}
            <Section title="Services">
              {profile.services.length === 0 ? (
                <Text c="gray.7">{noServicesText}</Text>
              ) : (
                <ul className={classes.chips}>
                  {profile.services.map((service) => (
                    <li key={service.id}>
                      {service.href ? (
                        <Link to={service.href} className={classes.chip}>
                          {service.product}
                        </Link>
                      ) : (
                        <span className={classes.chip}>{service.product}</span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </Section>
            {profile.documents.length > 0 && (
              <Section title="Documents and certificates">
                <List spacing="sm" listStyleType="none" p={0}>
                  {profile.documents.map((doc) => (
                    <List.Item key={doc.id}>
                      <Group gap="sm" wrap="wrap">
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
                        {doc.details}
                      </Group>
                    </List.Item>
                  ))}
                </List>
              </Section>
            )}
            {profile.images.length > 0 && (
              <Section title="Examples of our work">
                <WorkGallery images={profile.images} companyName={name} />
              </Section>
            )}
            {profile.past_events && (
              <Section title="Recent events">
                <ul className={classes.events}>
                  {lines(profile.past_events).map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              </Section>
            )}
            {reviews && <Section title="Clients reviews">{reviews}</Section>}
            {profile.sustainability_policy && (
              <Section title="Sustainability credentials">
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
    </>
  );
}
