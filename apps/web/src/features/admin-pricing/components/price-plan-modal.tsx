import { useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import {
  billingTexts,
  createPricePlanBody,
  updatePricePlanBody,
  type AdminPricePlan,
  type CreatePricePlan,
} from '@marquee/contracts/billing';
import { limits } from '@marquee/contracts/limits';
import { useFieldBinding } from '../../../components/form/bound-field';
import { setServerFieldErrors } from '../../../components/form/server-field-errors';
import { TextField } from '../../../components/form/text-field';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { describeError } from '../../../lib/api-error';
import { useCreatePricePlan, useUpdatePricePlan } from '../api/save-price-plan';
import { planTypeLabels } from '../lib/plan-types';

/** The form as typed: text in every box, the type as the select's value, availability as a tick. */
interface PlanValues {
  name: string;
  description: string;
  type: string;
  price_per_year: string;
  price_per_month: string;
  service_count_max: string;
  /** Unticked 'Available to the new subscribers'. */
  is_archive: boolean;
}

const fields = [
  'name',
  'description',
  'type',
  'price_per_year',
  'price_per_month',
  'service_count_max',
] as const;

// The contracts' own rules and texts (spec 5 "Pricing plan add" and "Plan edit").
const addResolver = zodResolver(createPricePlanBody) as unknown as Resolver<PlanValues>;
const editResolver = zodResolver(updatePricePlanBody) as unknown as Resolver<PlanValues>;

const typeOptions = Object.entries(planTypeLabels).map(([value, label]) => ({ value, label }));

const valuesOf = (plan: AdminPricePlan | null): PlanValues =>
  plan
    ? {
        name: plan.name,
        description: plan.description,
        type: String(plan.type),
        price_per_year: plan.price_per_year.toFixed(2),
        price_per_month: plan.price_per_month.toFixed(2),
        service_count_max: plan.service_count_max === null ? '' : String(plan.service_count_max),
        is_archive: plan.is_archive === 1,
      }
    : {
        name: '',
        description: '',
        type: '',
        price_per_year: '',
        price_per_month: '',
        service_count_max: '',
        is_archive: false,
      };

const poundSign = (
  <Text size="sm" c="gray.8" aria-hidden="true">
    £
  </Text>
);

function PlanForm({ plan, onDone }: { plan: AdminPricePlan | null; onDone: () => void }) {
  const editing = plan !== null;
  const form = useForm<PlanValues>({
    resolver: editing ? editResolver : addResolver,
    defaultValues: valuesOf(plan),
  });
  const create = useCreatePricePlan();
  const update = useUpdatePricePlan();
  const [failure, setFailure] = useState<string | null>(null);
  const description = useFieldBinding({ control: form.control, name: 'description' });
  const monthly = useFieldBinding({ control: form.control, name: 'price_per_month' });
  const annual = useFieldBinding({ control: form.control, name: 'price_per_year' });

  const onError = (err: unknown) => {
    const placed = setServerFieldErrors(form.setError, err, fields, { focus: true });
    if (placed.length === 0) setFailure(describeError(err));
  };

  // The resolver hands over the contract's output: numbers for the prices, the type and the limit.
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    if (plan) {
      update.mutate(
        { id: plan.id, name: values.name, description: values.description },
        { onSuccess: onDone, onError },
      );
    } else {
      create.mutate(values as unknown as CreatePricePlan, { onSuccess: onDone, onError });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Edit plan' : 'Add plan'}>
      <Stack gap="md">
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        <TextField
          control={form.control}
          name="name"
          label="Name"
          required
          description={`Up to ${limits.planNameMax} characters`}
          data-autofocus
        />
        <Textarea
          {...description}
          label="Description"
          required
          description={`Up to ${limits.planDescriptionMax} characters, shown on the plan's card`}
          rows={3}
          resize="vertical"
        />
        {editing && (
          <Text size="sm" c="gray.7">
            The type, prices and service limit of a plan are fixed once it is created: subscribers and the
            card provider rely on them. To change them, add a new plan and make this one unavailable.
          </Text>
        )}
        <Controller
          control={form.control}
          name="type"
          render={({ field, fieldState }) => (
            <Select
              label="Type"
              required={!editing}
              disabled={editing}
              data={typeOptions}
              placeholder="Choose a type"
              allowDeselect={false}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            {...monthly}
            leftSection={poundSign}
            label="Monthly price"
            required={!editing}
            disabled={editing}
            inputMode="decimal"
            placeholder="e.g. 25"
          />
          <TextInput
            {...annual}
            leftSection={poundSign}
            label="Annual price"
            required={!editing}
            disabled={editing}
            inputMode="decimal"
            placeholder="e.g. 250"
          />
        </SimpleGrid>
        <Text size="xs" c="gray.7" mt={-8}>
          Prices include VAT. A free plan costs 0.
        </Text>
        <TextField
          control={form.control}
          name="service_count_max"
          label="Services allowed"
          disabled={editing}
          inputMode="numeric"
          description="How many services a supplier on this plan may offer; leave empty for all"
          maw={420}
        />
        {!editing && (
          <Controller
            control={form.control}
            name="is_archive"
            render={({ field }) => (
              <Checkbox
                label={billingTexts.availableLabel}
                checked={!field.value}
                onChange={(e) => field.onChange(!e.currentTarget.checked)}
              />
            )}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {editing ? 'Save changes' : 'Add plan'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Pricing plan add/edit (spec 2.7, 5): a new plan takes every field; an existing one only its name and
 * description (the other fields are shown, greyed out).
 */
export function PricePlanModal({
  opened,
  plan,
  onClose,
}: {
  opened: boolean;
  /** The plan to edit; null to add one. */
  plan: AdminPricePlan | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={plan ? `Edit ${plan.name}` : 'Add pricing plan'}
      centered
      radius="lg"
      size="lg"
    >
      {/* Keyed so that each opening starts from the plan's saved values. */}
      {opened && <PlanForm key={plan?.id ?? 'new'} plan={plan} onDone={onClose} />}
    </Modal>
  );
}
