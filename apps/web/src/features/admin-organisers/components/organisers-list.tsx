import { useEffect, useState } from 'react';
import { Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { effectiveListSearch } from '@marquee/contracts/admin-lists';
import {
  adminOrganiserSortFields,
  adminOrganiserTexts,
  type AdminOrganiserListItem,
  type AdminOrganiserSortField,
} from '@marquee/contracts/admin-organisers';
import { limits } from '@marquee/contracts/limits';
import { EmptyList } from '../../../components/ui/building-state';
import { DeleteConfirmModal } from '../../../components/ui/delete-confirm-modal';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { ListPagination } from '../../../components/ui/list-pagination';
import { showToast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { plural } from '../../../lib/format';
import { readPage, readSort, type ListDefinition } from '../../../lib/list-params';
import { useListParams, useTypedParam } from '../../../lib/use-list-params';
import { useAdminOrganisers, type AdminOrganisersParams } from '../api/get-admin-organisers';
import { useDeleteAdminOrganiser } from '../api/delete-admin-organiser';
import type { UserRowActions } from '../../../components/dashboard/user-row-actions';
import { OrganisersTable } from './organisers-table';

/**
 * The list in the URL (docs/decisions/0066), e.g. `/admin-login/organisers/list?filter=pember&sort_field=name
 * &sort_order=1&page=2`: newest sign-up first unless sorted otherwise (decision 0069); the search from 3
 * characters or an id (spec 5 'Admin lists').
 */
const organiserList: ListDefinition<AdminOrganisersParams, AdminOrganiserSortField> = {
  query: (params) => {
    const sort = readSort(params, organiserList);
    return {
      filter: effectiveListSearch(params.get('filter') ?? ''),
      sort_field: sort.field,
      sort_order: sort.order,
      page: readPage(params),
    };
  },
  sortFields: adminOrganiserSortFields,
  defaultSort: { field: 'created_at', order: 0 },
};

/**
 * Admin › Organisers › List (spec 2.6, 4 and 5 'Admin lists', 7.7): search from 3 characters or an id, sort by
 * any column, 25 a page, delete after the confirmation; all but the confirmation kept in the URL.
 */
export function OrganisersList({ rowActions }: { rowActions?: UserRowActions }) {
  const { query, sort, update, sortBy, setPage } = useListParams(organiserList);
  const list = useAdminOrganisers(query);
  const remove = useDeleteAdminOrganiser();
  const [toDelete, setToDelete] = useState<AdminOrganiserListItem | null>(null);
  // A new search starts at the first page; text that does not change the search (under 3 characters) keeps it.
  const [search, setSearch] = useTypedParam(organiserList, 'filter');

  // After the last organiser of the last page goes, show the page before rather than an empty one.
  const pagination = list.data?.pagination;
  useEffect(() => {
    if (pagination && pagination.page > pagination.total_pages) update({ page: pagination.total_pages });
  }, [pagination, update]);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: (answer) => showToast(answer.message),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Stack gap="md" mt="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          label="Search organisers"
          description={`Name, company or e-mail from ${limits.listSearchMin} characters, or an id`}
          placeholder="Name, company, e-mail or id"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 420 }}
        />
        {list.data && (
          <Text size="sm" c="gray.7" role="status">
            {plural(list.data.pagination.total, 'organiser')}
          </Text>
        )}
      </Group>
      {list.isError ? (
        <ErrorAlert>{describeError(list.error)}</ErrorAlert>
      ) : !list.data ? (
        <Center py="xl">
          <Loader aria-label="Loading organisers" />
        </Center>
      ) : list.data.organisers.length === 0 ? (
        <EmptyList
          icon={<IconUsers size={28} stroke={1.6} aria-hidden="true" />}
          title={query.filter ? adminOrganiserTexts.noMatch : adminOrganiserTexts.noneYet}
        />
      ) : (
        <OrganisersTable
          organisers={list.data.organisers}
          sort={sort}
          onSort={sortBy}
          onDelete={setToDelete}
          rowActions={rowActions}
        />
      )}
      {list.data && (
        <ListPagination
          label="Organiser pages"
          total={list.data.pagination.total_pages}
          value={query.page ?? 1}
          onChange={setPage}
        />
      )}
      <DeleteConfirmModal
        opened={toDelete !== null}
        title={toDelete ? `Delete ${toDelete.name}?` : ''}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
