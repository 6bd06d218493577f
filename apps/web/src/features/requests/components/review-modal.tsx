import { useState } from 'react';
import { Input, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { createReviewBody, type ServiceRequest } from '@marquee/contracts/requests';
import { ApiError, describeError } from '../../../lib/api-error';
import { useCreateReview } from '../api/create-review';
import { useUpdateReview } from '../api/update-review';
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
  const [rate, setRate] = useState(existing?.rate ?? 0);
  const [message, setMessage] = useState(existing?.message ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateReview();
  const update = useUpdateReview();
  const saving = existing ? update : create;
  const supplier = request.service_request_accept?.user.company_name ?? 'the supplier';

  const submit = () => {
    const parsed = createReviewBody.safeParse({
      service_request_id: request.id,
      rate: rate || undefined,
      message,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      return setErrors(next);
    }
    const handlers = {
      onSuccess: onClose,
      onError: (err: Error) => {
        const fields = err instanceof ApiError ? err.fieldErrors : {};
        setErrors({ rate: fields.rate?.[0] ?? '', message: fields.message?.[0] ?? '' });
        if (!fields.rate && !fields.message) setFailure(describeError(err));
      },
    };
    if (existing) {
      update.mutate({ id: existing.id, rate: parsed.data.rate, message: parsed.data.message }, handlers);
    } else {
      create.mutate(parsed.data, handlers);
    }
  };

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
        <Input.Wrapper label="Rating" required error={errors.rate || undefined}>
          <Rating
            value={rate}
            onChange={(v) => {
              setRate(v);
              setErrors((e) => ({ ...e, rate: '' }));
            }}
            size="lg"
            mt={4}
            aria-label="Rating"
            getSymbolLabel={(i) => `${i} of 5 stars`}
          />
        </Input.Wrapper>
        <Textarea
          label="Message"
          required
          autosize
          minRows={4}
          value={message}
          onChange={(e) => {
            setMessage(e.currentTarget.value);
            setErrors((x) => ({ ...x, message: '' }));
          }}
          error={errors.message || undefined}
        />
        <ModalActions onCancel={onClose} onConfirm={submit} loading={saving.isPending}>
          {existing ? 'Save review' : 'Submit review'}
        </ModalActions>
      </Stack>
    </Modal>
  );
}
