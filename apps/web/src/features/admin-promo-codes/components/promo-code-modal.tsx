import { useState } from 'react';
import { Button, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import {
  createPromoCodeBody,
  PROMO_NAME_GENERATED_LENGTH,
  promoTypeLabels,
  type CreatePromoCode,
} from '@marquee/contracts/billing';
import { PromoType } from '@marquee/contracts/enums';
import { useFieldBinding } from '../../../components/form/bound-field';
import { setServerFieldErrors } from '../../../components/form/server-field-errors';
import { TextField } from '../../../components/form/text-field';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { describeError } from '../../../lib/api-error';
import { useCreatePromoCode } from '../api/save-promo-code';
import { PromoDateRange } from './promo-date-range';

/** The form as typed: text in every box, dates 'yyyy-mm-dd' from the calendar. */
interface PromoValues {
  type: string;
  name: string;
  discount: string;
  discount_duration: string;
  date_from: string | null;
  date_to: string | null;
}

const fields = ['type', 'name', 'discount', 'discount_duration', 'date_from', 'date_to'] as const;

// The contract's rules and the spec 5 texts; its output is the body as sent.
const resolver = zodResolver(createPromoCodeBody) as unknown as Resolver<PromoValues>;

const typeOptions = [
  { value: String(PromoType.singleUse), label: promoTypeLabels[PromoType.singleUse] },
  { value: String(PromoType.timeBound), label: promoTypeLabels[PromoType.timeBound] },
];

const suffix = (text: string) => (
  <Text size="sm" c="gray.8" aria-hidden="true">
    {text}
  </Text>
);

function PromoForm({ onDone }: { onDone: () => void }) {
  const form = useForm<PromoValues>({
    resolver,
    defaultValues: {
      type: String(PromoType.singleUse),
      name: '',
      discount: '',
      discount_duration: '',
      date_from: null,
      date_to: null,
    },
  });
  const create = useCreatePromoCode();
  const [failure, setFailure] = useState<string | null>(null);
  const discount = useFieldBinding({ control: form.control, name: 'discount' });
  const duration = useFieldBinding({ control: form.control, name: 'discount_duration' });
  const timeBound = form.watch('type') === String(PromoType.timeBound);
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    create.mutate(values as unknown as CreatePromoCode, {
      onSuccess: ({ promo_code }) => {
        notifications.show({ color: 'teal', title: 'Promo code added', message: promo_code.name });
        onDone();
      },
      onError: (err) => {
        const placed = setServerFieldErrors(form.setError, err, fields, { focus: true });
        if (placed.length === 0) setFailure(describeError(err));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add promo code">
      <Stack gap="md">
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Stack gap={4}>
              <Text component="span" size="sm" fw={500} id="promo-type-label">
                Type
              </Text>
              <SegmentedControl
                aria-labelledby="promo-type-label"
                data={typeOptions}
                value={field.value}
                onChange={(v) => {
                  field.onChange(v);
                  form.clearErrors(['date_from', 'date_to']);
                }}
                fullWidth
                color="navy"
              />
              <Text size="xs" c="gray.7">
                {timeBound
                  ? 'Any number of suppliers can use it between the two dates.'
                  : 'One supplier can use it, once.'}
              </Text>
            </Stack>
          )}
        />
        <TextField
          control={form.control}
          name="name"
          label="Code"
          description={`What suppliers type. Leave empty and a code of ${PROMO_NAME_GENERATED_LENGTH} letters and digits is made.`}
          autoComplete="off"
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            {...discount}
            rightSection={suffix('%')}
            label="Discount"
            required
            inputMode="decimal"
            description="Off the monthly price, 1 to 100"
          />
          <TextInput
            {...duration}
            rightSection={suffix('months')}
            rightSectionWidth={70}
            label="Discount duration"
            required
            inputMode="numeric"
            description="1 to 12 months"
          />
        </SimpleGrid>
        {timeBound && (
          <PromoDateRange
            value={[form.watch('date_from'), form.watch('date_to')]}
            onChange={([from, to]) => {
              form.setValue('date_from', from);
              form.setValue('date_to', to);
              form.clearErrors(['date_from', 'date_to']);
            }}
            error={errors.date_from?.message ?? errors.date_to?.message}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Add promo code
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add promo code (spec 2.7, 5): single use or time-bound with a date range, discount and its duration. */
export function PromoCodeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add promo code" centered radius="lg" size="lg">
      {opened && <PromoForm onDone={onClose} />}
    </Modal>
  );
}
