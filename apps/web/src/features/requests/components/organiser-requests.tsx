import { Button } from '@mantine/core';
import { IconBook2, IconClipboardList, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/ui/page-header';
import { BuildingState } from '../../../components/ui/building-state';
import { ScreenTabs, resolveTab } from '../../dashboard/components/screen-tabs';
import type { SectionProps } from '../../dashboard/lib/section-props';
import { NewRequestNotice } from './new-request-notice';

export const organiserRequestTabs = [
  { value: 'active', label: 'Active' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'finished', label: 'Finished' },
] as const;

const newRequestHref = `${paths.organiserDashboard.href('requests', 'active')}?request_popup=true`;

/** What each tab will list once requests can be read here. */
const coming: Record<(typeof organiserRequestTabs)[number]['value'], string> = {
  active:
    'Your open requests for quotes and the quotes suppliers send you will be listed here, to compare, shortlist and select a supplier.',
  accepted: 'Requests where you have selected a supplier will be listed here.',
  finished: 'Requests you have closed will be kept here, ready for you to review the supplier.',
};

/**
 * Organiser requests (spec 2.4): tabs active, accepted, finished. Until the requests API exists the tab
 * says it is coming; 'There are no {tab} quote requests' is only for a list that came back empty.
 */
export function OrganiserRequests({ submenu }: SectionProps) {
  const current = resolveTab(organiserRequestTabs, submenu, 'active') as keyof typeof coming;
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
      <BuildingState
        icon={<IconClipboardList size={28} stroke={1.6} aria-hidden="true" />}
        description={coming[current]}
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
