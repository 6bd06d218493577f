import { useState } from 'react';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import type { PricePlan } from '@marquee/contracts/billing';
import { notices, validation } from '@marquee/contracts/messages';
import { servicesFitPlan } from '@marquee/contracts/plan-allowance';
import { onboardingTexts, userServicesBody } from '@marquee/contracts/supplier-onboarding';
import { Controller, useForm, type FieldError, type FieldErrors, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { SupplierOwnProfile } from '@marquee/contracts/supplier-profile';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { paths } from '../../../config/paths';
import { describeError } from '../../../lib/api-error';
import { setServerFieldErrors } from '../../../components/form/server-field-errors';
import { useSaveUserServices } from '../../../lib/api/save-user-services';
import { ServicesPicker, type ChosenService } from '../../../components/form/services-step';
import { useOwnProfile } from '../../../lib/api/get-own-profile';
import { Loading } from './loading';
import { PlanServicesNotice } from '../../../components/form/plan-services-notice';

type UserServicesOutput = z.output<typeof userServicesBody>;

/** What keeps the chosen services from being saved, in the spec's words (spec 5 "Pricing services form"). */
function servicesProblem(chosen: number, plan: PricePlan): string | null {
  if (chosen === 0) return validation.productRequired;
  if (!servicesFitPlan(chosen, plan.service_count_max)) {
    return onboardingTexts.tooManyServices(plan.service_count_max ?? chosen);
  }
  return null;
}

interface ChooseValues {
  services: ChosenService[];
}
type ChooseProblem = Partial<Record<'services' | 'other', string>>;

/**
 * The chosen services checked against the plan (spec 5's texts on the picker), then the body, with the profile's
 * place and radius, against the contract's userServicesBody; what is wrong with the place itself is `other`,
 * fixed on Services & Location.
 */
function checkChoice(
  services: ChosenService[],
  profile: SupplierOwnProfile,
  plan: PricePlan,
): { body: UserServicesOutput } | { problem: ChooseProblem } {
  const problem = servicesProblem(services.length, plan);
  if (problem) return { problem: { services: problem } };
  // The place and radius stay as the profile has them: this step only chooses the services.
  const parsed = userServicesBody.safeParse({
    services: services.map((s) => s.id),
    location: profile.location ?? '',
    nearby: profile.nearby ?? undefined,
    latitude: profile.latitude,
    longitude: profile.longitude,
  });
  if (parsed.success) return { body: parsed.data };
  return { problem: { other: parsed.error.issues[0]?.message ?? validation.required } };
}

function ChooseServicesForm({
  profile,
  plan,
  onSaved,
  onCancel,
}: {
  profile: SupplierOwnProfile;
  plan: PricePlan;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const resolver: Resolver<ChooseValues, unknown, UserServicesOutput> = (values) => {
    const checked = checkChoice(values.services, profile, plan);
    if ('body' in checked) return { values: checked.body, errors: {} };
    // A problem with the place is the form's (root), not the picker's.
    const { services, other } = checked.problem;
    const errors: Record<string, FieldError> = {};
    if (services) errors.services = { type: 'validate', message: services };
    if (other) errors.root = { type: 'validate', message: other };
    return { values: {}, errors: errors as FieldErrors<ChooseValues> };
  };
  // Checked on submit, then again as the services change.
  const form = useForm<ChooseValues, unknown, UserServicesOutput>({
    resolver,
    defaultValues: {
      services: profile.services.map((s) => ({ id: s.service.id, label: s.service.product })),
    },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveUserServices();
  const problem = form.formState.errors.services?.message;

  const submit = (event: React.FormEvent) => {
    setFailure(null);
    void form.handleSubmit(
      (body) =>
        save.mutate(
          { ...body, update: true },
          {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: notices.saved, autoClose: 3000 });
              onSaved();
            },
            onError: (err) => {
              // The API's refusal of the services goes on the picker; anything else above it.
              const placed = setServerFieldErrors(form.setError, err, ['services']);
              if (placed.length === 0) setFailure(describeError(err));
            },
          },
        ),
      (errors) => setFailure(errors.root?.message ?? null),
    )(event);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Choose your services">
      <Stack gap="md">
        <Text size="sm" c="gray.8">
          Add the services you offer so that the matching requests reach you.
        </Text>
        {failure && (
          <ErrorAlert>
            {failure}{' '}
            <Anchor component={Link} to={paths.supplierDashboard.href('profile-edit', 'services')}>
              Services &amp; Location
            </Anchor>
          </ErrorAlert>
        )}
        <Controller
          control={form.control}
          name="services"
          render={({ field }) => (
            <ServicesPicker
              value={field.value}
              onChange={field.onChange}
              error={problem}
              notice={<PlanServicesNotice chosen={field.value.length} max={plan.service_count_max} />}
              suggestion="dashboard"
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Later
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save services
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * 'Choose your services' after paying for a plan of type 2 (spec 4 "Payment flow", 5 "Pricing services form"):
 * the services picker with the plan notice, at least one service, saved with the profile's place and radius
 * through PUT supplier/user-services/update.
 */
export function ChooseServices({
  plan,
  onSaved,
  onCancel,
}: {
  plan: PricePlan;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const query = useOwnProfile();
  if (query.isError) return <ErrorAlert>{describeError(query.error)}</ErrorAlert>;
  if (!query.data) return <Loading label="Loading your services" />;
  return (
    <ChooseServicesForm profile={query.data.profile} plan={plan} onSaved={onSaved} onCancel={onCancel} />
  );
}

/** ChooseServices in its own modal, for a screen that is not the payment modal. */
export function ChooseServicesModal({
  opened,
  plan,
  onClose,
  onSaved = onClose,
}: {
  opened: boolean;
  plan: PricePlan;
  onClose: () => void;
  onSaved?: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Choose your services" centered radius="lg" size="md">
      {opened && <ChooseServices plan={plan} onSaved={onSaved} onCancel={onClose} />}
    </Modal>
  );
}
