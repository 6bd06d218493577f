import type { MouseEvent } from 'react';
import { Anchor, Button, Checkbox, Fieldset, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { organiserRegistrationForm, type SessionResponse } from '@marquee/contracts/auth';
import { PRIMARY_FUNCTIONS } from '@marquee/contracts/enums';
import { errors as texts } from '@marquee/contracts/messages';
import {
  CompanyNameField,
  EmailField,
  JobTitleField,
  PersonNameField,
  PHONE_PREFIX,
  PhoneField,
} from '../../../components/form/contact-fields';
import { NewPasswordField, PasswordField } from '../../../components/form/password-field';
import { setServerFieldErrors } from '../../../components/form/server-field-errors';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { paths } from '../../../config/paths';
import { ApiError, describeError } from '../../../lib/api-error';
import { session } from '../../../lib/session';
import { openLegalModal, type LegalKind } from '../../legal/legal-modals';
import { isEmailRegistered } from '../api/check-email';
import { useRegisterOrganiser } from '../api/register-organiser';

/** Small caps headings that group the form without competing with the page title. */
const legendStyles = {
  legend: {
    fontSize: 'var(--mantine-font-size-xs)',
    fontWeight: 700,
    letterSpacing: '0.08em',
    textTransform: 'uppercase' as const,
    color: 'var(--mantine-color-gray-7)',
    marginBottom: 'var(--mantine-spacing-sm)',
    padding: 0,
  },
};

const primaryFunctionOptions = Object.entries(PRIMARY_FUNCTIONS).map(([value, label]) => ({ value, label }));

const optIns = [
  ['receive_news_and_marketing', 'Send me news, offers and event inspiration from Marquee'],
  ['receive_updates_and_info', 'Send me product updates and useful information about my account'],
  ['receive_communications_from_partners', 'Send me communications from Marquee’s partners'],
] as const;

const fieldNames = [
  'name',
  'email',
  'password',
  'confirmPassword',
  'phone',
  'company_name',
  'position_in_company',
  'primary_function',
] as const;

/** 'Email already registered. Click here to reset the password', with 'Click here' linking to /forgot (spec 8). */
function EmailRegisteredError() {
  const [before, after] = texts.emailAlreadyRegistered.split('Click here');
  return (
    <span data-testid="email-registered">
      {before}
      <Anchor component={Link} to={paths.forgot.href()} fz="inherit" c="inherit" underline="always" fw={600}>
        Click here
      </Anchor>
      {after}
    </span>
  );
}

/**
 * Spec 2.3 / 5 'Organiser sign-up': one form, 'Create an account'. Sign Up is enabled once the policy is
 * accepted (the Terms modal's Accept ticks it, Cancel clears it); the e-mail is checked before sending.
 * The API answers a session, so the new organiser is signed in at once (not remembered).
 */
export function OrganiserRegistrationForm({
  onRegistered,
}: {
  onRegistered: (result: SessionResponse) => void;
}) {
  const register = useRegisterOrganiser();
  const form = useForm({
    resolver: zodResolver(organiserRegistrationForm),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      phone: PHONE_PREFIX,
      company_name: '',
      position_in_company: '',
      primary_function: null,
      receive_news_and_marketing: false,
      receive_updates_and_info: false,
      receive_communications_from_partners: false,
      // `policy` starts unset: the box is unticked and Sign Up disabled until the terms are accepted.
    },
  });
  const { errors, isSubmitting } = form.formState;
  const policyAccepted = form.watch('policy') === true;

  // The schema's type for the box is the literal `true` (what it accepts); unticking stores false all the same.
  const setPolicy = (accepted: boolean) =>
    form.setValue('policy', accepted as true, { shouldValidate: form.formState.isSubmitted });

  const openPolicy = (kind: LegalKind) => (event: MouseEvent) => {
    // The link sits inside the checkbox label: opening the document must not toggle the box.
    event.preventDefault();
    event.stopPropagation();
    openLegalModal(kind, { onAccept: () => setPolicy(true), onCancel: () => setPolicy(false) });
  };

  const submit = form.handleSubmit(async ({ policy: _policy, ...values }) => {
    // Spec 5: an already registered e-mail is checked first. If the check itself fails, the server's own
    // uniqueness rule still answers, so the form carries on.
    const registered = await isEmailRegistered(values.email).catch(() => false);
    if (registered) {
      form.setError(
        'email',
        { type: 'registered', message: texts.emailAlreadyRegistered },
        { shouldFocus: true },
      );
      return;
    }
    await register
      .mutateAsync(values)
      .then((result) => {
        session.signIn(result.access_token, result.user, false);
        onRegistered(result);
      })
      .catch((err: unknown) => setServerFieldErrors(form.setError, err, fieldNames));
  });

  const emailError = (message: string) =>
    message === texts.emailAlreadyRegistered ? <EmailRegisteredError /> : message;
  // Field errors the form can place are shown on their fields; anything else goes in the alert.
  const failed = register.error;
  const placed = failed instanceof ApiError && fieldNames.some((name) => failed.fieldErrors[name]?.length);
  const failure = failed && !placed ? describeError(failed) : null;

  return (
    <form onSubmit={submit} noValidate aria-label="Create an account">
      <Stack gap="lg">
        {failure && <ErrorAlert>{failure}</ErrorAlert>}

        <Fieldset legend="Your account" variant="unstyled" styles={legendStyles}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
              <PersonNameField control={form.control} name="name" label="Name" withAsterisk />
              <EmailField control={form.control} name="email" renderError={emailError} withAsterisk />
              <NewPasswordField control={form.control} name="password" label="Password" withAsterisk />
              <PasswordField
                control={form.control}
                name="confirmPassword"
                label="Confirm password"
                description="Type it once more"
                autoComplete="new-password"
                withAsterisk
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend="About you" variant="unstyled" styles={legendStyles}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <PhoneField control={form.control} name="phone" withAsterisk />
            <CompanyNameField control={form.control} name="company_name" withAsterisk />
            <JobTitleField
              control={form.control}
              name="position_in_company"
              label="Position in company"
              withAsterisk
            />
            <Controller
              control={form.control}
              name="primary_function"
              render={({ field }) => (
                <Select
                  label="Primary function"
                  placeholder="Choose one"
                  data={primaryFunctionOptions}
                  clearable
                  nothingFoundMessage={texts.noOptions}
                  error={errors.primary_function?.message}
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value)}
                  onBlur={field.onBlur}
                />
              )}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Keep in touch" variant="unstyled" styles={legendStyles}>
          <Stack gap="xs">
            {optIns.map(([name, label]) => (
              <Checkbox key={name} label={label} {...form.register(name)} />
            ))}
          </Stack>
        </Fieldset>

        <Checkbox
          {...form.register('policy')}
          label={
            <Text span size="sm">
              I have read and accept the{' '}
              <Anchor component="button" type="button" size="sm" onClick={openPolicy('terms')}>
                Terms and Conditions
              </Anchor>{' '}
              and the{' '}
              <Anchor component="button" type="button" size="sm" onClick={openPolicy('privacy')}>
                Privacy Policy
              </Anchor>
            </Text>
          }
          error={errors.policy?.message}
        />

        <Button type="submit" size="md" fullWidth disabled={!policyAccepted} loading={isSubmitting}>
          Sign Up
        </Button>
      </Stack>
    </form>
  );
}
