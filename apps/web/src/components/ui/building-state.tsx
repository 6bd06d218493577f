import type { ReactNode } from 'react';
import { EmptyState, Paper } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

export interface BuildingStateProps {
  /** What this screen will do once it is built. */
  title?: string;
  description: ReactNode;
  /** Links to what already works. */
  actions?: ReactNode;
  icon?: ReactNode;
}

/**
 * The honest state of a screen whose features arrive in a later release: what it will do and what works today.
 * It never shows invented data.
 */
export function BuildingState({
  title = 'This part of Marquee is being built',
  description,
  actions,
  icon,
}: BuildingStateProps) {
  return (
    <Paper withBorder radius="lg" py={48} px="lg" bg="white">
      <EmptyState
        variant="light"
        color="navy"
        size="md"
        icon={icon ?? <IconTools size={28} stroke={1.6} aria-hidden="true" />}
        title={title}
        description={description}
        maw={560}
        mx="auto"
        styles={{
          title: { color: 'var(--mantine-color-navy-9)' },
          description: { color: 'var(--mantine-color-gray-7)' },
        }}
      >
        {actions && <EmptyState.Actions>{actions}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}

/** An empty list: the screen works, there is simply nothing in it yet. */
export function EmptyList({
  title,
  description,
  actions,
  icon,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  icon: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" py={48} px="lg" bg="white">
      <EmptyState
        variant="light"
        color="coral"
        icon={icon}
        title={title}
        description={description}
        maw={520}
        mx="auto"
        styles={{
          title: { color: 'var(--mantine-color-navy-9)' },
          description: { color: 'var(--mantine-color-gray-7)' },
        }}
      >
        {actions && <EmptyState.Actions>{actions}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}
