import { useMediaQuery } from '@mantine/hooks';
import { Modal, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useSendBrief } from '../hooks/use-send-brief';
import { emptyRequirement, RequirementForm } from './requirement-form';

/**
 * The new enquiry (spec 2.4, 2.7): 'New Request' and `?request_popup=true` open it on the dashboard. The same
 * requirement step as /request-quote; sending goes to the active requests with the alert, which closes it.
 */
export function EnquiryModal() {
  // A phone gets the whole screen: the form and the columns need every pixel.
  const phone = useMediaQuery('(max-width: 36em)');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { send } = useSendBrief();
  const opened = params.get('request_popup') === 'true';
  const close = () => void navigate(paths.organiserDashboard.href('requests', 'active'), { replace: true });
  return (
    <Modal
      fullScreen={phone}
      opened={opened}
      onClose={close}
      title="New Request"
      size="lg"
      radius="lg"
      centered
    >
      <Text size="sm" c="gray.7" mb="md">
        Tell Us About Your Event: up to five services for one event, each sent to the suppliers who cover your
        place.
      </Text>
      {opened && (
        <RequirementForm defaults={emptyRequirement()} submitLabel="Request a Quote" onSubmit={send} />
      )}
    </Modal>
  );
}
