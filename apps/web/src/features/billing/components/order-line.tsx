import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';

/** One line of the order summary: a label, and its value on the right. */
export function OrderLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text size="sm" fw={600} c="navy.9" ta="right">
        {children}
      </Text>
    </Group>
  );
}
