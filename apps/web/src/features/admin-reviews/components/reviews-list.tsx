import { useState } from 'react';
import { Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconStar } from '@tabler/icons-react';
import { DELETED_ORGANISER_NAME } from '@marquee/contracts/account-deletion';
import { reviewTexts, type AdminReviewListItem } from '@marquee/contracts/admin-reviews';
import { limits } from '@marquee/contracts/limits';
import { EmptyList } from '../../../components/ui/building-state';
import { DeleteConfirmModal } from '../../../components/ui/delete-confirm-modal';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { ListPagination } from '../../../components/ui/list-pagination';
import { showToast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { plural } from '../../../lib/format';
import { useAdminReviews, useDeleteAdminReview, useRemoveReviewReply } from '../api/admin-reviews';
import { ReviewEditModal } from './review-edit-modal';
import { ReviewsTable } from './reviews-table';

/** The search the API applies: from 3 characters, else none (spec 5 'Admin lists'). */
const effective = (text: string) => {
  const t = text.trim();
  return t.length >= limits.listSearchMin ? t : '';
};

/**
 * Admin › Reviews (spec 2.6, 7.7): newest first, searched by organiser name, company or date, 25 a page; edit the
 * stars and message, delete after the confirmation, remove a supplier's reply (decision 0075).
 */
export function ReviewsList() {
  const [search, setSearch] = useState('');
  const [filter] = useDebouncedValue(effective(search), limits.searchInputDelayMs);
  const [page, setPage] = useState(1);
  const list = useAdminReviews({ filter: filter || undefined, page });
  const remove = useDeleteAdminReview();
  const removeReply = useRemoveReviewReply();
  const [editing, setEditing] = useState<AdminReviewListItem | null>(null);
  const [toDelete, setToDelete] = useState<AdminReviewListItem | null>(null);
  const [replyToRemove, setReplyToRemove] = useState<AdminReviewListItem | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: (answer) => showToast(answer.message),
      onError: (err) => showToast(describeError(err)),
      onSettled: () => setToDelete(null),
    });
  };
  const confirmRemoveReply = () => {
    if (!replyToRemove) return;
    removeReply.mutate(replyToRemove.id, {
      onSuccess: () => showToast(reviewTexts.replyRemoved),
      onError: (err) => showToast(describeError(err)),
      onSettled: () => setReplyToRemove(null),
    });
  };

  return (
    <Stack gap="md" mt="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          label="Search reviews"
          description={`Organiser name, company or date (dd.mm.yyyy) from ${limits.listSearchMin} characters`}
          placeholder="Name, company or date"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 420 }}
        />
        {list.data && (
          <Text size="sm" c="gray.7" role="status">
            {plural(list.data.pagination.total, 'review')}
          </Text>
        )}
      </Group>
      {list.isError ? (
        <ErrorAlert>{describeError(list.error)}</ErrorAlert>
      ) : !list.data ? (
        <Center py="xl">
          <Loader aria-label="Loading reviews" />
        </Center>
      ) : list.data.reviews.length === 0 ? (
        <EmptyList
          icon={<IconStar size={28} stroke={1.6} aria-hidden="true" />}
          title={filter ? reviewTexts.noMatch : reviewTexts.noneYet}
        />
      ) : (
        <ReviewsTable
          reviews={list.data.reviews}
          onEdit={setEditing}
          onDelete={setToDelete}
          onRemoveReply={setReplyToRemove}
        />
      )}
      {list.data && (
        <ListPagination
          label="Review pages"
          total={list.data.pagination.total_pages}
          value={page}
          onChange={setPage}
        />
      )}
      {editing && <ReviewEditModal review={editing} onClose={() => setEditing(null)} />}
      <DeleteConfirmModal
        opened={toDelete !== null}
        title={toDelete ? `Delete the review by ${toDelete.organiser?.name ?? DELETED_ORGANISER_NAME}?` : ''}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
      <DeleteConfirmModal
        opened={replyToRemove !== null}
        title={
          replyToRemove ? `Remove ${replyToRemove.supplier.company_name ?? 'the supplier'}'s reply?` : ''
        }
        loading={removeReply.isPending}
        onConfirm={confirmRemoveReply}
        onClose={() => setReplyToRemove(null)}
      />
    </Stack>
  );
}
