import { useState } from 'react';
import { Button, Center, Group, Loader, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconBulb, IconTrash } from '@tabler/icons-react';
import { catalogueTexts, type AdminSuggestion } from '@marquee/contracts/admin-catalogue';
import { Controller, useForm } from 'react-hook-form';
import { setServerFieldErrors } from '../../../components/form/server-field-errors';
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

interface AddValues {
  /** The category's id as the select holds it ('' for none). */
  service_category_id: string;
}

/**
 * 'Add as a service': a category to put the product in, then the button. A product that is a service already
 * (made since it was suggested) is answered instead: 'This service already exists' and a button that dismisses its
 * suggestions (decision 0076, amendment).
 */
function AddAsService({
  suggestion,
  categories,
}: {
  suggestion: AdminSuggestion;
  categories: { value: string; label: string }[];
}) {
  const form = useForm<AddValues>({ defaultValues: { service_category_id: '' } });
  const accept = useAcceptSuggestion();
  const existing = suggestion.existing_service;
  const send = (categoryId: number | null) =>
    accept.mutate(
      { id: suggestion.id, categoryId },
      {
        onError: (err) => {
          const placed = setServerFieldErrors(form.setError, err, ['service_category_id']);
          if (placed.length === 0)
            form.setError('service_category_id', { type: 'server', message: describeError(err) });
        },
      },
    );
  if (existing)
    return (
      <Stack gap={6} align="flex-start">
        <Text size="sm" c="red.9" fw={500}>
          {catalogueTexts.serviceExists}
          <Text span size="xs" c="gray.7" fw={400} display="block">
            in {existing.category}
          </Text>
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          loading={accept.isPending}
          aria-label={`${catalogueTexts.dismissSuggestions} of ${suggestion.product}`}
          onClick={() => send(null)}
        >
          {catalogueTexts.dismissSuggestions}
        </Button>
      </Stack>
    );
  const submit = form.handleSubmit((values) => send(Number(values.service_category_id)));
  return (
    <form onSubmit={submit} noValidate aria-label={`Add ${suggestion.product} as a service`}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Controller
          control={form.control}
          name="service_category_id"
          rules={{ required: catalogueTexts.categoryRequired }}
          render={({ field, fieldState }) => (
            <Select
              aria-label={`Category for ${suggestion.product}`}
              placeholder="Category"
              data={categories}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              searchable
              size="xs"
              w={180}
            />
          )}
        />
        <Button type="submit" size="compact-sm" variant="light" loading={accept.isPending} mt={2}>
          Add as a service
        </Button>
      </Group>
    </form>
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
          minWidth={980}
          columns={['Product', 'Count', 'Company', 'Email', 'Add as a service', '']}
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
                <AddAsService suggestion={s} categories={categories} />
              </Table.Td>
              <Table.Td>
                <RowAction
                  icon={<IconTrash size={16} aria-hidden="true" />}
                  label={`Delete the suggestion ${s.product}`}
                  color="red.9"
                  onClick={() => setDeleting(s)}
                >
                  Delete
                </RowAction>
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
