import { Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { limits } from '@marquee/contracts/limits';
import { PageHeader } from '../../../components/ui/page-header';
import { BuildingState } from '../../../components/ui/building-state';

/** Manage subscriptions (spec 2.5). */
export function SupplierSubscriptions() {
  return (
    <>
      <PageHeader
        eyebrow="Subscriptions"
        title="Manage subscriptions"
        description="Your plan decides how many requests you can answer and how many services you can list."
      />
      <BuildingState
        icon={<IconReceipt size={28} stroke={1.6} aria-hidden="true" />}
        description={
          <Text span inherit>
            Plans, upgrades and promo codes will be managed here. Every supplier can receive and reply to{' '}
            {limits.freeRfqNumberDefault} relevant quotes free; after that, plans start from £
            {limits.fromPricePerMonth} per month.
          </Text>
        }
      />
    </>
  );
}
