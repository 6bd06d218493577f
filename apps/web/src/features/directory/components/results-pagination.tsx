import { Pagination, type PaginationProps } from '@mantine/core';

/**
 * The result list's pages, one pagination for wide screens and a tighter one for phones (they differ only
 * in size). Its own module, loaded by `supplier-results.tsx` after the list renders: Mantine's Pagination
 * is about 2.7 KB that the service page's first load cannot afford (docs/decisions/0029).
 */
export function ResultsPagination(props: PaginationProps) {
  return (
    <>
      <Pagination {...props} siblings={2} visibleFrom="sm" />
      <Pagination {...props} siblings={1} size="md" gap={4} hiddenFrom="sm" />
    </>
  );
}
