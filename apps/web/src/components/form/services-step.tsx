import { useState } from 'react';
import { Anchor, Button, Group, Pill, Radio, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { RADIUS_OPTIONS } from '@marquee/contracts/enums';
import { errors as errorTexts, notices, validation } from '@marquee/contracts/messages';
import { userServicesBody, type UserServicesInput } from '@marquee/contracts/supplier-onboarding';
import { emptyLocationInput, LocationField, type LocationInput } from './location-field';
import { emptyServiceInput, ServiceField, type ServiceInput } from './service-field';
import { ApiError } from '../../lib/api-error';
import { showErrorToast } from '../../lib/query-client';
import { useSuggestService } from '../../lib/api/suggest-service';

export interface ServicesValues {
  services: { id: number; label: string }[];
  location: LocationInput;
  nearby: number | null;
}

export const emptyServices: ServicesValues = { services: [], location: emptyLocationInput, nearby: null };

export const radiusLabel = (miles: number) => (miles === 999 ? 'Nationwide' : `+${miles} miles`);

type Errors = Partial<Record<'services' | 'location' | 'nearby', string>>;

/** The body for supplier/user-services, or the spec 5 texts of what is missing. */
export function toUserServicesBody(values: ServicesValues): { body: UserServicesInput } | { errors: Errors } {
  const place = values.location.place;
  const parsed = userServicesBody.safeParse({
    services: values.services.map((s) => s.id),
    // A typed place that was never picked from the list does not count (it has no coordinates).
    location: place ? place.label : '',
    nearby: values.nearby ?? undefined,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
  });
  if (parsed.success) return { body: parsed.data };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof Errors;
    if (key === 'services' || key === 'location' || key === 'nearby') errors[key] ??= issue.message;
  }
  if (!place && !errors.location) errors.location = validation.locationRequired;
  return { errors };
}

/** Where the suggestion is made: the registration step thanks for everything; the dashboard says a 422 in red. */
export type SuggestionVariant = 'registration' | 'dashboard';

/**
 * 'Suggest a new service' (spec 5: new_service required; spec 8: 'Thank you for your feedback!' on the dashboard,
 * 'This service already exists' in red for a 422 there; on the registration step 'Thank you for your feedback'
 * also for a 422).
 */
function SuggestService({ variant }: { variant: SuggestionVariant }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);
  const suggest = useSuggestService();
  if (thanked) {
    return (
      <Text size="sm" c="teal.9" role="status">
        {variant === 'dashboard' ? notices.feedbackThanks : notices.feedbackThanksRegistration}
      </Text>
    );
  }
  if (!open) {
    return (
      <Anchor component="button" type="button" size="sm" onClick={() => setOpen(true)} ta="left">
        Can&rsquo;t find your service? Suggest a new service
      </Anchor>
    );
  }
  const send = () => {
    if (!text.trim()) {
      setError(validation.newProductRequired);
      return;
    }
    // On the registration step a 422 ('This service already exists') gets the same thank-you (spec 8).
    suggest.mutate(
      { product: text.trim() },
      {
        onSuccess: () => setThanked(true),
        // A 429 (10 suggestions a minute per address) is the shared error toast, and the text stays to send
        // later; any other failure is thanked like a success, as before.
        onError: (err) => {
          if (err instanceof ApiError && err.status === 429) showErrorToast(err);
          else if (variant === 'dashboard' && err instanceof ApiError && err.status === 422)
            setError(errorTexts.serviceAlreadyExists);
          else setThanked(true);
        },
      },
    );
  };
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        label="New service"
        placeholder="e.g. Silent disco"
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            send();
          }
        }}
        error={error}
        style={{ flex: 1 }}
      />
      <Button variant="light" mt={25} onClick={send} loading={suggest.isPending}>
        Suggest
      </Button>
    </Group>
  );
}

export type ChosenService = ServicesValues['services'][number];

/**
 * The services picker (spec 2.7): several services from the ranked search over names and keywords, as removable
 * pills, with 'Suggest a new service' (a supplier's; not for an administrator's edit); `notice` (the plan notice)
 * shows under the pills.
 */
export function ServicesPicker({
  value,
  onChange,
  error,
  notice,
  withSuggestion = true,
  suggestion = 'registration',
}: {
  value: ChosenService[];
  onChange: (services: ChosenService[]) => void;
  error?: string;
  notice?: React.ReactNode;
  withSuggestion?: boolean;
  suggestion?: SuggestionVariant;
}) {
  const [search, setSearch] = useState<ServiceInput>(emptyServiceInput);
  return (
    <Stack gap={6}>
      <ServiceField
        label="Products & services"
        placeholder="Search services, e.g. marquee hire"
        value={search}
        onChange={(next) => {
          if (next.option) {
            const option = next.option;
            if (!value.some((s) => s.id === option.value)) {
              onChange([...value, { id: option.value, label: option.label }]);
            }
            setSearch(emptyServiceInput);
          } else setSearch(next);
        }}
      />
      {value.length > 0 && (
        <Group gap={6} aria-label="Chosen services" role="list">
          {value.map((s) => (
            <Pill
              key={s.id}
              role="listitem"
              size="md"
              withRemoveButton
              removeButtonProps={{ 'aria-label': `Remove ${s.label}` }}
              onRemove={() => onChange(value.filter((x) => x.id !== s.id))}
            >
              {s.label}
            </Pill>
          ))}
        </Group>
      )}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {notice}
      {withSuggestion && <SuggestService variant={suggestion} />}
    </Stack>
  );
}

/** The contract's rules and spec 5 texts for the step (toUserServicesBody), as react-hook-form's resolver. */
const servicesResolver: Resolver<ServicesValues, unknown, UserServicesInput> = (values) => {
  const result = toUserServicesBody(values);
  if ('body' in result) return { values: result.body, errors: {} };
  const errors: FieldErrors<ServicesValues> = {};
  for (const [name, message] of Object.entries(result.errors) as [keyof Errors, string][]) {
    errors[name] = { type: 'validate', message };
  }
  return { values: {}, errors };
};

/**
 * Step 3 'Services & location' (spec 5 'Services step'): several services from the ranked search over names and
 * keywords, a UK place from the autocomplete and the radius (+10/+25/+50/+100 miles or Nationwide). Checked on
 * submit, then again as the fields change.
 */
export function ServicesStep({
  initial,
  submitLabel = 'Next',
  onBack,
  onSubmit,
  servicesNotice,
  suggestion,
}: {
  initial: ServicesValues;
  submitLabel?: string;
  onBack?: () => void;
  onSubmit: (body: UserServicesInput, values: ServicesValues) => Promise<void>;
  /** A notice under the chosen services, given their count (the plan notice on profile-edit). */
  servicesNotice?: (chosen: number) => React.ReactNode;
  /** 'dashboard' on the supplier's profile edit (spec 8's texts there). */
  suggestion?: SuggestionVariant;
}) {
  const form = useForm<ServicesValues, unknown, UserServicesInput>({
    resolver: servicesResolver,
    defaultValues: initial,
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit((body) => onSubmit(body, form.getValues()));

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Services & location">
      <Stack gap="md">
        <Controller
          control={form.control}
          name="services"
          render={({ field }) => (
            <ServicesPicker
              value={field.value}
              onChange={field.onChange}
              error={errors.services?.message}
              notice={servicesNotice?.(field.value.length)}
              suggestion={suggestion}
            />
          )}
        />
        <Controller
          control={form.control}
          name="location"
          render={({ field }) => (
            <LocationField
              label="Location"
              value={field.value}
              onChange={field.onChange}
              error={errors.location?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="nearby"
          render={({ field }) => (
            <Radio.Group
              label="Radius"
              description="How far from your location you work"
              value={field.value === null ? null : String(field.value)}
              onChange={(v) => field.onChange(Number(v))}
              error={errors.nearby?.message}
            >
              <Group gap="md" mt={8}>
                {RADIUS_OPTIONS.map((miles) => (
                  <Radio key={miles} value={String(miles)} label={radiusLabel(miles)} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <Group justify="space-between" mt="sm">
          {onBack ? (
            <Button variant="default" onClick={onBack}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" size="md" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
