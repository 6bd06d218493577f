import type { MouseEvent } from 'react';
import { Anchor, Button, Checkbox, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { errors as texts } from '@marquee/contracts/messages';
import { supplierAccountForm } from '@marquee/contracts/supplier-onboarding';
import { EmailField } from '../../../components/form/contact-fields';
import { NewPasswordField, PasswordField } from '../../../components/form/password-field';
import { openLegalModal, type LegalKind } from '../../legal/legal-modals';
import { isEmailRegistered } from '../../auth/api/check-email';
import { renderEmailError } from './email-registered-error';

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
    // `policy` starts unset for a new visitor (the box unticked, Next disabled); coming back it stays accepted.
    defaultValues: {
      email: initial?.email ?? '',
      password: initial?.password ?? '',
      confirmPassword: initial?.confirmPassword ?? '',
      policy: initial ? true : (undefined as unknown as true),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const policyAccepted = form.watch('policy') === true;
  const setPolicy = (accepted: boolean) =>
    form.setValue('policy', accepted as true, { shouldValidate: form.formState.isSubmitted });
  const openPolicy = (kind: LegalKind) => (event: MouseEvent) => {
    // The link sits inside the checkbox label: opening the document must not toggle the box.
    event.preventDefault();
    event.stopPropagation();
    openLegalModal(kind, { onAccept: () => setPolicy(true), onCancel: () => setPolicy(false) });
  };

  const submit = form.handleSubmit(async ({ email, password, confirmPassword }) => {
    // If the check itself fails the server's uniqueness rule still answers at step 2, so the wizard goes on.
    const registered = await isEmailRegistered(email).catch(() => false);
    if (registered) {
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
          Next
        </Button>
      </Stack>
    </form>
  );
}
