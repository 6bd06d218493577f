import { Button, Stack } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { BuildingState } from '../../../components/ui/building-state';
import { AuthFrame } from '../../../features/marketing/components/auth-frame';

/** /request-quote: find a supplier in two steps (spec 2.3); the form arrives with the requests release. */
export function Component() {
  usePageTitle('Find a supplier');
  return (
    <AuthFrame
      eyebrow="Find a supplier"
      title="Tell Us About Your Event"
      intro="Choose the service you need, say where and when, and describe your event. We send your request to suppliers who cover your area."
      steps={['Requirement information', 'Contact information']}
      active={0}
    >
      <BuildingState
        icon={<IconClipboardList size={28} stroke={1.6} aria-hidden="true" />}
        description="Requests for quotes are being built and will open here. Create your free organiser account now, and you can send your first request as soon as they do."
        actions={
          <Stack gap="xs" w="100%" maw={320}>
            <Button component={Link} to={paths.organiserRegistration.href()} color="coral.8" fullWidth>
              Create an account
            </Button>
            <Button component={Link} to={paths.howItWorks.href()} variant="subtle" fullWidth>
              See how it works
            </Button>
          </Stack>
        }
      />
    </AuthFrame>
  );
}
