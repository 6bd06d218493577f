import type { ReactNode } from 'react';
import {
  Anchor,
  Box,
  Grid,
  Group,
  Image,
  List,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconFileText, IconLeaf } from '@tabler/icons-react';
import { documentTypes, type SupplierOwnProfile } from '@marquee/contracts/supplier-profile';
import { ContactDetails } from '../../directory/components/contact-details';
import { SupplierAvatar } from '../../directory/components/supplier-avatar';
import { WorkGallery } from '../../directory/components/work-gallery';
import { reachText } from '../../directory/lib/format';
import { VerifiedBadges } from './verified-badges';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      py="lg"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Title id={id} order={2} fz={{ base: 20, md: 22 }} c="navy.9" mb="sm">
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
 * The supplier's profile as organisers will see it (spec 2.5 'Supplier profile view'), drawn from the supplier's
 * own profile so it works before approval too (the wizard's preview, the dashboard's profile and preview, the
 * administrators' review). The directory's public view needs an approved profile with ratings; the parts that
 * look the same (gallery with its narrow-screen slider, contact details, logo) are the directory's own.
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
  const name = profile.company_name ?? 'Your company';
  return (
    <Stack gap={0}>
      <Box
        h={{ base: 150, md: 260 }}
        bg="navy.1"
        style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden' }}
      >
        {profile.cover_url && <Image src={profile.cover_url} alt="" h="100%" w="100%" fit="cover" />}
      </Box>
      <Group align="flex-end" gap="md" mt={-40} px="md" wrap="nowrap">
        <SupplierAvatar
          companyName={profile.company_name}
          photoUrl={profile.photo_url}
          size={96}
          style={{ border: '4px solid white', flex: 'none' }}
        />
        <Title order={2} fz={{ base: 24, md: 32 }} c="navy.9" pb={4} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
      </Group>
      <Box mt="md">
        <VerifiedBadges verified={profile.verified} />
      </Box>
      <Grid gap={{ base: 'lg', md: 40 }} mt="md">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Paper withBorder radius="lg" p="lg">
            <Title order={2} fz="lg" c="navy.9" mb="sm">
              Contact {name}
            </Title>
            <ContactDetails
              location={profile.location}
              locationNote={reachText(profile.nearby)}
              phone={profile.phone}
              email={profile.display_email}
              website={profile.website}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          {profile.summary && (
            <Section id="own-about" title={`About ${name}`}>
              <Text c="gray.8" lh={1.7} style={{ whiteSpace: 'pre-line' }}>
                {profile.summary}
              </Text>
            </Section>
          )}
          <Section id="own-services" title="Services">
            {profile.services.length === 0 ? (
              <Text c="gray.7">No services chosen yet.</Text>
            ) : (
              <Group gap="xs">
                {profile.services.map(({ id, service }) => (
                  <Text
                    key={id}
                    size="sm"
                    px="sm"
                    py={4}
                    bg="navy.0"
                    c="navy.9"
                    style={{ borderRadius: 999 }}
                  >
                    {service.product}
                  </Text>
                ))}
              </Group>
            )}
          </Section>
          {profile.documents.length > 0 && (
            <Section id="own-documents" title="Documents and certificates">
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
                      {doc.type && (
                        <Text size="xs" c="gray.7">
                          {documentTypes[doc.type]}
                          {doc.valid_to ? `, valid to ${doc.valid_to}` : ''}
                        </Text>
                      )}
                      {documentAction?.(doc)}
                    </Group>
                  </List.Item>
                ))}
              </List>
            </Section>
          )}
          {profile.images.length > 0 && (
            <Section id="own-work" title="Examples of our work">
              <WorkGallery images={profile.images} companyName={name} />
            </Section>
          )}
          {profile.past_events && (
            <Section id="own-events" title="Recent events">
              <List spacing={4}>
                {lines(profile.past_events).map((line, i) => (
                  <List.Item key={i}>{line}</List.Item>
                ))}
              </List>
            </Section>
          )}
          {reviews && (
            <Section id="own-reviews" title="Clients reviews">
              {reviews}
            </Section>
          )}
          {profile.sustainability_policy && (
            <Section id="own-sustainability" title="Sustainability credentials">
              <Group gap="md" align="flex-start" wrap="nowrap">
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
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
