import { useState, type ReactNode } from 'react';
import {
  Anchor,
  Avatar,
  Box,
  Button,
  Center,
  Group,
  Image,
  Loader,
  Rating,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconNews, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { contentTexts } from '@marquee/contracts/admin-content';
import type { Partner, Testimonial } from '@marquee/contracts/content';
import { EmptyList } from '../../../components/ui/building-state';
import { DeleteConfirmModal } from '../../../components/ui/delete-confirm-modal';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { RowAction, ScrollTable } from '../../../components/ui/scroll-table';
import { showToast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { displayWebsite, websiteHref } from '../../../lib/format';
import {
  useAdminPartners,
  useAdminTestimonials,
  useDeleteContent,
  type ContentKind,
} from '../api/admin-content';
import { PartnerModal } from './partner-modal';
import { TestimonialModal } from './testimonial-modal';

interface ContentListProps<T extends { id: number }> {
  kind: ContentKind;
  /** The table's name ('Partners'), for the scrollable region. */
  label: string;
  intro: string;
  addLabel: string;
  query: { data: T[] | undefined; isError: boolean; error: unknown };
  empty: { title: string; description: string };
  columns: readonly string[];
  minWidth: number;
  /** What an entry is called in its row actions and the delete confirmation. */
  nameOf: (item: T) => string;
  cells: (item: T) => ReactNode;
  deleted: string;
  modal: (state: { opened: boolean; item: T | null; onClose: () => void }) => ReactNode;
}

/** A content list: add above, a table with Edit and Delete on each row, the modal and the delete confirmation. */
function ContentList<T extends { id: number }>(props: ContentListProps<T>) {
  const { kind, label, query, empty, columns, minWidth, nameOf, cells } = props;
  // undefined: closed; null: adding; an entry: editing it.
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<T | null>(null);
  const remove = useDeleteContent(kind);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => showToast(props.deleted),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="gray.7" maw={620}>
          {props.intro}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing(null)}>
          {props.addLabel}
        </Button>
      </Group>
      {query.isError ? (
        <ErrorAlert>{describeError(query.error)}</ErrorAlert>
      ) : !query.data ? (
        <Center py="xl">
          <Loader aria-label={`Loading ${label.toLowerCase()}`} />
        </Center>
      ) : query.data.length === 0 ? (
        <EmptyList
          icon={<IconNews size={28} stroke={1.6} aria-hidden="true" />}
          title={empty.title}
          description={empty.description}
        />
      ) : (
        <ScrollTable label={label} minWidth={minWidth} columns={[...columns, '']}>
          {query.data.map((item) => (
            <Table.Tr key={item.id}>
              {cells(item)}
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <RowAction
                    icon={<IconPencil size={16} aria-hidden="true" />}
                    label={`Edit ${nameOf(item)}`}
                    onClick={() => setEditing(item)}
                  >
                    Edit
                  </RowAction>
                  <RowAction
                    icon={<IconTrash size={16} aria-hidden="true" />}
                    label={`Delete ${nameOf(item)}`}
                    color="red.9"
                    onClick={() => setDeleting(item)}
                  >
                    Delete
                  </RowAction>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      )}
      {props.modal({
        opened: editing !== undefined,
        item: editing ?? null,
        onClose: () => setEditing(undefined),
      })}
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

/** A partner's site as a link, when it is an http(s) address by the one rule (decision 0049); else a dash. */
function PartnerWebsite({ website }: { website: string }) {
  const href = websiteHref(website);
  if (!href) return '—';
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" c="navy.9" td="underline">
      {displayWebsite(href)}
    </Anchor>
  );
}

/** Admin › Content › Partners: the 'Endorsed by' companies, in the order the sliders show them. */
export function AdminPartnersList() {
  return (
    <ContentList<Partner>
      kind="partners"
      label="Partners"
      intro="The companies in the 'Endorsed by' sliders of the home page and the supplier page, in this order."
      addLabel="Add partner"
      query={useAdminPartners()}
      empty={{
        title: 'No partners yet',
        description: "The 'Endorsed by' sliders stay hidden until partners are added.",
      }}
      columns={['Logo', 'Company', 'Website']}
      minWidth={640}
      nameOf={(p) => p.company_name}
      deleted={contentTexts.partnerDeleted}
      cells={(p) => (
        <>
          <Table.Td w={180}>
            {p.image_url ? <Image src={p.image_url} alt="" h={40} w={150} fit="contain" /> : '—'}
          </Table.Td>
          <Table.Td fw={600} c="navy.9">
            {p.company_name}
          </Table.Td>
          <Table.Td>
            <PartnerWebsite website={p.website} />
          </Table.Td>
        </>
      )}
      modal={({ opened, item, onClose }) => <PartnerModal opened={opened} partner={item} onClose={onClose} />}
    />
  );
}

/** Admin › Content › Testimonials: the reviews slider of the home page, newest first. */
export function AdminTestimonialsList() {
  return (
    <ContentList<Testimonial>
      kind="testimonials"
      label="Testimonials"
      intro="The organisers' reviews in the home page's slider, newest first."
      addLabel="Add testimonial"
      query={useAdminTestimonials()}
      empty={{
        title: 'No testimonials yet',
        description: 'The reviews slider on the home page stays hidden until testimonials are added.',
      }}
      columns={['Name', 'Title', 'Rating', 'Requests']}
      minWidth={820}
      nameOf={(t) => t.name}
      deleted={contentTexts.testimonialDeleted}
      cells={(t) => (
        <>
          <Table.Td>
            <Group gap="sm" wrap="nowrap">
              <Avatar src={t.avatar_url} alt="" radius="xl" size={36} />
              <div>
                <Text fw={600} c="navy.9" size="sm">
                  {t.name}
                </Text>
                <Text size="xs" c="gray.7">
                  {t.description}
                </Text>
              </div>
            </Group>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{t.title}</Text>
          </Table.Td>
          <Table.Td>
            <Box role="img" aria-label={`Rated ${t.rate} out of 5`} style={{ display: 'inline-flex' }}>
              <Rating value={t.rate} fractions={2} readOnly size="sm" aria-hidden="true" />
            </Box>
          </Table.Td>
          <Table.Td>{t.quote_requests_total}</Table.Td>
        </>
      )}
      modal={({ opened, item, onClose }) => (
        <TestimonialModal opened={opened} testimonial={item} onClose={onClose} />
      )}
    />
  );
}
