import { Group, Stack, Table, Text } from '@mantine/core';
import { IconMessageOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { DELETED_ORGANISER_NAME } from '@marquee/contracts/account-deletion';
import type { AdminReviewListItem } from '@marquee/contracts/admin-reviews';
import { Stars } from '../../../components/ui/rating-stars';
import { RowAction, ScrollTable } from '../../../components/ui/scroll-table';
import { displayDate } from '../../../lib/format';

const columns = ['Date', 'Organiser', 'Supplier', 'Rating', 'Review', ''] as const;

/** The reviews as a table: on a phone it scrolls sideways inside its panel, the actions staying in sight. */
export function ReviewsTable({
  reviews,
  onEdit,
  onDelete,
  onRemoveReply,
}: {
  reviews: AdminReviewListItem[];
  onEdit: (review: AdminReviewListItem) => void;
  onDelete: (review: AdminReviewListItem) => void;
  onRemoveReply: (review: AdminReviewListItem) => void;
}) {
  return (
    <ScrollTable label="Reviews" minWidth={980} columns={columns}>
      {reviews.map((r) => {
        const organiser = r.organiser?.name ?? DELETED_ORGANISER_NAME;
        const supplier = r.supplier.company_name ?? `Supplier ${r.supplier.id}`;
        return (
          <Table.Tr key={r.id}>
            <Table.Td>
              <Text size="sm" component="time" dateTime={r.created_at} style={{ whiteSpace: 'nowrap' }}>
                {displayDate(r.created_at)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={600} c="navy.9">
                {organiser}
              </Text>
              {r.organiser?.company_name && (
                <Text size="sm" c="gray.7">
                  {r.organiser.company_name}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{supplier}</Table.Td>
            <Table.Td>
              <Stars value={r.rate} label={`Rated ${r.rate} out of 5`} />
            </Table.Td>
            <Table.Td maw={420}>
              <Stack gap={6}>
                <Text size="sm" lineClamp={4} style={{ whiteSpace: 'pre-line' }}>
                  {r.message}
                </Text>
                {r.reply && (
                  <Text size="sm" c="gray.7" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
                    <Text span size="sm" fw={600} c="navy.9">
                      Reply:{' '}
                    </Text>
                    {r.reply.message}
                  </Text>
                )}
              </Stack>
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <RowAction
                  icon={<IconPencil size={16} aria-hidden="true" />}
                  label={`Edit the review by ${organiser}`}
                  onClick={() => onEdit(r)}
                >
                  Edit
                </RowAction>
                {r.reply && (
                  <RowAction
                    icon={<IconMessageOff size={16} aria-hidden="true" />}
                    label={`Remove ${supplier}'s reply`}
                    onClick={() => onRemoveReply(r)}
                  >
                    Remove reply
                  </RowAction>
                )}
                <RowAction
                  icon={<IconTrash size={16} aria-hidden="true" />}
                  label={`Delete the review by ${organiser}`}
                  color="red.9"
                  onClick={() => onDelete(r)}
                >
                  Delete
                </RowAction>
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ScrollTable>
  );
}
