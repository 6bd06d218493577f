import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';

/** The footer of a confirming modal (requests, chat): Cancel, then the action (coral unless told), spinning while it runs. */
export function ModalActions({
  onCancel,
  onConfirm,
  loading,
  disabled,
  color = 'coral.8',
  children,
}: {
  onCancel: () => void;
  onConfirm: () => void;
  loading: boolean;
  disabled?: boolean;
  color?: string;
  children: ReactNode;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button color={color} loading={loading} disabled={disabled} onClick={onConfirm}>
        {children}
      </Button>
    </Group>
  );
}
