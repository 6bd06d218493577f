import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import {
  EXPORT_LABELS,
  EXPORT_LIST_NAMES,
  EXPORT_STATISTICS_NAMES,
  type ExportName,
} from '@marquee/contracts/admin-exports';
import { DayRangeField } from '../../../components/form/day-range-field';
import type { DayRange } from '../../../components/form/date-picker';
import { useDownloadExport } from '../api/download-export';
import { exportTexts } from '@marquee/contracts/admin-exports';

interface ExportFormProps {
  names: readonly ExportName[];
  initialName: ExportName;
  initialRange: DayRange;
  onDone: () => void;
}

function ExportForm({ names, initialName, initialRange, onDone }: ExportFormProps) {
  const [name, setName] = useState<ExportName>(initialName);
  const [range, setRange] = useState<DayRange>(initialRange);
  const download = useDownloadExport();
  const [from, to] = range;
  return (
    <form
      noValidate
      aria-label="Export"
      onSubmit={(e) => {
        e.preventDefault();
        download.mutate(
          { name, range: from && to ? { date_from: from, date_to: to } : {} },
          { onSuccess: onDone },
        );
      }}
    >
      <Stack gap="md">
        <Radio.Group label="What to export" value={name} onChange={(value) => setName(value as ExportName)}>
          <Stack gap="xs" mt="xs">
            {names.map((n) => (
              <Radio key={n} value={n} label={EXPORT_LABELS[n]} />
            ))}
          </Stack>
        </Radio.Group>
        <DayRangeField
          label="Date range"
          description="Rows created on these days. Leave it empty to export everything."
          value={range}
          onApply={setRange}
        />
        {name === 'supplier-auth-links' && (
          <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
            <Text size="sm" c="gray.9">
              {exportTexts.authLinksWarning}
            </Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={download.isPending}
            leftSection={<IconDownload size={16} aria-hidden="true" />}
          >
            Download CSV
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface ExportModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  names: readonly ExportName[];
  initialName?: ExportName;
  initialRange?: DayRange;
}

/** A CSV export (spec 2.7 'export list', 'export statistics'): which one and its range of days, then the download. */
export function ExportModal({
  opened,
  onClose,
  title,
  names,
  initialName = names[0]!,
  initialRange = [null, null],
}: ExportModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      {opened && (
        <ExportForm names={names} initialName={initialName} initialRange={initialRange} onDone={onClose} />
      )}
    </Modal>
  );
}

function ExportButton({
  label,
  ...modal
}: Omit<ExportModalProps, 'opened' | 'onClose' | 'title'> & { label: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
        onClick={() => setOpened(true)}
      >
        {label}
      </Button>
      <ExportModal {...modal} title={label} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

/**
 * 'Export list' (spec 2.7: suppliers, organisers, supplier auth links, rfq, rfq-quotes), on the admin suppliers'
 * and organisers' lists (given to them by app/ as their header's action); `initialName` is the list's own.
 */
export function ExportListButton({ initialName }: { initialName?: ExportName }) {
  return <ExportButton label="Export list" names={EXPORT_LIST_NAMES} initialName={initialName} />;
}

/** 'Export statistics' (spec 2.7, date range), starting from the range the statistics page shows. */
export function ExportStatisticsButton({ initialRange }: { initialRange: DayRange }) {
  return (
    <ExportButton label="Export statistics" names={EXPORT_STATISTICS_NAMES} initialRange={initialRange} />
  );
}
