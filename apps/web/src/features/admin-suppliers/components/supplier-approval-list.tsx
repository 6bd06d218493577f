import { useState } from 'react';
import {
  Anchor,
  Badge,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { effectiveListSearch } from '@marquee/contracts/admin-lists';
import { adminSupplierTexts } from '@marquee/contracts/admin-suppliers';
import { limits } from '@marquee/contracts/limits';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { describeError } from '../../../lib/api-error';
import { displayDate } from '../../../lib/format';
import { useAdminSuppliers } from '../api/get-admin-suppliers';
import { supplierProfileHref } from './supplier-links';

const date = (iso: string | null) => (iso ? displayDate(iso) : '—');

/** 'Waiting for approval' (status 0) or 'Accepted' (status 1), searchable by name, company, e-mail or id. */
export function SupplierApprovalList({ status }: { status: 0 | 1 }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search, limits.searchInputDelayMs);
  const filter = effectiveListSearch(debounced);
  const query = useAdminSuppliers({ status, filter, page });
  const title = status === 0 ? adminSupplierTexts.waitingForApproval : adminSupplierTexts.accepted;

  return (
    <Stack gap="md" mt="md">
      <TextInput
        label="Search by name or id"
        placeholder="Name, company, e-mail or id"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        maw={420}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      {query.isError ? (
        <ErrorAlert>{describeError(query.error)}</ErrorAlert>
      ) : !query.data ? (
        <Center py="xl">
          <Loader aria-label="Loading suppliers" />
        </Center>
      ) : query.data.suppliers.length === 0 ? (
        <Text c="gray.7">{filter ? 'No suppliers match your search.' : `No suppliers in '${title}'.`}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
          {query.data.suppliers.map((s) => (
            <Paper key={s.id} component="li" withBorder radius="md" p="md">
              <Group justify="space-between" align="flex-start" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={supplierProfileHref(s.id)} fw={700} c="navy.9">
                    {s.company_name ?? s.name}
                  </Anchor>
                  <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                    #{s.id} · {s.name} · {s.email}
                  </Text>
                  <Text size="sm" c="gray.7">
                    {s.location ?? 'No location'} ·{' '}
                    {s.services.map((x) => x.service.product).join(', ') || 'No services'}
                  </Text>
                </Stack>
                <Stack gap={4} align="flex-end">
                  <Badge variant="outline" color={status === 0 ? 'coral.9' : 'teal.9'} tt="none">
                    {status === 0 ? `Submitted ${date(s.submitted_at)}` : s.pricing_plan_name}
                  </Badge>
                </Stack>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {query.data && query.data.pagination.total_pages > 1 && (
        <Pagination total={query.data.pagination.total_pages} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}
