import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

/** The title and lead line at the top of each auth screen. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap={6} mb="lg">
      <Title order={1} fz={{ base: 28, sm: 34 }} lh={1.15}>
        {title}
      </Title>
      {children && (
        <Text c="gray.7" size="md">
          {children}
        </Text>
      )}
    </Stack>
  );
}
