import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';

/** The last line of a directory card: where the card leads, with an arrow, pushed to the card's foot. */
export function CardArrowLabel({ children }: { children: ReactNode }) {
  return (
    <Text
      mt="auto"
      pt="md"
      size="sm"
      fw={600}
      c="coral.9"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
    >
      {children}
      <IconArrowRight size={16} aria-hidden="true" />
    </Text>
  );
}
