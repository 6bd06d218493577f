import { Button, Modal, Text } from '@mantine/core';
import { IconBook2, IconClipboardList, IconMessages, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notices } from '@marquee/contracts/messages';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyList } from '../../../components/ui/building-state';
import { ScreenTabs, resolveTab } from './screen-tabs';

export const organiserRequestTabs = [
  { value: 'active', label: 'Active' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'finished', label: 'Finished' },
] as const;

const newRequestHref = `${paths.organiserDashboard.href('requests', 'active')}?request_popup=true`;

/** Organiser requests (spec 2.4): tabs active, accepted, finished, each with its empty text. */
export function OrganiserRequests({ tab }: { tab?: string }) {
  const current = resolveTab(organiserRequestTabs, tab, 'active');
  return (
    <>
      <PageHeader
        eyebrow="Requests"
        title="Your quote requests"
        description="Describe what you need once; suppliers who cover your area reply here with their quotes."
      />
      <ScreenTabs
        label="Request status"
        tabs={organiserRequestTabs}
        value={current}
        hrefFor={(t) => paths.organiserDashboard.href('requests', t)}
      />
      <EmptyList
        icon={<IconClipboardList size={28} stroke={1.6} aria-hidden="true" />}
        title={notices.emptyRequests(current)}
        description={
          current === 'active'
            ? 'Start a new request and vetted suppliers near you will send you their quotes.'
            : current === 'accepted'
              ? 'When you select a supplier for one of your requests, it moves here.'
              : 'Requests you have closed are kept here, ready for you to review the supplier.'
        }
        actions={
          <>
            <Button component={Link} to={newRequestHref} color="coral.8" leftSection={<IconPlus size={18} />}>
              New Request
            </Button>
            <Button
              component={Link}
              to={paths.directory.href()}
              variant="outline"
              leftSection={<IconBook2 size={18} />}
            >
              View Directory
            </Button>
          </>
        }
      />
      <NewRequestNotice />
    </>
  );
}

/**
 * `?request_popup=true` opens the new-request popup (spec 2.4). The enquiry form itself comes with the
 * requests release; until then the popup says so plainly instead of showing a form that cannot be sent.
 */
function NewRequestNotice() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const opened = params.get('request_popup') === 'true';
  const close = () => navigate(paths.organiserDashboard.href('requests', 'active'), { replace: true });
  return (
    <Modal opened={opened} onClose={close} title="New request" centered radius="lg">
      <Text c="gray.8">
        The enquiry form, where you choose a service, say where and when, and describe your event, is being
        built and will open right here.
      </Text>
      <Text c="gray.8" mt="sm">
        In the meantime you can browse the supplier directory by category and service.
      </Text>
      <Button component={Link} to={paths.directory.href()} mt="lg" fullWidth onClick={close}>
        Browse the directory
      </Button>
    </Modal>
  );
}

/** Organiser messages: conversations with suppliers about a request. */
export function OrganiserMessages() {
  return (
    <>
      <PageHeader
        eyebrow="Messages"
        title="Conversations"
        description="Chat with the suppliers who have quoted for your requests."
      />
      <EmptyList
        icon={<IconMessages size={28} stroke={1.6} aria-hidden="true" />}
        title="There are no active conversations"
        description="When a supplier replies to one of your requests you can discuss the details with them here."
        actions={
          <Button component={Link} to={paths.organiserDashboard.href('requests')} variant="outline">
            View Requests
          </Button>
        }
      />
    </>
  );
}
