import { useState } from 'react';
import { Button, Center, Group, Loader, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconBulb, IconTrash } from '@tabler/icons-react';
import type { AdminSuggestion } from '@marquee/contracts/admin-catalogue';
import { EmptyList } from '../../../components/ui/building-state';
import { DeleteConfirmModal } from '../../../components/ui/delete-confirm-modal';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { RowAction, ScrollTable } from '../../../components/ui/scroll-table';
import { showToast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import {
  useAcceptSuggestion,
  useAdminCatalogue,
  useAdminSuggestions,
  useDeleteCatalogue,
} from '../api/admin-catalogue';

/** 'Add as a service': a category to put the product in, then the button. */
function AddAsService({
  suggestion,
  categories,
}: {
  suggestion: AdminSuggestion;
  categories: { value: string; label: string }[];
}) {
  const [category, setCategory] = useState<string | null>(null);
  const accept = useAcceptSuggestion();
  return (
    <Group gap={6} wrap="nowrap">
      <Select
        aria-label={`Category for ${suggestion.product}`}
        placeholder="Category"
        data={categories}
        value={category}
        onChange={setCategory}
        searchable
        size="xs"
        w={180}
      />
      <Button
        size="compact-sm"
        variant="light"
        disabled={!category}
        loading={accept.isPending}
        onClick={() =>
          category &&
          accept.mutate(
            { id: suggestion.id, categoryId: Number(category) },
            { onSuccess: () => showToast(`${suggestion.product} added as a service`) },
          )
        }
      >
        Add as a service
      </Button>
    </Group>
  );
}

/** Admin › Categories & services › Suggestions: suppliers' suggestions with counts, and unknown searches. */
export function SuggestionsList() {
  const query = useAdminSuggestions();
  const catalogue = useAdminCatalogue('');
  const [deleting, setDeleting] = useState<AdminSuggestion | null>(null);
  const remove = useDeleteCatalogue();
  const categories = (catalogue.data ?? []).map((c) => ({ value: String(c.id), label: c.category }));

  if (query.isError) return <ErrorAlert>{describeError(query.error)}</ErrorAlert>;
  if (!query.data)
    return (
      <Center py="xl">
        <Loader aria-label="Loading suggestions" />
      </Center>
    );
  const { data, unknowns } = query.data;
  return (
    <Stack gap="lg">
      {data.length === 0 ? (
        <EmptyList
          icon={<IconBulb size={28} stroke={1.6} aria-hidden="true" />}
          title="No suggestions"
          description="Services suppliers suggest will be listed here."
        />
      ) : (
        <ScrollTable
          label="Suggestions"
          minWidth={900}
          columns={['Product', 'Count', 'Company', 'Email', '']}
        >
          {data.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td fw={600} c="navy.9">
                {s.product}
              </Table.Td>
              <Table.Td>{s.count}</Table.Td>
              <Table.Td>{s.company_name ?? '—'}</Table.Td>
              <Table.Td>{s.email ?? '—'}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <AddAsService suggestion={s} categories={categories} />
                  <RowAction
                    icon={<IconTrash size={16} aria-hidden="true" />}
                    label={`Delete the suggestion ${s.product}`}
                    color="red.9"
                    onClick={() => setDeleting(s)}
                  >
                    Delete
                  </RowAction>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      )}
      <Stack gap="xs">
        <Title order={3} size="h5">
          Searches that found no service
        </Title>
        {unknowns.length === 0 ? (
          <Text size="sm" c="gray.7">
            None yet.
          </Text>
        ) : (
          <ScrollTable label="Searches that found no service" minWidth={360} columns={['Search', 'Count']}>
            {unknowns.map((u) => (
              <Table.Tr key={u.service_name}>
                <Table.Td>{u.service_name}</Table.Td>
                <Table.Td>{u.count}</Table.Td>
              </Table.Tr>
            ))}
          </ScrollTable>
        )}
      </Stack>
      <DeleteConfirmModal
        opened={deleting !== null}
        title={deleting ? `Delete the suggestion ${deleting.product}?` : ''}
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { kind: 'suggestion', id: deleting.id },
            { onSuccess: (res) => showToast(res.message), onSettled: () => setDeleting(null) },
          )
        }
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
