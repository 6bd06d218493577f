import { Button, Modal, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * `?request_popup=true` opens the new-request popup (spec 2.4). The enquiry form itself comes with the
 * requests release; until then the popup says so plainly instead of showing a form that cannot be sent.
 */
export function NewRequestNotice() {
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
