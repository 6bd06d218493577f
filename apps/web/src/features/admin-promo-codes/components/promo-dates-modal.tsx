import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { updatePromoCodeBody, type PromoCode } from '@marquee/contracts/billing';
import type { z } from 'zod';
import { setServerFieldErrors } from '../../../components/form/server-field-errors';
import { describeError } from '../../../lib/api-error';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { useUpdatePromoCodeDates } from '../api/save-promo-code';
import { PromoDateRange } from './promo-date-range';

/** The range as the calendar holds it: 'yyyy-mm-dd' days, or none yet. */
interface DatesValues {
  date_from: string | null;
  date_to: string | null;
}

// The contract's rules and texts (both days required, in order); its output is the body as sent.
const resolver = zodResolver(updatePromoCodeBody) as unknown as Resolver<
  DatesValues,
  unknown,
  z.output<typeof updatePromoCodeBody>
>;

function DatesForm({ promo, onDone }: { promo: PromoCode; onDone: () => void }) {
  // Checked on submit; a new range clears the error until the next submit.
  const form = useForm<DatesValues, unknown, z.output<typeof updatePromoCodeBody>>({
    resolver,
    defaultValues: { date_from: promo.date_from, date_to: promo.date_to },
    reValidateMode: 'onSubmit',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdatePromoCodeDates();
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (values) => {
      setFailure(null);
      update.mutate(
        { id: promo.id, ...values },
        {
          onSuccess: onDone,
          onError: (err) => {
            const placed = setServerFieldErrors(form.setError, err, ['date_from', 'date_to']);
            if (placed.length === 0) setFailure(describeError(err));
          },
        },
      );
    },
    () => setFailure(null),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Edit promo code">
      <Stack gap="md">
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        <Text size="sm" c="gray.8">
          Only the dates of a time-bound code can change. Suppliers who already used it keep their discount.
        </Text>
        <PromoDateRange
          value={[form.watch('date_from'), form.watch('date_to')]}
          since={promo.date_from}
          onChange={([from, to]) => {
            form.setValue('date_from', from);
            form.setValue('date_to', to);
            form.clearErrors(['date_from', 'date_to']);
          }}
          error={errors.date_from?.message ?? errors.date_to?.message}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save dates
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Edit promo code (spec 2.7, 4): a time-bound code's date range. */
export function PromoDatesModal({ promo, onClose }: { promo: PromoCode | null; onClose: () => void }) {
  return (
    <Modal
      opened={promo !== null}
      onClose={onClose}
      title={promo ? `Edit ${promo.name}` : 'Edit promo code'}
      centered
      radius="lg"
    >
      {promo && <DatesForm key={promo.id} promo={promo} onDone={onClose} />}
    </Modal>
  );
}
