import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/session';
import { useDeleteMe } from '../api/delete-me';
import { modalChrome } from './modal-chrome';

/**
 * Delete profile (spec 2.4): a confirmation that deleted profiles cannot be recovered, then the
 * profile is deleted, the session ends and the user lands on the home page.
 */
export function DeleteProfile() {
  const remove = useDeleteMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const confirm = () =>
    modals.openConfirmModal({
      ...modalChrome,
      title: 'Delete your profile?',
      children: (
        <Text size="sm">
          Your account, requests and messages will be removed. Deleted profiles cannot be recovered.
        </Text>
      ),
      labels: { confirm: 'Delete profile', cancel: 'Keep my profile' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: async () => {
            // Leave the protected page before the session ends, or its guard would send us to /login.
            await navigate(paths.home.href(), { replace: true });
            session.clear();
            queryClient.clear();
          },
        }),
    });

  return (
    <Group justify="space-between" gap="md">
      <Text size="sm" maw={520}>
        Permanently delete your Marquee profile and everything in it. Deleted profiles cannot be recovered.
      </Text>
      <Button
        color="red"
        variant="outline"
        leftSection={<IconTrash size={16} />}
        onClick={confirm}
        loading={remove.isPending}
      >
        Delete profile
      </Button>
    </Group>
  );
}
