import { useState } from 'react';
import { Input, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import {
  adminReviewUpdateBody,
  reviewTexts,
  type AdminReviewListItem,
  type AdminReviewUpdate,
} from '@marquee/contracts/admin-reviews';
import { describeError } from '../../../lib/api-error';
import { useFieldBinding } from '../../../components/form/bound-field';
import { setServerFieldErrors } from '../../../components/form/server-field-errors';
import { ModalActions } from '../../../components/ui/modal-actions';
import { showToast } from '../../../components/ui/toast';
import { useUpdateAdminReview } from '../api/admin-reviews';

interface Values {
  rate: number | undefined;
  message: string;
}
const resolver = zodResolver(adminReviewUpdateBody) as unknown as Resolver<
  Values,
  unknown,
  AdminReviewUpdate
>;

/** Edit review: the stars and the message, by the organiser's review form's rules (spec 5 "Review"). */
export function ReviewEditModal({ review, onClose }: { review: AdminReviewListItem; onClose: () => void }) {
  const form = useForm<Values, unknown, AdminReviewUpdate>({
    resolver,
    defaultValues: { rate: review.rate, message: review.message },
    reValidateMode: 'onSubmit',
  });
  const message = useFieldBinding({ control: form.control, name: 'message' });
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateAdminReview();
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    update.mutate(
      { id: review.id, ...values },
      {
        onSuccess: () => {
          showToast(reviewTexts.updated);
          onClose();
        },
        onError: (err) => {
          const placed = setServerFieldErrors(form.setError, err, ['rate', 'message']);
          if (placed.length === 0) setFailure(describeError(err));
        },
      },
    );
  });
  return (
    <Modal opened onClose={onClose} title="Edit review" centered radius="lg">
      <Stack gap="md">
        <Text size="sm" c="gray.8">
          Review of {review.supplier.company_name ?? 'the supplier'}. The change shows on their profile at
          once.
        </Text>
        {failure && (
          <Text size="sm" c="red.9" role="alert">
            {failure}
          </Text>
        )}
        <Controller
          control={form.control}
          name="rate"
          render={({ field, fieldState }) => (
            <Input.Wrapper label="Rating" required error={fieldState.error?.message}>
              <Rating
                value={field.value ?? 0}
                onChange={(v) => {
                  field.onChange(v);
                  form.clearErrors('rate');
                }}
                size="lg"
                mt={4}
                aria-label="Rating"
                getSymbolLabel={(i) => `${i} of 5 stars`}
              />
            </Input.Wrapper>
          )}
        />
        <Textarea label="Message" required autosize minRows={4} {...message} />
        <ModalActions onCancel={onClose} onConfirm={() => void submit()} loading={update.isPending}>
          Save review
        </ModalActions>
      </Stack>
    </Modal>
  );
}
