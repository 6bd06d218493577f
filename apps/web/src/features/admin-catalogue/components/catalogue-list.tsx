import { Fragment, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconCategory,
  IconChevronDown,
  IconChevronRight,
  IconPencil,
  IconPlaylistAdd,
  IconPlus,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import type { AdminCategory, AdminService } from '@marquee/contracts/admin-catalogue';
import { EmptyList } from '../../../components/ui/building-state';
import { DeleteConfirmModal } from '../../../components/ui/delete-confirm-modal';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { RowAction, ScrollTable } from '../../../components/ui/scroll-table';
import { showToast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { useAdminCatalogue, useDeleteCatalogue } from '../api/admin-catalogue';
import { AddServicesModal } from './add-services-modal';
import { CategoryModal } from './category-modal';
import { ServiceModal } from './service-modal';

type Deleting = { kind: 'category'; item: AdminCategory } | { kind: 'service'; item: AdminService };

function ServiceRows({
  category,
  onEdit,
  onDelete,
}: {
  category: AdminCategory;
  onEdit: (s: AdminService) => void;
  onDelete: (s: AdminService) => void;
}) {
  return category.services.map((s) => (
    <Table.Tr key={`s${s.id}`} bg="gray.0">
      <Table.Td />
      <Table.Td pl="xl">
        <Text size="sm">{s.product}</Text>
        {s.service_keywords.length > 0 && (
          <Text size="xs" c="gray.7">
            {s.service_keywords.map((k) => k.keyword).join(', ')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{s.id}</Table.Td>
      <Table.Td />
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <RowAction
            icon={<IconPencil size={16} aria-hidden="true" />}
            label={`Edit ${s.product}`}
            onClick={() => onEdit(s)}
          >
            Edit
          </RowAction>
          <RowAction
            icon={<IconTrash size={16} aria-hidden="true" />}
            label={`Delete ${s.product}`}
            color="red.9"
            onClick={() => onDelete(s)}
          >
            Delete
          </RowAction>
        </Group>
      </Table.Td>
    </Table.Tr>
  ));
}

/** Admin › Categories & services: search, 'Add category', each category's services in an expandable row. */
export function CatalogueList() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const query = useAdminCatalogue(debounced);
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [editingCategory, setEditingCategory] = useState<AdminCategory | null | undefined>(undefined);
  const [editingService, setEditingService] = useState<
    { service: AdminService | null; categoryId: number | null } | undefined
  >(undefined);
  const [addingTo, setAddingTo] = useState<AdminCategory | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const remove = useDeleteCatalogue();
  const categories = query.data ?? [];
  // A search opens every category it found, so the matching services show.
  const isOpen = (id: number) => open.has(id) || debounced.trim() !== '';
  const toggle = (id: number) => {
    const next = new Set(open);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpen(next);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { kind: deleting.kind, id: deleting.item.id },
      { onSuccess: (res) => showToast(res.message), onSettled: () => setDeleting(null) },
    );
  };
  const nameOf = (d: Deleting) => (d.kind === 'category' ? d.item.category : d.item.product);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          label="Search"
          placeholder="Category, service, keyword or id"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 360 }}
        />
        <Group gap="sm">
          <Button variant="light" onClick={() => setEditingService({ service: null, categoryId: null })}>
            Add service
          </Button>
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setEditingCategory(null)}
          >
            Add category
          </Button>
        </Group>
      </Group>
      {query.isError ? (
        <ErrorAlert>{describeError(query.error)}</ErrorAlert>
      ) : !query.data ? (
        <Center py="xl">
          <Loader aria-label="Loading categories" />
        </Center>
      ) : categories.length === 0 ? (
        <EmptyList
          icon={<IconCategory size={28} stroke={1.6} aria-hidden="true" />}
          title="Nothing found"
          description="No category, service or keyword matches the search."
        />
      ) : (
        <ScrollTable
          label="Categories"
          minWidth={720}
          columns={['Show', 'Category / service', 'Id', 'Services', '']}
        >
          {categories.map((c) => (
            <Fragment key={c.id}>
              <Table.Tr>
                <Table.Td w={40}>
                  <ActionIcon
                    variant="subtle"
                    color="navy"
                    onClick={() => toggle(c.id)}
                    aria-expanded={isOpen(c.id)}
                    aria-label={`${isOpen(c.id) ? 'Hide' : 'Show'} the services of ${c.category}`}
                  >
                    {isOpen(c.id) ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                  </ActionIcon>
                </Table.Td>
                <Table.Td fw={600} c="navy.9">
                  {c.category}{' '}
                  {c.is_hidden === 1 && (
                    <Badge size="sm" color="gray" variant="light">
                      Hidden
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{c.id}</Table.Td>
                <Table.Td>{c.services_count}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <RowAction
                      icon={<IconPlus size={16} aria-hidden="true" />}
                      label={`Add a service to ${c.category}`}
                      onClick={() => setEditingService({ service: null, categoryId: c.id })}
                    >
                      Add service
                    </RowAction>
                    <RowAction
                      icon={<IconPlaylistAdd size={16} aria-hidden="true" />}
                      label={`Add services to ${c.category}`}
                      onClick={() => setAddingTo(c)}
                    >
                      Add services
                    </RowAction>
                    <RowAction
                      icon={<IconPencil size={16} aria-hidden="true" />}
                      label={`Edit ${c.category}`}
                      onClick={() => setEditingCategory(c)}
                    >
                      Edit
                    </RowAction>
                    <RowAction
                      icon={<IconTrash size={16} aria-hidden="true" />}
                      label={`Delete ${c.category}`}
                      color="red.9"
                      onClick={() => setDeleting({ kind: 'category', item: c })}
                    >
                      Delete
                    </RowAction>
                  </Group>
                </Table.Td>
              </Table.Tr>
              {isOpen(c.id) && (
                <ServiceRows
                  category={c}
                  onEdit={(s) => setEditingService({ service: s, categoryId: c.id })}
                  onDelete={(s) => setDeleting({ kind: 'service', item: s })}
                />
              )}
            </Fragment>
          ))}
        </ScrollTable>
      )}
      <CategoryModal
        opened={editingCategory !== undefined}
        category={editingCategory ?? null}
        onClose={() => setEditingCategory(undefined)}
      />
      <ServiceModal
        opened={editingService !== undefined}
        service={editingService?.service ?? null}
        categoryId={editingService?.categoryId ?? null}
        categories={categories}
        onClose={() => setEditingService(undefined)}
      />
      <AddServicesModal category={addingTo} onClose={() => setAddingTo(null)} />
      <DeleteConfirmModal
        opened={deleting !== null}
        title={deleting ? `Delete ${nameOf(deleting)}?` : ''}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
