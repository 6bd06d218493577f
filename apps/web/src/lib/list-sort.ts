import type { SortOrder } from '@marquee/contracts/admin-lists';

/** An admin list's order as the API takes it (spec 7.7): `sort_order` 0 descending, 1 ascending. */
export type { SortOrder };

export interface ListSort<Field extends string = string> {
  field: Field;
  order: SortOrder;
}

/**
 * The order after a column's header is clicked (spec 4 'Admin lists', 9): the same column toggles its direction,
 * a new column starts descending.
 */
export function nextSort<Field extends string>(
  current: ListSort<Field> | null,
  field: Field,
): ListSort<Field> {
  if (current?.field === field) return { field, order: current.order === 0 ? 1 : 0 };
  return { field, order: 0 };
}
