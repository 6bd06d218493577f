import type { ReactNode } from 'react';
import { EmptyState, Paper, type EmptyStateProps } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

interface StatePanelProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  icon: ReactNode;
  color: string;
  size?: EmptyStateProps['size'];
  maw: number;
}

/** The bordered white panel both screen states sit in, with the navy title and grey description. */
function StatePanel({ title, description, actions, icon, color, size, maw }: StatePanelProps) {
  return (
    <Paper withBorder radius="lg" py={48} px="lg" bg="white">
      <EmptyState
        variant="light"
        color={color}
        size={size}
        icon={icon}
        title={title}
        description={description}
        maw={maw}
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
    <StatePanel
      title={title}
      description={description}
      actions={actions}
      icon={icon ?? <IconTools size={28} stroke={1.6} aria-hidden="true" />}
      color="navy"
      size="md"
      maw={560}
    />
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
    <StatePanel
      title={title}
      description={description}
      actions={actions}
      icon={icon}
      color="coral"
      maw={520}
    />
  );
}
