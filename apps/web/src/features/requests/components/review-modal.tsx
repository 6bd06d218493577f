import { Modal, Stack, Text } from '@mantine/core';
import type { ServiceRequest } from '@marquee/contracts/requests';
import { useCreateReview } from '../api/create-review';
import { useUpdateReview } from '../api/update-review';
import { ReviewFormFields, useReviewForm } from '../../../components/review/review-form-fields';
import { ModalActions } from '../../../components/ui/modal-actions';

/**
 * Write or modify review (spec 2.7, 5 "Review"): rate 1–5 and a message, both required, for the selected
 * supplier. With the request's review it opens filled in and saves the change.
 */
export function ReviewModal({
  request,
  opened,
  onClose,
}: {
  request: ServiceRequest;
  opened: boolean;
  onClose: () => void;
}) {
  const existing = request.review;
  const { form, failure, submit } = useReviewForm({
    rate: existing?.rate,
    message: existing?.message ?? '',
  });
  const create = useCreateReview();
  const update = useUpdateReview();
  const saving = existing ? update : create;
  const supplier = request.service_request_accept?.user.company_name ?? 'the supplier';

  const save = submit((body, onError) => {
    const handlers = { onSuccess: onClose, onError };
    if (existing) update.mutate({ id: existing.id, ...body }, handlers);
    else create.mutate({ service_request_id: request.id, ...body }, handlers);
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={existing ? 'Modify review' : 'Write review'}
      centered
      radius="lg"
    >
      <Stack gap="md">
        <Text size="sm" c="gray.8">
          How was {supplier} for your {request.service?.product ?? 'event'}? Your review is shown on their
          public profile.
        </Text>
        <ReviewFormFields form={form} failure={failure} />
        <ModalActions onCancel={onClose} onConfirm={() => void save()} loading={saving.isPending}>
          {existing ? 'Save review' : 'Submit review'}
        </ModalActions>
      </Stack>
    </Modal>
  );
}
