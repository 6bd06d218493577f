import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/session';
import { loadPage } from '../../../lib/load-page';
import { useDeleteMe } from '../api/delete-me';
import { modalChrome } from './modal-chrome';

/**
 * Delete profile (spec 2.4): a confirmation that deleted profiles cannot be recovered, then the
 * profile is deleted, the session ends and the user lands on the home page.
 */
export function DeleteProfile() {
  const remove = useDeleteMe();
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
          onSuccess: () => {
            // As logout does: forget the session and load the home page afresh, so the dashboard's guard
            // never sees a signed-out user on a protected page (it would send them to /login).
            session.clear();
            queryClient.clear();
            loadPage(paths.home.href());
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
