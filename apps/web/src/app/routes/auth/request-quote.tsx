import { useState } from 'react';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Role } from '@marquee/contracts/enums';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { describeError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { AuthFrame } from '../../../components/layouts/auth/auth-frame';
import { OrganiserRegistrationForm } from '../../../features/auth/components/organiser-registration-form';
import {
  emptyRequirement,
  RequirementForm,
  type RequirementBrief,
  type RequirementValues,
} from '../../../features/requests/components/requirement-form';
import { useSendBrief } from '../../../features/requests/hooks/use-send-brief';

const steps = ['Requirement information', 'Contact information'] as const;

/** The form's first values from the link (spec 2.3: service_id, service_name, location). */
function prefill(params: URLSearchParams): RequirementValues {
  const id = Number(params.get('service_id'));
  const name = params.get('service_name')?.trim() ?? '';
  const service =
    Number.isInteger(id) && id > 0 && name
      ? { text: name, option: { value: id, label: name } }
      : { text: name, option: null };
  return emptyRequirement(service, params.get('location')?.trim() ?? '');
}

/**
 * /request-quote (spec 2.3): step 1 'Requirement information', then for guests step 2 'Contact information'
 * (the organiser sign-up, which signs them in) and the brief is sent; a signed-in organiser sends it from
 * step 1. Either way the organiser lands on the active requests with the alert of spec 2.4.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { isAuth, roleName } = useSession();
  const { send } = useSendBrief();
  const [values, setValues] = useState<RequirementValues>(() => prefill(params));
  const [brief, setBrief] = useState<RequirementBrief | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Fixed on arrival: signing up in step 2 must not turn the page back into step 1 while the brief is sent.
  const [guest] = useState(!isAuth);
  const step = brief ? 1 : 0;
  usePageTitle(step === 0 ? 'Tell Us About Your Event' : 'Fill contact information');

  const signedInOther = isAuth && roleName !== 'organiser';

  return (
    <AuthFrame
      eyebrow="Request a quote"
      title={step === 0 ? 'Tell Us About Your Event' : 'Fill contact information'}
      intro={
        step === 0
          ? 'Choose up to five services for one event, say where and when, and describe it. We send your request to every approved supplier who covers the place.'
          : 'Create your free organiser account so suppliers can reply to you. Your request is sent as soon as you confirm your e-mail address.'
      }
      steps={guest ? steps : steps.slice(0, 1)}
      active={step}
    >
      {signedInOther ? (
        <ErrorAlert>
          Requests for quotes are sent from an organiser account. You are signed in as a{' '}
          {roleName === 'supplier' ? 'supplier' : 'administrator'}.
        </ErrorAlert>
      ) : step === 0 ? (
        <RequirementForm
          defaults={values}
          submitLabel={guest ? 'Next: contact information' : 'Request a Quote'}
          onSubmit={async (next, filled) => {
            setValues(filled);
            if (!guest) return send(next);
            setFailure(null);
            setBrief(next);
            window.scrollTo({ top: 0 });
          }}
        />
      ) : (
        <>
          {failure && (
            <ErrorAlert>
              <Text size="sm">{failure}</Text>
              <Anchor component="button" type="button" size="sm" onClick={() => setBrief(null)}>
                Back to your request
              </Anchor>
            </ErrorAlert>
          )}
          <Group justify="space-between" mb="md" gap="xs">
            <Button
              variant="subtle"
              color="navy.9"
              size="compact-sm"
              leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
              onClick={() => setBrief(null)}
            >
              Back to your request
            </Button>
            <Text size="sm" c="gray.7">
              Already registered?{' '}
              <Anchor
                component="button"
                type="button"
                size="sm"
                fw={600}
                onClick={() =>
                  void import('../../../features/auth/components/login-modal').then((m) =>
                    m.openLoginModal({
                      navigate: (to) => void navigate(to),
                      onSignedIn: ({ user }) => {
                        if (user.role === Role.organiser && brief)
                          send(brief).catch((err: unknown) => setFailure(describeError(err)));
                      },
                    }),
                  )
                }
              >
                Log in
              </Anchor>
            </Text>
          </Group>
          <OrganiserRegistrationForm
            label="Fill contact information"
            submitLabel="Request a Quote"
            source="request_quote"
            onRegistered={() =>
              brief ? send(brief).catch((err: unknown) => setFailure(describeError(err))) : undefined
            }
          />
          <Text size="sm" ta="center" mt="xl" c="gray.7">
            Are you a supplier?{' '}
            <Anchor component={Link} to={paths.supplierRegistration.href()} fw={600}>
              List your business
            </Anchor>
          </Text>
        </>
      )}
    </AuthFrame>
  );
}
