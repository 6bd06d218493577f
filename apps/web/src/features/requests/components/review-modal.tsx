import { useState } from 'react';
import { Input, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { updateReviewBody, type ServiceRequest } from '@marquee/contracts/requests';
import { describeError } from '../../../lib/api-error';
import { useCreateReview } from '../api/create-review';
import { useUpdateReview } from '../api/update-review';
import { useFieldBinding } from '../../../components/form/bound-field';
import { setServerFieldErrors } from '../../../components/form/server-field-errors';
import { ModalActions } from '../../../components/ui/modal-actions';

interface ReviewValues {
  /** 1–5 stars, none yet until one is picked. */
  rate: number | undefined;
  message: string;
}
type Review = z.output<typeof updateReviewBody>;

// The review's rules and texts (spec 5 "Review"), the same for a new review and a changed one.
const resolver = zodResolver(updateReviewBody) as unknown as Resolver<ReviewValues, unknown, Review>;

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
  // Checked on submit; changing a field clears its error until the next submit.
  const form = useForm<ReviewValues, unknown, Review>({
    resolver,
    defaultValues: { rate: existing?.rate, message: existing?.message ?? '' },
    reValidateMode: 'onSubmit',
  });
  const message = useFieldBinding({ control: form.control, name: 'message' });
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateReview();
  const update = useUpdateReview();
  const saving = existing ? update : create;
  const supplier = request.service_request_accept?.user.company_name ?? 'the supplier';

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    const handlers = {
      onSuccess: onClose,
      onError: (err: Error) => {
        const placed = setServerFieldErrors(form.setError, err, ['rate', 'message']);
        if (placed.length === 0) setFailure(describeError(err));
      },
    };
    if (existing) update.mutate({ id: existing.id, ...values }, handlers);
    else create.mutate({ service_request_id: request.id, ...values }, handlers);
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
        <Textarea
          label="Message"
          required
          autosize
          minRows={4}
          {...message}
          onChange={(e) => {
            message.onChange(e);
            form.clearErrors('message');
          }}
        />
        <ModalActions onCancel={onClose} onConfirm={() => void submit()} loading={saving.isPending}>
          {existing ? 'Save review' : 'Submit review'}
        </ModalActions>
      </Stack>
    </Modal>
  );
}
