import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

/** One block of the settings page: a titled card with a short explanation. */
export function SettingsSection({
  title,
  description,
  tone = 'default',
  children,
}: {
  title: string;
  description?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const id = `settings-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      style={tone === 'danger' ? { borderColor: 'var(--mantine-color-red-3)' } : undefined}
    >
      <Stack gap={4} mb="lg">
        <Title order={2} fz={22} id={id} c={tone === 'danger' ? 'red.8' : undefined}>
          {title}
        </Title>
        {description && (
          <Text size="sm" c="gray.7">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Paper>
  );
}
