import type { ReactNode } from 'react';
import { Box, Group, Text, Title } from '@mantine/core';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons on the right (below the title on phones). */
  actions?: ReactNode;
  /** A small label above the title. */
  eyebrow?: string;
}

/** The heading block of a dashboard or app screen: one h1, an optional line of help and actions. */
export function PageHeader({ title, description, actions, eyebrow }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="lg" wrap="wrap">
      <Box style={{ minWidth: 0, flex: '1 1 320px' }}>
        {eyebrow && (
          <Text size="xs" fw={700} tt="uppercase" c="coral.9" mb={4} style={{ letterSpacing: '0.08em' }}>
            {eyebrow}
          </Text>
        )}
        <Title order={1} fz={{ base: 26, sm: 32 }} c="navy.9">
          {title}
        </Title>
        {description && (
          <Text mt={6} c="gray.7" maw={640}>
            {description}
          </Text>
        )}
      </Box>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
