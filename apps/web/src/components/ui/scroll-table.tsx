import type { ReactNode } from 'react';
import { Button, Paper, Table, VisuallyHidden, type ButtonProps } from '@mantine/core';

/**
 * An admin list as a table in a bordered panel. Below `minWidth` (a phone) the panel scrolls sideways; it
 * takes focus so keyboards can scroll it too, and is named by `label`. A column named '' is the row actions'.
 */
export function ScrollTable({
  label,
  minWidth,
  columns,
  nowrap = false,
  children,
}: {
  label: string;
  minWidth: number;
  columns: readonly string[];
  /** Keeps each cell on one line, closer together (short values: codes, amounts, dates). */
  nowrap?: boolean;
  children: ReactNode;
}) {
  return (
    // Positioned, so that what is absolutely placed inside (the visually hidden column name) scrolls with the
    // table instead of widening the page.
    <Paper
      withBorder
      radius="lg"
      pos="relative"
      style={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <Table
        verticalSpacing="sm"
        horizontalSpacing={nowrap ? 'sm' : 'md'}
        miw={minWidth}
        style={nowrap ? { whiteSpace: 'nowrap' } : undefined}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column || <VisuallyHidden>Actions</VisuallyHidden>}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Paper>
  );
}

/** A small text button acting on one row; `label` names it with the row ('Edit Professional'). */
export function RowAction({
  icon,
  label,
  onClick,
  color = 'navy',
  children,
}: {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  color?: ButtonProps['color'];
  children: ReactNode;
}) {
  return (
    <Button
      variant="subtle"
      color={color}
      size="compact-sm"
      // The text takes the colour as given (the subtle variant would lighten red.9 to a red that fails AA).
      c={color}
      leftSection={icon}
      onClick={onClick}
      aria-label={label}
    >
      {children}
    </Button>
  );
}
