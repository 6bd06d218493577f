import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { useViewOnly } from '../../lib/view-only';

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
  const viewOnly = useViewOnly(); // off while viewing as another user (docs/decisions/0071)
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button
        color={color}
        loading={loading}
        disabled={disabled || viewOnly.disabled}
        title={viewOnly.title}
        onClick={onConfirm}
      >
        {children}
      </Button>
    </Group>
  );
}
