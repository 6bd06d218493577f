import { useState } from 'react';
import { Button, Center, Group, Loader, Stack, Switch, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTag } from '@tabler/icons-react';
import { billingTexts, type AdminPricePlan } from '@marquee/contracts/billing';
import { EmptyList } from '../../../components/ui/building-state';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { RowAction, ScrollTable } from '../../../components/ui/scroll-table';
import { describeError } from '../../../lib/api-error';
import { AdminSection } from '../../../components/dashboard/admin-section';
import type { SectionProps } from '../../../components/dashboard/section-props';
import { pounds } from '../../../lib/format';
import { useAdminPricePlans } from '../api/get-admin-price-plans';
import { useSetPricePlanAvailable } from '../api/save-price-plan';
import { planTypeLabel } from '../lib/plan-types';
import { PricePlanModal } from './price-plan-modal';

const icon = <IconTag size={28} stroke={1.6} aria-hidden="true" />;

/** The 'Available to the new subscribers' switch of one plan: off archives it, on restores it (spec 4). */
function AvailableSwitch({ plan }: { plan: AdminPricePlan }) {
  const setAvailable = useSetPricePlanAvailable();
  const available = setAvailable.isPending ? setAvailable.variables.available : plan.is_archive === 0;
  return (
    <Switch
      checked={available}
      disabled={setAvailable.isPending}
      onChange={(e) => setAvailable.mutate({ id: plan.id, available: e.currentTarget.checked })}
      aria-label={`${billingTexts.availableLabel}: ${plan.name}`}
      color="teal.8"
    />
  );
}

function PlanTable({ plans, onEdit }: { plans: AdminPricePlan[]; onEdit: (plan: AdminPricePlan) => void }) {
  return (
    <ScrollTable
      label="Plans"
      minWidth={880}
      columns={[
        'Plan',
        'Type',
        'Monthly',
        'Annual',
        'Services allowed',
        'Suppliers',
        billingTexts.availableLabel,
        '',
      ]}
    >
      {plans.map((plan) => (
        <Table.Tr key={plan.id}>
          <Table.Td maw={300}>
            <Text fw={600} c="navy.9" size="sm">
              {plan.name}
            </Text>
            <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {plan.description}
            </Text>
          </Table.Td>
          <Table.Td>{planTypeLabel(plan.type)}</Table.Td>
          <Table.Td>{pounds(plan.price_per_month)}</Table.Td>
          <Table.Td>
            {pounds(plan.price_per_year)}
            {plan.price_per_year > 0 && (
              <Text size="xs" c="gray.7">
                {pounds(plan.year_price_per_month)} / month
              </Text>
            )}
          </Table.Td>
          <Table.Td>{plan.service_count_max ?? 'All'}</Table.Td>
          <Table.Td>{plan.suppliers_count}</Table.Td>
          <Table.Td>
            <AvailableSwitch plan={plan} />
          </Table.Td>
          <Table.Td>
            <RowAction
              icon={<IconPencil size={16} aria-hidden="true" />}
              label={`Edit ${plan.name}`}
              onClick={() => onEdit(plan)}
            >
              Edit
            </RowAction>
          </Table.Td>
        </Table.Tr>
      ))}
    </ScrollTable>
  );
}

/** The plans, with add, edit and the availability switch. */
export function PricePlans() {
  const plans = useAdminPricePlans();
  // undefined: closed; null: adding; a plan: editing it.
  const [editing, setEditing] = useState<AdminPricePlan | null | undefined>(undefined);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="gray.7" maw={620}>
          Suppliers choose among the available plans, cheapest first. An unavailable plan is kept by the
          suppliers already on it.
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing(null)}>
          Add plan
        </Button>
      </Group>
      {plans.isError ? (
        <ErrorAlert>{describeError(plans.error)}</ErrorAlert>
      ) : !plans.data ? (
        <Center py="xl">
          <Loader aria-label="Loading plans" />
        </Center>
      ) : plans.data.pricing_plans.length === 0 ? (
        <EmptyList icon={icon} title="No plans yet" description="Add the plans suppliers can subscribe to." />
      ) : (
        <PlanTable plans={plans.data.pricing_plans} onEdit={setEditing} />
      )}
      <PricePlanModal
        opened={editing !== undefined}
        plan={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </Stack>
  );
}

/** Admin › Pricing plans (spec 2.6): list, add/edit and the availability switch. */
export function AdminPricing({ menu, submenu }: SectionProps) {
  return (
    <AdminSection
      menu={menu}
      tab={submenu}
      title="Pricing plans"
      description="The plans suppliers subscribe to."
      icon={icon}
      coming="Plans, their prices and their availability to new subscribers will be managed here."
    >
      {() => <PricePlans />}
    </AdminSection>
  );
}
