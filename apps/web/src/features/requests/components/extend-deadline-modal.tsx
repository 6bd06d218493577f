import { Modal, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { extendDeadlineBody, ukToday, type ServiceRequest } from '@marquee/contracts/requests';
import { describeError } from '../../../lib/api-error';
import { displayDate } from '../../../lib/format';
import { useExtendDeadline } from '../api/extend-deadline';
import { RequestDatePicker } from '../../../components/form/date-picker';
import { setServerFieldErrors } from '../../../components/form/server-field-errors';
import { ModalActions } from '../../../components/ui/modal-actions';

interface DeadlineValues {
  /** 'yyyy-mm-dd' as the calendar holds it, or none. */
  date_offers_until: string | null;
}

// The contract's rule and texts ('Offers until' required, a real day); its output is the body as sent.
const resolver = zodResolver(extendDeadlineBody) as unknown as Resolver<
  DeadlineValues,
  unknown,
  z.output<typeof extendDeadlineBody>
>;

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
  // Checked on submit; a new day clears the error until the next submit.
  const form = useForm<DeadlineValues, unknown, z.output<typeof extendDeadlineBody>>({
    resolver,
    defaultValues: { date_offers_until: request.date_offers_until },
    reValidateMode: 'onSubmit',
  });
  const extend = useExtendDeadline();
  const today = ukToday();

  const submit = form.handleSubmit((values) =>
    extend.mutate(
      { id: request.id, date_offers_until: values.date_offers_until },
      {
        onSuccess: onClose,
        // A 422 on the day goes under it; any other failure is shown there too, as what it is.
        onError: (err) => {
          const placed = setServerFieldErrors(form.setError, err, ['date_offers_until']);
          if (placed.length === 0) {
            form.setError('date_offers_until', { type: 'server', message: describeError(err) });
          }
        },
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={onClose} title="Extend deadline" centered radius="lg">
      <Stack gap="md">
        <Text size="sm" c="gray.8">
          Suppliers can send quotes until {displayDate(request.date_offers_until)}. Choose a later day, up to
          the end of your event on {displayDate(request.date_until)}.
        </Text>
        <Controller
          control={form.control}
          name="date_offers_until"
          render={({ field, fieldState }) => (
            <RequestDatePicker
              label="Offers until"
              minDate={today > request.date_offers_until ? today : request.date_offers_until}
              maxDate={request.date_until}
              value={field.value}
              onChange={(v) => {
                field.onChange(v);
                form.clearErrors('date_offers_until');
              }}
              error={fieldState.error?.message}
              data-autofocus
            />
          )}
        />
        <ModalActions
          onCancel={onClose}
          onConfirm={() => void submit()}
          loading={extend.isPending}
          color="navy"
        >
          Extend deadline
        </ModalActions>
      </Stack>
    </Modal>
  );
}
