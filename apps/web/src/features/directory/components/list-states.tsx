import type { ReactNode } from 'react';
import { Alert, Button, EmptyState, Group, Paper } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

/** An inline failure with a retry button; the error itself was already shown by the error toast (spec 8). */
export function RetryAlert({
  title,
  onRetry,
  retrying,
}: {
  title: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      title={title}
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
      role="alert"
    >
      Please check your connection and try again.
      <div>
        <Button
          mt="sm"
          size="xs"
          variant="white"
          color="red.9"
          onClick={onRetry}
          loading={retrying}
          leftSection={<IconRefresh size={14} aria-hidden="true" />}
        >
          Try again
        </Button>
      </div>
    </Alert>
  );
}

/** A friendly empty or missing state with ways on. */
export function DirectoryEmpty({
  title,
  description,
  icon,
  actions,
  headingOrder = 2,
  titleId,
}: {
  title: string;
  description?: ReactNode;
  icon: ReactNode;
  actions?: ReactNode;
  headingOrder?: 1 | 2 | 3;
  titleId?: string;
}) {
  return (
    <Paper withBorder radius="lg" py={48} px="lg" bg="white">
      <EmptyState
        variant="light"
        color="coral"
        maw={560}
        mx="auto"
        styles={{
          title: { color: 'var(--mantine-color-navy-9)' },
          description: { color: 'var(--mantine-color-gray-7)' },
        }}
      >
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <EmptyState.Title order={headingOrder} id={titleId}>
          {title}
        </EmptyState.Title>
        {description && <EmptyState.Description>{description}</EmptyState.Description>}
        {actions && (
          <EmptyState.Actions mt="xs">
            <Group justify="center" gap="sm">
              {actions}
            </Group>
          </EmptyState.Actions>
        )}
      </EmptyState>
    </Paper>
  );
}
