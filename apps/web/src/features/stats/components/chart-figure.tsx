import { useState, type ReactNode } from 'react';
import { Box, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChartBar, IconTable } from '@tabler/icons-react';

export interface FigureTable {
  columns: readonly string[];
  /** One array of cells per row; the first cell is the row's header. */
  rows: readonly (readonly ReactNode[])[];
}

function NumbersTable({ caption, table }: { caption: string; table: FigureTable }) {
  return (
    <Table verticalSpacing={6} horizontalSpacing="sm" fz="sm">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {table.columns.map((c) => (
            <Table.Th key={c} ta={c === table.columns[0] ? undefined : 'right'}>
              {c}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.rows.map((cells, i) => (
          <Table.Tr key={i}>
            {cells.map((cell, j) =>
              j === 0 ? (
                <Table.Th key={j} scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {cell}
                </Table.Th>
              ) : (
                <Table.Td key={j} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {cell}
                </Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * A chart in a panel, with its numbers as a table: hidden from sight but read by screen readers (the chart itself
 * is hidden from them), or shown in its place by 'Show as table'.
 */
export function ChartFigure({
  title,
  summary,
  controls,
  chart,
  table,
  empty,
}: {
  title: string;
  /** One line under the title: the total. */
  summary?: ReactNode;
  controls?: ReactNode;
  chart: ReactNode;
  table: FigureTable;
  /** Said instead of the chart when there is nothing to draw. */
  empty?: string;
}) {
  const [asTable, setAsTable] = useState(false);
  const nothing = table.rows.length === 0;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={title} miw={0}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Box miw={0}>
            <Title order={2} fz="lg" c="navy.9">
              {title}
            </Title>
            {summary && (
              <Text size="sm" c="gray.7">
                {summary}
              </Text>
            )}
          </Box>
          {!nothing && (
            <Button
              variant="subtle"
              color="navy"
              size="compact-sm"
              aria-pressed={asTable}
              leftSection={
                asTable ? (
                  <IconChartBar size={16} aria-hidden="true" />
                ) : (
                  <IconTable size={16} aria-hidden="true" />
                )
              }
              onClick={() => setAsTable((v) => !v)}
            >
              {asTable ? 'Show as chart' : 'Show as table'}
            </Button>
          )}
        </Group>
        {controls}
        {nothing ? (
          <Text size="sm" c="gray.7" py="lg" ta="center">
            {empty ?? 'Nothing in this range.'}
          </Text>
        ) : asTable ? (
          <Box style={{ overflowX: 'auto' }}>
            <NumbersTable caption={title} table={table} />
          </Box>
        ) : (
          <>
            <Box aria-hidden="true">{chart}</Box>
            <VisuallyHidden>
              <NumbersTable caption={title} table={table} />
            </VisuallyHidden>
          </>
        )}
      </Stack>
    </Paper>
  );
}
