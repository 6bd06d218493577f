import { Pagination, em, type PaginationProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * The admin lists' pages (spec 9): up to 5 pages around the current one and 5 at each end. On a phone 1 page on
 * each side of the current one and 1 at each end, so the control fits one row of a 375 px screen
 * (docs/decisions/0066). One control, chosen by the width, so that a page is named once. Nothing for one page.
 */
export function ListPagination({
  total,
  value,
  onChange,
  label,
}: Pick<PaginationProps, 'total' | 'value' | 'onChange'> & { label: string }) {
  const wide = useMediaQuery(`(min-width: ${em(768)})`, true, { getInitialValueInEffect: false });
  if (total <= 1) return null;
  return (
    <nav aria-label={label}>
      <Pagination
        total={total}
        value={value}
        onChange={onChange}
        siblings={wide ? 2 : 1}
        boundaries={wide ? 5 : 1}
        gap={wide ? 8 : 4}
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control,
        })}
        getItemProps={(page) => ({
          'aria-label': `Page ${page}`,
          'aria-current': page === value ? 'page' : undefined,
        })}
      />
    </nav>
  );
}
