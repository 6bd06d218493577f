import type { ReactNode } from 'react';
import {
  Button,
  Paper,
  Stack,
  Table,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
  type ButtonProps,
} from '@mantine/core';
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

/** The order a field is sorted in, null when the list is sorted by another. */
const orderOf = (sort: TableSort | undefined, field: string | undefined) =>
  field && sort?.current?.field === field ? sort.current.order : null;

const ariaSort = (order: 0 | 1 | null) =>
  order === null ? undefined : order === 0 ? ('descending' as const) : ('ascending' as const);

/** A column's name as a button that sorts by its field, with an arrow for the order. */
function SortButton({ column, field, sort }: { column: string; field: string; sort: TableSort }) {
  const sorted = orderOf(sort, field);
  const Icon = sorted === null ? IconArrowsSort : sorted === 0 ? IconArrowDown : IconArrowUp;
  return (
    <UnstyledButton className={classes.sort} onClick={() => sort.onSort(field)}>
      {column}
      <Icon
        size={14}
        aria-hidden="true"
        className={classes.sortIcon}
        data-sorted={sorted !== null || undefined}
      />
    </UnstyledButton>
  );
}

/**
 * A column's header (spec 4 'Admin lists'): each name with a sort field is a button that sorts by it, and the
 * header carries aria-sort when the list is sorted by one of them. A column may stack several names (a cell that
 * holds two values, e.g. a name over an e-mail), each sorting on its own.
 */
function ColumnHeader({ names, sort }: { names: readonly string[]; sort: TableSort | undefined }) {
  const sorted = names.map((n) => orderOf(sort, sort?.fields[n])).find((o) => o !== null) ?? null;
  const label = (name: string) => {
    const field = sort?.fields[name];
    return sort && field ? <SortButton key={name} column={name} field={field} sort={sort} /> : name;
  };
  return (
    <Table.Th aria-sort={ariaSort(sorted)}>
      {names.length === 1 && names[0] === '' ? (
        <VisuallyHidden>Actions</VisuallyHidden>
      ) : names.length === 1 ? (
        label(names[0]!)
      ) : (
        <Stack gap={2} align="flex-start">
          {names.map((name) => (
            <span key={name}>{label(name)}</span>
          ))}
        </Stack>
      )}
    </Table.Th>
  );
}

/**
 * An admin list as a table in a bordered panel. Below `minWidth` (a phone) the table scrolls sideways inside
 * the panel (Mantine's Table.ScrollContainer), never the page: the region takes focus so keyboards can scroll
 * it too, and is named by `label`; a faded edge shows on each side where more columns are hidden. A column
 * named '' is the row actions': it stays in sight at the right edge while the other columns scroll. A column given
 * as several names stacks them in its header (ColumnHeader). `compact` fits a wide list into the dashboard's
 * panel at 1440 px: closer columns, and the row actions as icons (named, with a tooltip).
 */
export function ScrollTable({
  label,
  minWidth,
  columns,
  nowrap = false,
  compact = false,
  sort,
  children,
}: {
  label: string;
  minWidth: number;
  columns: readonly (string | readonly string[])[];
  /** Keeps each cell on one line, closer together (short values: codes, amounts, dates). */
  nowrap?: boolean;
  /** Closer columns and icon-only row actions, for a list of many columns. */
  compact?: boolean;
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
      data-compact={compact || undefined}
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
          horizontalSpacing={compact ? 'xs' : nowrap ? 'sm' : 'md'}
          style={nowrap ? { whiteSpace: 'nowrap' } : undefined}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const names = typeof column === 'string' ? [column] : column;
                return <ColumnHeader key={names.join('|')} names={names} sort={sort} />;
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
 * A small text button acting on one row; `label` names it with the row ('Edit Professional') and is its tooltip.
 * On a phone, and in a compact table, it shows its icon only.
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
    <Tooltip label={label} openDelay={300} withinPortal>
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
    </Tooltip>
  );
}
