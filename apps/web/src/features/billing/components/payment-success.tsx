import type { ReactNode } from 'react';
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

/** The payment modal's last step: a tick, the title, what happened, Done and what to do next. */
export function PaymentSuccess({
  title,
  children,
  onDone,
  doneLabel = 'Done',
  next,
}: {
  title: string;
  children: ReactNode;
  onDone: () => void;
  doneLabel?: string;
  /** What to do next, beside Done. */
  next?: ReactNode;
}) {
  return (
    <Stack gap="md" align="center" ta="center" py="sm">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={34} aria-hidden="true" />
      </ThemeIcon>
      <Text fw={700} fz="lg" c="navy.9">
        {title}
      </Text>
      {children}
      <Group gap="sm" justify="center">
        <Button onClick={onDone} miw={140} variant={next ? 'default' : 'filled'}>
          {doneLabel}
        </Button>
        {next}
      </Group>
    </Stack>
  );
}
