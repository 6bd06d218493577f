import { useState } from 'react';
import { Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { notices } from '@marquee/contracts/messages';
import type { AdminSupplierListItem } from '@marquee/contracts/admin-suppliers';
import type { UserRowActions } from '../../../components/dashboard/user-row-actions';
import { EmptyList } from '../../../components/ui/building-state';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { ListPagination } from '../../../components/ui/list-pagination';
import { describeError } from '../../../lib/api-error';
import { plural } from '../../../lib/format';
import { hasFilters } from '../../../lib/list-params';
import { useListParams } from '../../../lib/use-list-params';
import { useAdminSuppliers } from '../api/get-admin-suppliers';
import { acceptedList } from '../lib/accepted-list';
import { AcceptedSuppliersTable, supplierName } from './accepted-suppliers-table';
import { DeleteSupplier } from './delete-supplier';
import { EditSupplierModal } from './edit-supplier-modal';
import { SupplierListFilters } from './supplier-list-filters';

/**
 * Admin › Suppliers › Accepted (spec 2.6, 3 'Supplier (admin list)', 7.7): the approved suppliers, filtered,
 * sorted by a column's header and paged (50 a page; up to 5 pages and 5 margin pages), all of it in the URL;
 * each row edits, deletes and carries the actions another feature adds (`rowActions`).
 */
export function AcceptedSuppliers({ rowActions }: { rowActions?: UserRowActions }) {
  const list = useListParams(acceptedList);
  const { params } = list;
  const query = useAdminSuppliers(list.query);
  const [filtersKey, setFiltersKey] = useState(0);
  const [editing, setEditing] = useState<AdminSupplierListItem | null>(null);
  const [deleting, setDeleting] = useState<AdminSupplierListItem | null>(null);
  const data = query.data;

  return (
    <Stack gap="md" mt="md">
      <SupplierListFilters
        key={filtersKey}
        plans={data?.filters.pricing_plans}
        onCleared={() => setFiltersKey((k) => k + 1)}
      />
      {query.isError ? (
        <ErrorAlert>{describeError(query.error)}</ErrorAlert>
      ) : !data ? (
        <Center py="xl">
          <Loader aria-label="Loading suppliers" />
        </Center>
      ) : data.suppliers.length === 0 ? (
        <EmptyList
          icon={<IconBuildingStore size={28} stroke={1.6} aria-hidden="true" />}
          title={hasFilters(params) ? notices.searchEmpty : 'No accepted suppliers yet'}
          description={
            hasFilters(params)
              ? 'No approved supplier matches these filters.'
              : 'Suppliers appear here once they are approved.'
          }
        />
      ) : (
        <>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="gray.7" role="status">
              {plural(data.pagination.total, 'supplier')}
              {data.pagination.total_pages > 1 &&
                ` · page ${data.pagination.page} of ${data.pagination.total_pages}`}
            </Text>
            {query.isFetching && <Loader size="xs" aria-label="Updating the list" />}
          </Group>
          <AcceptedSuppliersTable
            suppliers={data.suppliers}
            sort={list.sort}
            onSort={list.sortBy}
            onEdit={setEditing}
            onDelete={setDeleting}
            rowActions={rowActions}
          />
          <ListPagination
            label="Accepted suppliers pages"
            total={data.pagination.total_pages}
            value={data.pagination.page}
            onChange={list.setPage}
          />
        </>
      )}
      <EditSupplierModal
        supplierId={editing?.id ?? null}
        name={editing ? supplierName(editing) : ''}
        onClose={() => setEditing(null)}
      />
      <DeleteSupplier
        supplier={deleting && { id: deleting.id, name: supplierName(deleting) }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
