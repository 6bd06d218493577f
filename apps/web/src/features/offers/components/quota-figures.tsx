import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Quota } from '@marquee/contracts/offers';

/**
 * The supplier's figures, defined once (docs/decisions/0060) and shown the same in the free-tier banner and the
 * 402 modal, both from the API's one quota answer: requests received (every request that reached the supplier,
 * all time), responses sent (every proposal, all time) and the free responses used of the allowance (proposals
 * that count against it: a free answer given back by the fair-lead rule does not).
 */
export function quotaFigures(quota: Quota) {
  return [
    { key: 'received', value: String(quota.received), label: 'Requests received' },
    { key: 'responded', value: String(quota.responded), label: 'Responses sent' },
    {
      key: 'free',
      value: `${Math.min(quota.used, quota.allowance)} of ${quota.allowance}`,
      label: 'Free responses used',
    },
  ] as const;
}

/** Why fewer answers count than were sent, when the fair-lead rule gave some back. */
export const givenBackText = (quota: Quota) =>
  quota.given_back > 0
    ? `${quota.given_back} given back to your free responses because the organiser never opened them.`
    : null;

/**
 * The figures as tiles (the 402 modal) or as one line (the banner). Each figure is a term and its value, so a
 * screen reader reads 'Requests received: 13'.
 */
export function QuotaFigures({ quota, compact = false }: { quota: Quota; compact?: boolean }) {
  const figures = quotaFigures(quota);
  const note = givenBackText(quota);
  if (compact) {
    return (
      <Stack gap={2}>
        <Group component="dl" gap="md" m={0} data-testid="quota-figures">
          {figures.map((f) => (
            <Group key={f.key} gap={6} wrap="nowrap">
              <Text component="dt" size="sm" c="gray.9">
                {f.label}:
              </Text>
              <Text component="dd" size="sm" fw={700} c="navy.9" m={0}>
                {f.value}
              </Text>
            </Group>
          ))}
        </Group>
        {note && (
          <Text size="xs" c="gray.8">
            {note}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      <SimpleGrid component="dl" cols={3} spacing="sm" m={0} data-testid="quota-figures">
        {figures.map((f) => (
          <Stack
            key={f.key}
            gap={0}
            align="center"
            justify="center"
            p="sm"
            ta="center"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
          >
            <Text component="dt" size="xs" c="gray.8" style={{ order: 2 }}>
              {f.label}
            </Text>
            <Text component="dd" fz={24} fw={700} c="navy.9" lh={1.2} m={0} style={{ order: 1 }}>
              {f.value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {note && (
        <Text size="xs" c="gray.8">
          {note}
        </Text>
      )}
    </Stack>
  );
}
