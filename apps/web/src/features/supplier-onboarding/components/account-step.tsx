import { Button, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { errors as texts } from '@marquee/contracts/messages';
import { supplierAccountForm } from '@marquee/contracts/supplier-onboarding';
import { EmailField } from '../../../components/form/contact-fields';
import { NewPasswordField, PasswordField } from '../../../components/form/password-field';
import { PolicyCheckbox } from '../../../components/form/policy-checkbox';
import { checkEmailBeforeSignUp } from '../../../lib/check-email';
import { renderEmailError } from '../../../components/form/email-registered-error';
import { useHydrated } from '../../../hooks/use-hydrated';
import { UntilHydrated } from '../../../components/form/until-hydrated';

export interface AccountValues {
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * Step 1 'Account information' (spec 5 'Supplier account step'): e-mail, password of 5 or more and its
 * confirmation, the terms accepted. Nothing is sent yet: the account is created with step 2 (POST
 * auth/registration), but the e-mail is checked now so a registered one stops here (spec 4, 8).
 */
export function AccountStep({
  initial,
  onNext,
}: {
  initial: AccountValues | null;
  onNext: (values: AccountValues) => void;
}) {
  const form = useForm({
    resolver: zodResolver(supplierAccountForm),
    // `policy` starts unset for a new visitor (the box unticked); coming back it stays accepted.
    defaultValues: {
      email: initial?.email ?? '',
      password: initial?.password ?? '',
      confirmPassword: initial?.confirmPassword ?? '',
      policy: initial ? true : (undefined as unknown as true),
    },
  });
  const { isSubmitting } = form.formState;
  const hydrated = useHydrated();

  const submit = form.handleSubmit(async ({ email, password, confirmPassword }) => {
    // If the check itself fails the server's uniqueness rule still answers at step 2, so the wizard goes on;
    // a 429 is toasted and keeps the wizard here.
    const check = await checkEmailBeforeSignUp(email);
    if (check === 'throttled') return;
    if (check === 'registered') {
      form.setError(
        'email',
        { type: 'registered', message: texts.emailAlreadyRegistered },
        { shouldFocus: true },
      );
      return;
    }
    onNext({ email, password, confirmPassword });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Account information">
      <UntilHydrated>
        <Stack gap="md">
          <EmailField control={form.control} name="email" renderError={renderEmailError} withAsterisk />
          <NewPasswordField control={form.control} name="password" label="Password" withAsterisk />
          <PasswordField
            control={form.control}
            name="confirmPassword"
            label="Confirm password"
            autoComplete="new-password"
            withAsterisk
          />
          <PolicyCheckbox form={form} />
          {/* Always pressable (issue 21): Next shows the spec 5 texts on the fields, the terms' included. */}
          <Button type="submit" size="md" fullWidth loading={isSubmitting} disabled={!hydrated}>
            Next
          </Button>
        </Stack>
      </UntilHydrated>
    </form>
  );
}
