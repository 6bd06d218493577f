import type { ReactNode } from 'react';
import { Button, Paper, Table, UnstyledButton, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { useScroller } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ListSort } from '../../lib/list-sort';
import classes from './scroll-table.module.css';

/** Columns whose header sorts the list: each column's name → the API's sort field, the current order, the click. */
export interface TableSort {
  fields: Readonly<Record<string, string>>;
  current: ListSort | null;
  onSort: (field: string) => void;
}

/** A column's header as a button that sorts by it, with aria-sort on the sorted one (spec 4 'Admin lists'). */
function SortableHeader({ column, field, sort }: { column: string; field: string; sort: TableSort }) {
  const sorted = sort.current?.field === field ? sort.current.order : null;
  const Icon = sorted === null ? IconArrowsSort : sorted === 0 ? IconArrowDown : IconArrowUp;
  return (
    <Table.Th aria-sort={sorted === null ? undefined : sorted === 0 ? 'descending' : 'ascending'}>
      <UnstyledButton className={classes.sort} onClick={() => sort.onSort(field)}>
        {column}
        <Icon
          size={14}
          aria-hidden="true"
          className={classes.sortIcon}
          data-sorted={sorted !== null || undefined}
        />
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * An admin list as a table in a bordered panel. Below `minWidth` (a phone) the table scrolls sideways inside
 * the panel (Mantine's Table.ScrollContainer), never the page: the region takes focus so keyboards can scroll
 * it too, and is named by `label`; a faded edge shows on each side where more columns are hidden. A column
 * named '' is the row actions': it stays in sight at the right edge while the other columns scroll.
 */
export function ScrollTable({
  label,
  minWidth,
  columns,
  nowrap = false,
  sort,
  children,
}: {
  label: string;
  minWidth: number;
  columns: readonly string[];
  /** Keeps each cell on one line, closer together (short values: codes, amounts, dates). */
  nowrap?: boolean;
  /** Makes the columns named in `sort.fields` sortable by their header. */
  sort?: TableSort;
  children: ReactNode;
}) {
  const scroller = useScroller({ draggable: false });
  const actions = columns.at(-1) === '';
  return (
    <Paper
      withBorder
      radius="lg"
      className={classes.frame}
      data-actions={actions || undefined}
      data-more-start={scroller.canScrollStart || undefined}
      data-more-end={scroller.canScrollEnd || undefined}
    >
      <Table.ScrollContainer
        ref={scroller.ref}
        type="native"
        minWidth={minWidth}
        className={classes.scroll}
        tabIndex={0}
        role="region"
        aria-label={label}
      >
        <Table
          verticalSpacing="sm"
          horizontalSpacing={nowrap ? 'sm' : 'md'}
          style={nowrap ? { whiteSpace: 'nowrap' } : undefined}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const field = sort?.fields[column];
                return sort && field ? (
                  <SortableHeader key={column} column={column} field={field} sort={sort} />
                ) : (
                  <Table.Th key={column}>{column || <VisuallyHidden>Actions</VisuallyHidden>}</Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
/**
 * A small text button acting on one row; `label` names it with the row ('Edit Professional'). On a phone it
 * shows its icon only.
 */
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
      classNames={{ label: classes.actionLabel, section: classes.actionSection }}
      onClick={onClick}
      aria-label={label}
    >
      {children}
    </Button>
  );
}
