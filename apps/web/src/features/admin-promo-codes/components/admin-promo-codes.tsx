import { useState } from 'react';
import { Badge, Button, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArchive, IconCalendarEvent, IconDiscount, IconDownload, IconPlus } from '@tabler/icons-react';
import {
  activePromoStatuses,
  promoTypeLabels,
  type PromoCode,
  type PromoStatus,
} from '@marquee/contracts/billing';
import { PromoType, type PromoTypeCode } from '@marquee/contracts/enums';
import { EmptyList } from '../../../components/ui/building-state';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { RowAction, ScrollTable } from '../../../components/ui/scroll-table';
import { describeError } from '../../../lib/api-error';
import { AdminSection } from '../../../components/dashboard/admin-section';
import type { SectionProps } from '../../../components/dashboard/section-props';
import { displayDate, plural } from '../../../lib/format';
import { useExportPromoCodes, type PromoExport } from '../api/export-promo-codes';
import { usePromoCodes } from '../api/get-promo-codes';
import { useArchivePromoCode } from '../api/save-promo-code';
import { PromoCodeModal } from './promo-code-modal';
import { PromoDatesModal } from './promo-dates-modal';

const tabs = [
  { value: 'active', label: 'Active' },
  { value: 'past', label: 'Past' },
] as const;

const icon = <IconDiscount size={28} stroke={1.6} aria-hidden="true" />;

const statusBadges: Record<PromoStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'teal.9' },
  scheduled: { label: 'Scheduled', color: 'navy.7' },
  used: { label: 'Used', color: 'gray.7' },
  expired: { label: 'Expired', color: 'gray.7' },
  archived: { label: 'Archived', color: 'gray.7' },
};

/** 'dd.MM.yyyy – dd.MM.yyyy' (spec 9) for a time-bound code, else a dash. */
const dates = (p: PromoCode) =>
  p.date_from && p.date_to ? `${displayDate(p.date_from)} – ${displayDate(p.date_to)}` : '—';

const isActive = (p: PromoCode) => activePromoStatuses.includes(p.status);

function PromoTable({
  promos,
  label,
  onEdit,
  onArchive,
}: {
  promos: PromoCode[];
  label: string;
  onEdit: (promo: PromoCode) => void;
  onArchive: (promo: PromoCode) => void;
}) {
  return (
    <ScrollTable
      label={label}
      minWidth={860}
      nowrap
      columns={['Code', 'Type', 'Discount', 'Dates', 'Uses', 'Status', '']}
    >
      {promos.map((p) => (
        <Table.Tr key={p.id}>
          <Table.Td>
            <Text fw={700} c="navy.9" size="sm" ff="monospace">
              {p.name}
            </Text>
          </Table.Td>
          <Table.Td>{promoTypeLabels[p.type as PromoTypeCode] ?? p.type}</Table.Td>
          <Table.Td>
            {p.discount} % for {plural(p.discount_duration, 'month')}
          </Table.Td>
          <Table.Td>{dates(p)}</Table.Td>
          <Table.Td>{p.uses_count}</Table.Td>
          <Table.Td>
            <Badge
              variant="outline"
              color={statusBadges[p.status].color}
              tt="none"
              // Its label would shrink to an ellipsis in a narrow cell.
              miw="max-content"
            >
              {statusBadges[p.status].label}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap" justify="flex-end">
              {p.type === PromoType.timeBound && (
                <RowAction
                  icon={<IconCalendarEvent size={16} aria-hidden="true" />}
                  label={`Edit dates of ${p.name}`}
                  onClick={() => onEdit(p)}
                >
                  Edit dates
                </RowAction>
              )}
              <RowAction
                icon={<IconArchive size={16} aria-hidden="true" />}
                label={`Archive ${p.name}`}
                onClick={() => onArchive(p)}
                color="red.9"
              >
                Archive
              </RowAction>
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </ScrollTable>
  );
}

/** The active (usable now or later) or past (used or expired) codes, with add, edit, archive and exports. */
export function PromoCodes({ tab }: { tab: 'active' | 'past' }) {
  const promos = usePromoCodes();
  const archive = useArchivePromoCode();
  const exportCsv = useExportPromoCodes();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<PromoCode | null>(null);
  const shown = promos.data?.promo_codes.filter((p) => isActive(p) === (tab === 'active'));

  const confirmArchive = (promo: PromoCode) =>
    modals.openConfirmModal({
      centered: true,
      radius: 'lg',
      title: `Archive ${promo.name}?`,
      children: (
        <Text size="sm">
          Suppliers can no longer use this code and it leaves the list. Subscriptions that used it keep their
          discount. This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Archive', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => archive.mutate(promo.id),
    });

  const exportButton = (which: PromoExport, label: string) => (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden="true" />}
      loading={exportCsv.isPending && exportCsv.variables === which}
      onClick={() => exportCsv.mutate(which)}
    >
      {label}
    </Button>
  );

  return (
    <Stack gap="md" mt="md">
      <Group justify="space-between" gap="sm">
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
          Add promo code
        </Button>
        <Group gap="sm">
          {exportButton('active', 'Export active')}
          {exportButton('past', 'Export past')}
        </Group>
      </Group>
      {promos.isError ? (
        <ErrorAlert>{describeError(promos.error)}</ErrorAlert>
      ) : !shown ? (
        <Center py="xl">
          <Loader aria-label="Loading promo codes" />
        </Center>
      ) : shown.length === 0 ? (
        <EmptyList
          icon={icon}
          title={tab === 'active' ? 'No active promo codes' : 'No past promo codes'}
          description={
            tab === 'active'
              ? 'Codes suppliers can use now or later show here.'
              : 'Used single-use codes and expired time-bound codes show here; archived ones are in the past export.'
          }
        />
      ) : (
        <PromoTable
          promos={shown}
          label={tab === 'active' ? 'Active promo codes' : 'Past promo codes'}
          onEdit={setEditing}
          onArchive={confirmArchive}
        />
      )}
      <PromoCodeModal opened={adding} onClose={() => setAdding(false)} />
      <PromoDatesModal promo={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

/** Admin › Promo codes (spec 2.6): active and past lists, add, edit, archive and the CSV exports. */
export function AdminPromoCodes({ menu, submenu }: SectionProps) {
  return (
    <AdminSection
      menu={menu}
      tab={submenu}
      title="Promo codes"
      description="Discounts for supplier subscriptions."
      icon={icon}
      coming="Single-use and time-bound promo codes, their archive and exports will be managed here."
      tabs={tabs}
    >
      {(current) => <PromoCodes tab={current === 'past' ? 'past' : 'active'} />}
    </AdminSection>
  );
}
