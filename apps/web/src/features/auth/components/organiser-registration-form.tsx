import { Button, Checkbox, Fieldset, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
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
import { ApiError, describeError } from '../../../lib/api-error';
import { session } from '../../../lib/session';
import { PolicyCheckbox } from '../../../components/form/policy-checkbox';
import { checkEmailBeforeSignUp } from '../../../lib/check-email';
import { useRegisterOrganiser } from '../api/register-organiser';
import { useHydrated } from '../../../hooks/use-hydrated';
import { UntilHydrated } from '../../../components/form/until-hydrated';
import { renderEmailError } from '../../../components/form/email-registered-error';

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

/**
 * Spec 2.3 / 5 'Organiser sign-up': one form, 'Create an account'. Sign Up is enabled once the policy is
 * accepted (the Terms modal's Accept ticks it, Cancel clears it), and says so while it is not; the contact step of
 * /request-quote, which the spec does not gate, can always be pressed and shows the spec 5 texts on the fields
 * (issue 21). The e-mail is checked before sending.
 * The API answers a session, so the new organiser is signed in at once (not remembered).
 */
export function OrganiserRegistrationForm({
  onRegistered,
  label = 'Create an account',
  submitLabel = 'Sign Up',
  source = 'sign_up',
}: {
  /** Called once signed in; /request-quote sends the brief from here, and its failure shows in its alert. */
  onRegistered: (result: SessionResponse) => void | Promise<void>;
  label?: string;
  submitLabel?: string;
  /** 'request_quote': the contact step of /request-quote, where the company name is optional (spec 5). */
  source?: 'sign_up' | 'request_quote';
}) {
  const companyOptional = source === 'request_quote';
  const register = useRegisterOrganiser();
  const hydrated = useHydrated();
  const form = useForm({
    resolver: zodResolver(organiserRegistrationForm),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      phone: PHONE_PREFIX,
      company_name: '',
      source,
      position_in_company: '',
      primary_function: null,
      receive_news_and_marketing: false,
      receive_updates_and_info: false,
      receive_communications_from_partners: false,
      // `policy` starts unset: the box is unticked and Sign Up disabled until the terms are accepted.
    },
  });
  const { errors, isSubmitting } = form.formState;
  // Spec 5 gates Sign Up on the terms; the request-a-quote step is checked on submit like the rest of the form.
  const gated = source === 'sign_up' && form.watch('policy') !== true;

  const submit = form.handleSubmit(async ({ policy: _policy, ...values }) => {
    // Spec 5: an already registered e-mail is checked first. If the check itself fails, the server's own
    // uniqueness rule still answers, so the form carries on; a 429 is toasted and stops it.
    const check = await checkEmailBeforeSignUp(values.email);
    if (check === 'throttled') return;
    if (check === 'registered') {
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
        return onRegistered(result);
      })
      .catch((err: unknown) => setServerFieldErrors(form.setError, err, fieldNames));
  });

  // Field errors the form can place are shown on their fields; anything else goes in the alert.
  const failed = register.error;
  const placed = failed instanceof ApiError && fieldNames.some((name) => failed.fieldErrors[name]?.length);
  const failure = failed && !placed ? describeError(failed) : null;

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <UntilHydrated>
        <Stack gap="lg">
          {failure && <ErrorAlert>{failure}</ErrorAlert>}

          <Fieldset legend="Your account" variant="unstyled" styles={legendStyles}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
                <PersonNameField control={form.control} name="name" label="Name" withAsterisk />
                <EmailField control={form.control} name="email" renderError={renderEmailError} withAsterisk />
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
              <CompanyNameField control={form.control} name="company_name" withAsterisk={!companyOptional} />
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

          <PolicyCheckbox form={form} />

          <Stack gap={6}>
            <Button
              type="submit"
              size="md"
              fullWidth
              disabled={gated || !hydrated}
              aria-describedby={gated ? 'sign-up-gate' : undefined}
              loading={isSubmitting}
            >
              {submitLabel}
            </Button>
            {gated && (
              <Text id="sign-up-gate" size="sm" c="gray.7" ta="center">
                Accept the Terms and Conditions and the Privacy Policy to sign up.
              </Text>
            )}
          </Stack>
        </Stack>
      </UntilHydrated>
    </form>
  );
}
