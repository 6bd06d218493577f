import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconCreditCard,
  IconDownload,
  IconPlus,
  IconReceipt,
  IconStar,
  IconTrash,
} from '@tabler/icons-react';
import type { Payment, SavedCard } from '@marquee/contracts/subscriptions';
import { EmptyList } from '../../../components/ui/building-state';
import { Loading } from './loading';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { RowAction, ScrollTable } from '../../../components/ui/scroll-table';
import { describeError } from '../../../lib/api-error';
import { pounds } from '../../../lib/format';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useDownloadReceipt } from '../api/download-receipt';
import { usePayments } from '../api/get-payments';
import { useDeleteCard, useSetDefaultCard } from '../api/update-payment-method';
import { brandLabel, cardExpiry, cardName } from '../lib/card-labels';
import { periodLabel, showDay } from '../lib/plan-prices';
import { PaymentModal } from './payment-modal';

const cardIcon = <IconCreditCard size={28} stroke={1.6} aria-hidden="true" />;

function CardRow({ card }: { card: SavedCard }) {
  const setDefault = useSetDefaultCard();
  const remove = useDeleteCard();
  const name = cardName(card);
  const expiry = cardExpiry(card);

  const confirmDelete = () =>
    modals.openConfirmModal({
      centered: true,
      radius: 'lg',
      title: `Delete ${name}?`,
      children: (
        <Text size="sm">
          The card is removed from your account and can no longer pay for your subscription.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(card.id),
    });

  return (
    <Paper withBorder radius="md" p="md" role="listitem" aria-label={name}>
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <IconCreditCard size={26} stroke={1.5} aria-hidden="true" />
          <div>
            <Group gap="xs">
              <Text fw={600} c="navy.9">
                {brandLabel(card.brand)} •••• {card.last_four}
              </Text>
              {card.default && (
                <Badge color="teal.9" variant="outline" size="sm">
                  Default
                </Badge>
              )}
            </Group>
            {expiry && (
              <Text size="xs" c="gray.7">
                Expires {expiry}
              </Text>
            )}
          </div>
        </Group>
        <Group gap={4}>
          {!card.default && (
            <RowAction
              icon={<IconStar size={16} aria-hidden="true" />}
              label={`Make ${name} the default`}
              onClick={() => setDefault.mutate(card.id)}
            >
              Make default
            </RowAction>
          )}
          <RowAction
            icon={<IconTrash size={16} aria-hidden="true" />}
            label={`Delete ${name}`}
            color="red"
            onClick={confirmDelete}
          >
            Delete
          </RowAction>
        </Group>
      </Group>
    </Paper>
  );
}

function Cards({ onAdd }: { onAdd: () => void }) {
  const cards = usePaymentMethods();
  if (cards.isError) return <ErrorAlert>{describeError(cards.error)}</ErrorAlert>;
  if (!cards.data) {
    return <Loading label="Loading your cards" />;
  }
  if (cards.data.payment_methods.length === 0) {
    return (
      <EmptyList
        icon={cardIcon}
        title="No saved cards"
        description="Add a card to pay for a plan. Renewals are charged to your default card."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={onAdd}>
            Add new card
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="sm" role="list" aria-label="Saved cards">
      {cards.data.payment_methods.map((card) => (
        <CardRow key={card.id} card={card} />
      ))}
    </Stack>
  );
}

const statusLabels: Record<Payment['status'], string> = {
  pending: 'Pending',
  succeeded: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

function Payments() {
  const payments = usePayments();
  const receipt = useDownloadReceipt();
  if (payments.isError) return <ErrorAlert>{describeError(payments.error)}</ErrorAlert>;
  if (!payments.data) {
    return <Loading label="Loading your payments" />;
  }
  if (payments.data.payments.length === 0) {
    return (
      <EmptyList
        icon={<IconReceipt size={28} stroke={1.6} aria-hidden="true" />}
        title="No payments yet"
        description="Your charges and their VAT receipts appear here after your first payment."
      />
    );
  }
  return (
    <ScrollTable
      label="Payments"
      minWidth={820}
      columns={['Date', 'Plan', 'Amount', 'VAT', 'Receipt number', 'Status', '']}
    >
      {payments.data.payments.map((p) => (
        <Table.Tr key={p.id}>
          <Table.Td>{showDay(p.paid_at ?? p.created_at)}</Table.Td>
          <Table.Td>
            {p.pricing_plan_name}
            <Text size="xs" c="gray.7">
              {periodLabel(p.period)}
              {p.card ? ` · ${brandLabel(p.card.brand)} ${p.card.last_four}` : ''}
            </Text>
          </Table.Td>
          <Table.Td>{pounds(p.amount)}</Table.Td>
          <Table.Td>{pounds(p.vat)}</Table.Td>
          <Table.Td>{p.receipt_number}</Table.Td>
          <Table.Td>{statusLabels[p.status]}</Table.Td>
          <Table.Td>
            {p.status === 'succeeded' && (
              <RowAction
                icon={<IconDownload size={16} aria-hidden="true" />}
                label={`Download receipt ${p.receipt_number}`}
                onClick={() => receipt.mutate(p)}
              >
                Receipt (PDF)
              </RowAction>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </ScrollTable>
  );
}

/**
 * Payment methods at /supplier-dashboard/payments (spec 2.5): the saved cards with Add new card (the payment
 * modal's 'new' variant), set default and delete after a confirmation; then the payments with their VAT.
 */
export function SupplierPayments() {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PageHeader
        eyebrow="Payments"
        title="Payment methods"
        description="The cards you pay your subscription with. Renewals are charged to your default card."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
            Add new card
          </Button>
        }
      />
      <Stack gap="xl">
        <Cards onAdd={() => setAdding(true)} />
        <Stack gap="sm">
          <Title order={2} fz={20} c="navy.9">
            Payments
          </Title>
          <Payments />
        </Stack>
      </Stack>
      <PaymentModal opened={adding} onClose={() => setAdding(false)} variant="new" />
    </>
  );
}
