import { useState } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { extendDeadlineBody, ukToday, type ServiceRequest } from '@marquee/contracts/requests';
import { ApiError, describeError } from '../../../lib/api-error';
import { displayDate } from '../../../lib/format';
import { useExtendDeadline } from '../api/extend-deadline';
import { RequestDatePicker } from '../../../components/form/date-picker';
import { ModalActions } from '../../../components/ui/modal-actions';

/** Extend deadline (spec 2.7): a new 'Offers until' day, not in the past and not after the event. */
export function ExtendDeadlineModal({
  request,
  opened,
  onClose,
}: {
  request: ServiceRequest;
  opened: boolean;
  onClose: () => void;
}) {
  const [value, setValue] = useState<string | null>(request.date_offers_until);
  const [error, setError] = useState<string | null>(null);
  const extend = useExtendDeadline();
  const today = ukToday();

  const submit = () => {
    const parsed = extendDeadlineBody.safeParse({ date_offers_until: value ?? '' });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    extend.mutate(
      { id: request.id, date_offers_until: parsed.data.date_offers_until },
      {
        onSuccess: onClose,
        onError: (err) =>
          setError(
            err instanceof ApiError
              ? (err.fieldErrors.date_offers_until?.[0] ?? describeError(err))
              : describeError(err),
          ),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Extend deadline" centered radius="lg">
      <Stack gap="md">
        <Text size="sm" c="gray.8">
          Suppliers can send quotes until {displayDate(request.date_offers_until)}. Choose a later day, up to
          the end of your event on {displayDate(request.date_until)}.
        </Text>
        <RequestDatePicker
          label="Offers until"
          minDate={today > request.date_offers_until ? today : request.date_offers_until}
          maxDate={request.date_until}
          value={value}
          onChange={(v) => {
            setValue(v);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
        <ModalActions onCancel={onClose} onConfirm={submit} loading={extend.isPending} color="navy">
          Extend deadline
        </ModalActions>
      </Stack>
    </Modal>
  );
}
