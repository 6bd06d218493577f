import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { changeEmailBody } from '@marquee/contracts/auth';
import { emailConfirmationTexts as texts, toastTexts } from '@marquee/contracts/toasts';
import { EmailField } from '../../../components/form/contact-fields';
import { renderEmailError } from '../../../components/form/email-registered-error';
import { setServerFieldErrors } from '../../../components/form/server-field-errors';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { showToast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { session, useSession } from '../../../lib/session';
import { useChangeEmail } from '../api/change-email';
import { useResendConfirmation } from '../api/resend-confirmation';

/** Corrects the address of an unconfirmed account; the new one gets a new link (POST auth/change-email). */
function ChangeEmailForm({ email, onDone }: { email: string; onDone: () => void }) {
  const change = useChangeEmail();
  const form = useForm({ resolver: zodResolver(changeEmailBody), defaultValues: { email } });
  const [failure, setFailure] = useState<unknown>(null);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    change.mutate(values, {
      onSuccess: ({ user }) => {
        session.setUser(user);
        showToast(toastTexts.emailChanged(user.email));
        onDone();
      },
      // A 422 on the address (taken: spec 8's text with its link) goes under the field; anything else above.
      onError: (err) => {
        if (setServerFieldErrors(form.setError, err, ['email'], { focus: true }).length === 0)
          setFailure(err);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Change your e-mail address">
      <Stack gap="xs" maw={440}>
        {failure !== null && <ErrorAlert>{describeError(failure)}</ErrorAlert>}
        <EmailField
          control={form.control}
          name="email"
          label={texts.newEmailLabel}
          renderError={renderEmailError}
          size="sm"
        />
        <Group gap="xs">
          <Button type="submit" size="xs" color="navy" loading={change.isPending}>
            {texts.save}
          </Button>
          <Button size="xs" variant="subtle" color="dark" onClick={onDone}>
            {texts.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * What an account whose e-mail is not confirmed yet can do about it (issue 21): see where the link went, have it
 * sent again, or correct the address. Reads the signed-in user, so the requests screen can show it in its held
 * alert through a slot (app/dashboards/sections/organiser-requests.tsx) and the settings in their notice.
 */
export function EmailConfirmationActions() {
  const { user } = useSession();
  const resend = useResendConfirmation();
  const [editing, setEditing] = useState(false);
  if (!user || user.email_verified) return null;
  return (
    <Stack gap="xs">
      <Text size="sm" c="gray.9">
        We sent a confirmation link to <strong style={{ overflowWrap: 'anywhere' }}>{user.email}</strong>.
        Follow it to confirm your address.
      </Text>
      {editing ? (
        <ChangeEmailForm email={user.email} onDone={() => setEditing(false)} />
      ) : (
        <Group gap="xs" wrap="wrap">
          {resend.isSuccess ? (
            <Text size="sm" fw={600} c="gray.9" role="status">
              A new link is on its way.
            </Text>
          ) : (
            <Button
              size="xs"
              variant="white"
              color="dark"
              onClick={() => resend.mutate()}
              loading={resend.isPending}
            >
              {texts.resend}
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="dark"
            onClick={() => {
              resend.reset();
              setEditing(true);
            }}
          >
            {texts.correct}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
