import { Modal, Stack, Text } from '@mantine/core';
import { reviewTexts, type AdminReviewListItem } from '@marquee/contracts/admin-reviews';
import { ReviewFormFields, useReviewForm } from '../../../components/review/review-form-fields';
import { ModalActions } from '../../../components/ui/modal-actions';
import { showToast } from '../../../components/ui/toast';
import { useUpdateAdminReview } from '../api/admin-reviews';

/** Edit review: the stars and the message, by the organiser's review form's rules (spec 5 "Review"). */
export function ReviewEditModal({ review, onClose }: { review: AdminReviewListItem; onClose: () => void }) {
  const { form, failure, submit } = useReviewForm({ rate: review.rate, message: review.message });
  const update = useUpdateAdminReview();
  const save = submit((body, onError) =>
    update.mutate(
      { id: review.id, ...body },
      {
        onSuccess: () => {
          showToast(reviewTexts.updated);
          onClose();
        },
        onError,
      },
    ),
  );
  return (
    <Modal opened onClose={onClose} title="Edit review" centered radius="lg">
      <Stack gap="md">
        <Text size="sm" c="gray.8">
          Review of {review.supplier.company_name ?? 'the supplier'}. The change shows on their profile at
          once.
        </Text>
        <ReviewFormFields form={form} failure={failure} />
        <ModalActions onCancel={onClose} onConfirm={() => void save()} loading={update.isPending}>
          Save review
        </ModalActions>
      </Stack>
    </Modal>
  );
}
