import { Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { notices } from '@marquee/contracts/messages';
import { ModalActions } from './modal-actions';

/**
 * The delete confirmation of spec 2.7 with the words of spec 5 ('Deleting this will cause information to be
 * PERMANENTLY LOST. ARE YOU SURE?'): Delete runs `onConfirm` (the modal stays, spinning, until the caller closes
 * it); Cancel or closing it says 'Nothing was deleted!'.
 */
export function DeleteConfirmModal({
  opened,
  title,
  loading,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  /** Names what would be deleted: 'Delete Canvas & Co?'. */
  title: string;
  loading: boolean;
  onConfirm: () => void;
  /** Closes the modal without deleting (after the 'Nothing was deleted!' notice). */
  onClose: () => void;
}) {
  const decline = () => {
    if (loading) return;
    notifications.show({
      color: 'navy',
      icon: <IconInfoCircle size={18} aria-hidden="true" />,
      message: notices.nothingDeleted,
      autoClose: 3000,
      withCloseButton: true,
    });
    onClose();
  };
  return (
    <Modal opened={opened} onClose={decline} title={title} centered radius="lg" padding="lg">
      <Stack gap="lg">
        <Text size="sm" fw={500}>
          {notices.deleteForever}
        </Text>
        <ModalActions onCancel={decline} onConfirm={onConfirm} loading={loading} color="red.9">
          Delete
        </ModalActions>
      </Stack>
    </Modal>
  );
}
