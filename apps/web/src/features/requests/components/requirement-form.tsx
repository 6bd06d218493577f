import { useState } from 'react';
import { ActionIcon, Badge, Button, Grid, Group, Paper, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import {
  createRequestBody,
  REQUEST_NOTE_MAX,
  REQUEST_SERVICES_MAX,
  type CreateRequestInput,
} from '@marquee/contracts/requests';
import { limits } from '@marquee/contracts/limits';
import { validation } from '@marquee/contracts/messages';
import { setServerFieldErrors } from '../../../components/form/server-field-errors';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { ApiError, describeError } from '../../../lib/api-error';
import {
  emptyServiceInput,
  resolveService,
  ServiceField,
  type ServiceInput,
} from '../../../components/form/service-field';
import {
  LocationField,
  noSuchPlaceText,
  resolvePlace,
  type LocationInput,
} from '../../../components/form/location-field';
import { PolicyCheckbox } from '../../../components/form/policy-checkbox';
import { useSupplierCount } from '../api/get-supplier-count';
import { RequestDatePicker, RequestDateRangePicker } from '../../../components/form/date-picker';
import { useHydrated } from '../../../hooks/use-hydrated';
import { UntilHydrated } from '../../../components/form/until-hydrated';

/** What the requirement step holds while it is filled in (spec 5 "Enquiry / requirement step"). */
export interface RequirementValues {
  services: { input: ServiceInput; note: string }[];
  location: LocationInput;
  /** The 'when' range: 'yyyy-mm-dd' start and end. */
  when: [string | null, string | null];
  date_offers_until: string | null;
  message: string;
  policy: true;
}

/** The brief as it will be sent, with the names the alert and the contact step show. */
export interface RequirementBrief {
  body: CreateRequestInput;
  serviceNames: string[];
}

export const emptyRequirement = (
  service: ServiceInput = emptyServiceInput,
  location = '',
): RequirementValues => ({
  services: [{ input: service, note: '' }],
  location: { text: location, place: null },
  when: [null, null],
  date_offers_until: null,
  message: '',
  // Unticked until the terms are accepted; the schema's type is the literal `true` it accepts.
  policy: undefined as unknown as true,
});

/** Where the server's field errors of a create go on this form. */
const serverFields = [
  'location',
  'date_from',
  'date_until',
  'date_offers_until',
  'message',
  'service_id',
] as const;

type ErrorPath = FieldPath<RequirementValues> | (typeof serverFields)[number];

/** The field of this form that shows an error of the body's path. */
function fieldOf(path: PropertyKey[]): ErrorPath {
  const [head, index] = path;
  if (head === 'services' && typeof index === 'number') return `services.${index}.input`;
  if (head === 'date_from' || head === 'date_until') return 'when';
  if (head === 'latitude' || head === 'longitude' || head === 'place_id') return 'location';
  if (head === 'service_id' || head === 'services') return 'services.0.input';
  return head as ErrorPath;
}

/** 'N suppliers cover this area' beside a service, live as the organiser types (GET counters/suppliers). */
function SupplierCountHint({ row, location }: { row: ServiceInput; location: LocationInput }) {
  const serviceId = row.option && row.option.label === row.text ? row.option.value : null;
  const place = location.place && location.place.label === location.text ? location.place : null;
  const count = useSupplierCount(serviceId && place ? { serviceId, place } : null);
  if (!serviceId || !place || count.data === undefined) return null;
  return (
    <Text size="sm" c="teal.9" aria-live="polite" data-testid="supplier-count">
      {count.data === 1
        ? `1 supplier offers ${row.option!.label} in ${place.label}`
        : `${count.data} suppliers offer ${row.option!.label} in ${place.label}`}
    </Text>
  );
}

/**
 * Step 1 of /request-quote and the dashboard's enquiry modal: up to 5 services for one event (each with an
 * optional note), where, when, until when offers are welcome, a description and the accepted terms. Checked
 * on submit only (spec 5), against the create schema the API uses; `onSubmit` sends it (or, for a guest, moves
 * on to the contact step) and a 422 it throws is put on the fields.
 */
export function RequirementForm({
  defaults,
  submitLabel,
  onSubmit,
}: {
  defaults: RequirementValues;
  submitLabel: string;
  onSubmit: (brief: RequirementBrief, values: RequirementValues) => Promise<void>;
}) {
  const queryClient = useQueryClient();
  const form = useForm<RequirementValues>({ defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const hydrated = useHydrated();
  const [failure, setFailure] = useState<string | null>(null);
  const services = form.watch('services');
  const location = form.watch('location');

  const setError = (path: ErrorPath, message: string) =>
    form.setError(path as FieldPath<RequirementValues>, { type: 'validate', message });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    let valid = true;
    const resolved = await Promise.all(
      values.services.map((row) => resolveService(queryClient, row.input).catch(() => null)),
    );
    const place = await resolvePlace(queryClient, values.location);
    if (place === 'none') {
      setError('location', noSuchPlaceText);
      valid = false;
    }
    const located = place && typeof place === 'object' ? place : null;
    const body: CreateRequestInput = {
      services: values.services.map((row, i) => ({
        service_id: resolved[i]?.value ?? 0,
        note: row.note.trim() || null,
      })),
      location: located?.label ?? values.location.text.trim(),
      latitude: located?.latitude ?? null,
      longitude: located?.longitude ?? null,
      date_from: values.when[0] ?? '',
      date_until: values.when[1] ?? values.when[0] ?? '',
      date_offers_until: values.date_offers_until ?? '',
      message: values.message,
    };
    const parsed = createRequestBody.safeParse(body);
    if (!parsed.success) {
      valid = false;
      // The first text of each field, in the form's order.
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path);
        if (seen.has(field) || (field === 'location' && place === 'none')) continue;
        seen.add(field);
        setError(field, issue.message);
      }
    }
    if (values.policy !== true) {
      setError('policy', validation.policyRequired);
      valid = false;
    }
    if (!valid) return;
    if (located) form.setValue('location', { text: located.label, place: located });
    const serviceNames = resolved.map((s) => s?.label ?? '');
    await onSubmit({ body, serviceNames }, values).catch((err: unknown) => {
      const placed = setServerFieldErrors(
        (name, error, options) =>
          form.setError(fieldOf([name]) as FieldPath<RequirementValues>, error, options),
        err,
        serverFields,
        { focus: true },
      );
      const fields = err instanceof ApiError ? Object.keys(err.fieldErrors) : [];
      if (placed.length === 0 || fields.length > placed.length) setFailure(describeError(err));
    });
  });

  const whenError = errors.when?.message ?? errors.when?.[0]?.message ?? errors.when?.[1]?.message;

  return (
    <form onSubmit={submit} noValidate aria-label="Tell Us About Your Event">
      <UntilHydrated>
        <Stack gap="lg">
          {failure && <ErrorAlert>{failure}</ErrorAlert>}

          <Stack gap="sm">
            {services.map((row, i) => (
              <Paper key={i} withBorder={services.length > 1} p={services.length > 1 ? 'md' : 0} radius="md">
                <Stack gap="xs">
                  <Group align="flex-end" gap="xs" wrap="nowrap">
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <Controller
                        control={form.control}
                        name={`services.${i}.input`}
                        render={({ field }) => (
                          <ServiceField
                            label={services.length > 1 ? `Service ${i + 1}` : 'Service'}
                            value={field.value}
                            onChange={(next) => {
                              field.onChange(next);
                              form.clearErrors(`services.${i}.input`);
                            }}
                            error={errors.services?.[i]?.input?.message}
                          />
                        )}
                      />
                    </div>
                    {services.length > 1 && (
                      <Tooltip label="Remove this service">
                        <ActionIcon
                          variant="subtle"
                          color="gray.7"
                          size="lg"
                          mb={2}
                          aria-label={`Remove service ${i + 1}`}
                          onClick={() =>
                            form.setValue(
                              'services',
                              services.filter((_, j) => j !== i),
                            )
                          }
                        >
                          <IconTrash size={18} aria-hidden="true" />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                  <SupplierCountHint row={row.input} location={location} />
                  {services.length > 1 && (
                    <Textarea
                      label={`Note for ${row.input.text.trim() || `service ${i + 1}`} (optional)`}
                      placeholder="Anything only this supplier needs to know"
                      autosize
                      minRows={1}
                      maxLength={REQUEST_NOTE_MAX}
                      {...form.register(`services.${i}.note`)}
                    />
                  )}
                </Stack>
              </Paper>
            ))}
            {services.length < REQUEST_SERVICES_MAX && (
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Button
                  variant="subtle"
                  color="navy.9"
                  size="compact-sm"
                  leftSection={<IconPlus size={16} aria-hidden="true" />}
                  onClick={() =>
                    form.setValue('services', [...services, { input: emptyServiceInput, note: '' }])
                  }
                >
                  Add another service
                </Button>
                <Badge variant="outline" color="gray.7" radius="sm" tt="none" style={{ flex: 'none' }}>
                  {services.length} of {REQUEST_SERVICES_MAX}
                </Badge>
              </Group>
            )}
          </Stack>

          <Controller
            control={form.control}
            name="location"
            render={({ field }) => (
              <LocationField
                label="Location"
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  form.clearErrors('location');
                }}
                error={errors.location?.message}
              />
            )}
          />

          {/* 'When' holds two dates: the wider column keeps them (and its placeholder) on one line. */}
          <Grid gap={{ base: 'lg', xs: 'md' }}>
            <Grid.Col span={{ base: 12, xs: 7 }}>
              <Controller
                control={form.control}
                name="when"
                render={({ field }) => (
                  <RequestDateRangePicker
                    label="When"
                    placeholder="dd/mm/yyyy - dd/mm/yyyy"
                    value={field.value}
                    onChange={(next) => {
                      field.onChange(next);
                      form.clearErrors('when');
                    }}
                    error={whenError}
                    size="md"
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 5 }}>
              <Controller
                control={form.control}
                name="date_offers_until"
                render={({ field }) => (
                  <RequestDatePicker
                    label="Offers until"
                    placeholder="dd/mm/yyyy"
                    maxDate={form.watch('when')[1] ?? undefined}
                    value={field.value}
                    onChange={(next) => {
                      field.onChange(next);
                      form.clearErrors('date_offers_until');
                    }}
                    error={errors.date_offers_until?.message}
                    size="md"
                  />
                )}
              />
            </Grid.Col>
          </Grid>

          <Textarea
            label="Description"
            placeholder="Tell suppliers about your event: the occasion, guest numbers, timings, budget and anything they should know."
            autosize
            minRows={4}
            maxRows={12}
            size="md"
            maxLength={limits.longTextMax}
            error={errors.message?.message}
            {...form.register('message', { onChange: () => form.clearErrors('message') })}
          />

          <PolicyCheckbox form={form} />

          <Button
            type="submit"
            size="md"
            color="coral.8"
            fullWidth
            loading={isSubmitting}
            disabled={!hydrated}
          >
            {submitLabel}
          </Button>
        </Stack>
      </UntilHydrated>
    </form>
  );
}
