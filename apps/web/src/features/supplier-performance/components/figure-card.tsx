import { useId } from 'react';
import { Group, Paper, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import type { Change } from '../lib/performance-change';

const toneColour = { good: 'teal.9', bad: 'red.9', neutral: 'gray.7' } as const;
const arrows = { up: IconArrowUpRight, down: IconArrowDownRight, same: IconArrowRight, none: null } as const;

/**
 * One figure of the period, its value large and its change against the previous period below: the arrow is
 * decoration, its words ('Up 25% on the previous 30 days') carry the meaning for everyone, screen readers too.
 */
export function FigureCard({
  label,
  value,
  change,
  against,
  hint,
}: {
  label: string;
  value: string;
  change: Change;
  /** 'the previous 30 days'. */
  against: string;
  /** A line under the change: what the figure counts. */
  hint?: string;
}) {
  const title = useId();
  const Arrow = arrows[change.direction];
  return (
    <Paper withBorder radius="lg" p="md" role="group" aria-labelledby={title} h="100%">
      <Text id={title} size="sm" fw={600} c="gray.8">
        {label}
      </Text>
      <Text fz={28} fw={700} c="navy.9" lh={1.25} mt={4} data-testid="figure-value">
        {value}
      </Text>
      <Group gap={4} wrap="nowrap" align="flex-start" mt={6} c={toneColour[change.tone]}>
        {Arrow && <Arrow size={16} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />}
        <Text size="sm" c={toneColour[change.tone]} data-testid="figure-change">
          {change.text}{' '}
          <Text span size="sm" c="gray.7">
            {change.joiner} {against}
          </Text>
        </Text>
      </Group>
      {hint && (
        <Text size="xs" c="gray.7" mt={4}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}
