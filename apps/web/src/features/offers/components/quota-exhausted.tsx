import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { offerTexts } from '@marquee/contracts/offers';
import { paths } from '../../../config/paths';

/** Where Upgrade leads: the plans with the upgrade prompt (spec 2.5 ?suggest). */
export const upgradeHref = `${paths.supplierDashboard.href('subscriptions')}?suggest`;

function Count({ value, label }: { value: number; label: string }) {
  return (
    <Stack
      gap={0}
      align="center"
      p="sm"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
    >
      <Text fz={28} fw={700} c="navy.9" lh={1.2}>
        {value}
      </Text>
      <Text size="sm" c="gray.8">
        {label}
      </Text>
    </Stack>
  );
}

/**
 * The 402 of spec 8 inside the proposal modal, whose title is the thank-you (`offerTexts.quotaTitle`): the
 * requests received and answered, and Upgrade to the plans.
 */
export function QuotaExhausted({ received, responded }: { received: number; responded: number }) {
  return (
    <Stack gap="md" data-testid="quota-exhausted">
      <Text size="sm" c="gray.8">
        {offerTexts.quotaMessage}
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        <Count value={received} label="Requests received" />
        <Count value={responded} label="Responses sent" />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button component={Link} to={upgradeHref} color="coral.8">
          {offerTexts.upgrade}
        </Button>
      </Group>
    </Stack>
  );
}
