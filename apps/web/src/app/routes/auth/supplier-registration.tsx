import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { contact, paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { BuildingState } from '../../../components/ui/building-state';
import { AuthFrame } from '../../../features/marketing/components/auth-frame';

const steps = ['Account information', 'Contact information', 'Services & location'] as const;

/** /supplier-registration/{profile?}: the supplier registration wizard (spec 2.3); it arrives in a later release. */
export function Component() {
  const { profile } = useParams();
  const title =
    profile === 'profile-setup'
      ? 'Complete profile'
      : profile === 'profile-preview'
        ? 'Preview your profile'
        : 'List your business';
  usePageTitle('Supplier registration');
  return (
    <AuthFrame
      eyebrow="Supplier registration"
      title={title}
      intro="Registration is free and takes 2-3 minutes. Tell us about your business, how organisers can reach you, and the services and area you cover."
      steps={steps}
      active={0}
    >
      <BuildingState
        icon={<IconBuildingStore size={28} stroke={1.6} aria-hidden="true" />}
        description={
          <>
            <Text span inherit>
              Supplier registration is being built and will open here. Once it does, our team reviews each new
              profile and it goes live within 24 hours.
            </Text>
          </>
        }
        actions={
          <Stack gap="xs" w="100%" maw={320} align="center">
            <Button component={Link} to={paths.suppliers.href()} fullWidth>
              How Marquee works for suppliers
            </Button>
            <Text size="sm" c="gray.7" ta="center">
              Want to hear when it opens?{' '}
              <Anchor
                href={`mailto:${contact.email}?subject=${encodeURIComponent('Supplier registration')}`}
                c="navy.9"
                td="underline"
              >
                E-mail us
              </Anchor>
            </Text>
          </Stack>
        }
      />
    </AuthFrame>
  );
}
